import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown, Languages } from 'lucide-react';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/I18nProvider';

/** The button of the language menu (LanguageSwitch); alone, what the login page shows until the menu has loaded. */
export const LanguageButton = forwardRef<HTMLButtonElement, ButtonProps>(function LanguageButton(props, ref) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      aria-label={intl.formatMessage({ id: 'common.language' })}
      colorPalette="gray"
      {...props}
    >
      <Languages />
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        {intl.formatMessage({ id: `common.locale.${locale}` })}
      </Box>
      <ChevronDown />
    </Button>
  );
});
