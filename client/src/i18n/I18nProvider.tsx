import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@zhuxie/domain/time/zone';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, loadCatalogue, loadedCatalogue, readStoredLocale, storeLocale } from './locale';

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * react-intl with the chosen locale; the choice is remembered in localStorage and mirrored on <html lang>.
 * The whole catalogue of the chosen language is loaded after the first paint (the login page needs only the
 * first part, locale.ts); a language with nothing loaded yet is switched to once its catalogue arrives, until
 * then the page stays in the language it shows.
 */
export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [wanted, setWanted] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  const [shown, setShown] = useState(() => {
    const locale = loadedCatalogue(wanted) ? wanted : DEFAULT_LOCALE;
    return { locale, messages: loadedCatalogue(locale) };
  });
  const { locale, messages } = shown;

  useEffect(() => {
    let current = true;
    void loadCatalogue(wanted).then((catalogue) => {
      if (current)
        setShown((was) =>
          was.locale === wanted && was.messages === catalogue ? was : { locale: wanted, messages: catalogue },
        );
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setWanted(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} timeZone={DEFAULT_TIME_ZONE}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale() needs an <I18nProvider> above it');
  return state;
}
