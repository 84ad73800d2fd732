import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/I18nProvider';
import { isLocale, LOCALES } from '../i18n/locale';

/** 中文 / English, remembered on this browser. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'common.language' })} colorPalette="gray">
          <Languages />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            {intl.formatMessage({ id: `common.locale.${locale}` })}
          </Box>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="32">
            <Menu.RadioItemGroup value={locale} onValueChange={(details) => isLocale(details.value) && setLocale(details.value)}>
              {LOCALES.map((value) => (
                <Menu.RadioItem key={value} value={value}>
                  {intl.formatMessage({ id: `common.locale.${value}` })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
