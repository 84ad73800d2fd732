import zhCN from './zh-CN.json';

/** zh-CN is the source catalogue; every other locale translates every key of it. */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type MessageId = keyof typeof zhCN;
export type Catalogue = Record<string, string>;

/**
 * The default (Chinese) catalogue is part of the first script; another language is fetched the first time it is
 * used (its own chunk), so a page in Chinese never downloads the English texts.
 */
const loaded: Partial<Record<Locale, Catalogue>> = { 'zh-CN': zhCN };
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('./en.json').then((m) => m.default),
};

/** The catalogue of `locale` when it has been loaded, else undefined. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

/** Loads (once) the catalogue of `locale`. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const catalogue = loaded[locale] ?? (await loaders[locale]());
  loaded[locale] = catalogue;
  return catalogue;
}

const STORAGE_KEY = 'zhuxie.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale chosen earlier on this browser, else the default (Chinese). */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
