import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import zhCNFirst from 'virtual:catalogue-first/zh-CN';
import type zhCN from './zh-CN.json';
import { LOCALE_STORAGE_KEY } from './storage';

/** zh-CN is the source catalogue; every other locale translates every key of it. */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type MessageId = keyof typeof zhCN;
/** Texts (whole catalogues) or texts parsed at build time (the first part, client/vite.config.ts). */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The first script holds only the part of the Chinese catalogue the login page needs (client/vite.config.ts,
 * FIRST_CATALOGUE_PREFIXES). Whole catalogues are chunks of their own: Chinese loads after the login page has
 * painted, and before any other page renders (engine/apollo/lazy.tsx); English when it is chosen (main.tsx
 * loads the stored language before the first render).
 */
const loaded: Partial<Record<Locale, Catalogue>> = {};
const first: Partial<Record<Locale, Catalogue>> = { 'zh-CN': zhCNFirst };
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  'zh-CN': () => withParser(import('./zh-CN.json')),
  en: () => withParser(import('./en.json')),
};

/**
 * The built first script has no ICU message parser (its messages are parsed at build time; client/vite.config.ts,
 * runtimeParserLater): a whole catalogue (texts) loads with the parser, handed to intl-messageformat before the
 * catalogue is used (the parser-less build sets a `parse` that throws). In development and tests the parser is
 * there from the start and is set again.
 */
let parser: Promise<void> | undefined;
function loadParser(): Promise<void> {
  parser ??= import('@formatjs/icu-messageformat-parser').then(({ parse }) => {
    IntlMessageFormat.__parse = parse;
  });
  return parser;
}

async function withParser(catalogue: Promise<{ default: Record<string, string> }>): Promise<Catalogue> {
  const [loaded] = await Promise.all([catalogue, loadParser()]);
  return loaded.default;
}

/** The whole catalogue of `locale` when it has been loaded, else its first part (if any), else undefined. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale] ?? first[locale];
}

/** Loads (once) the whole catalogue of `locale`. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const catalogue = loaded[locale] ?? (await loaders[locale]());
  loaded[locale] = catalogue;
  return catalogue;
}

const STORAGE_KEY = LOCALE_STORAGE_KEY;

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

/**
 * A label kept in the database in two languages (dictionary items, menus): the English one in English mode when
 * there is one, else the Chinese one.
 */
export function localLabel(locale: string, zh: string, en: string | null | undefined): string {
  return locale.startsWith('en') && en?.trim() ? en : zh;
}
