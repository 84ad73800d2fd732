import { Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/I18nProvider';
import { isLocale, LOCALES } from '../i18n/locale';
import { LanguageButton } from './LanguageButton';

/** 中文 / English, remembered on this browser. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <LanguageButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="32">
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={(details) => isLocale(details.value) && setLocale(details.value)}
            >
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
