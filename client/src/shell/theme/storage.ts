import { normalizeHex } from './palette';
import { DEFAULT_THEME, isThemeName, THEMES, type ThemeName } from './themes';

/** Where the choices live on this browser. */
export const THEME_STORAGE_KEY = 'zhuxie.theme';
export const PRIMARY_STORAGE_KEY = 'zhuxie.primaryColor';
/**
 * What /theme-boot.js (client/public) needs before the app's code has loaded: dark or not, and the page colour,
 * so a reload paints the right background from the first frame.
 */
export const BOOT_STORAGE_KEY = 'zhuxie.theme.boot';

export interface ThemeChoice {
  theme: ThemeName;
  /** A custom primary colour (#rrggbb), or null for the theme's own. */
  primary: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}

/** The theme and colour chosen earlier on this browser (unknown or damaged values fall back to the defaults). */
export function readThemeChoice(): ThemeChoice {
  const theme = read(THEME_STORAGE_KEY);
  const primary = read(PRIMARY_STORAGE_KEY);
  return { theme: isThemeName(theme) ? theme : DEFAULT_THEME, primary: (primary && normalizeHex(primary)) || null };
}

export function storeThemeChoice(choice: ThemeChoice): void {
  write(THEME_STORAGE_KEY, choice.theme);
  write(PRIMARY_STORAGE_KEY, choice.primary);
  const theme = THEMES[choice.theme];
  write(BOOT_STORAGE_KEY, JSON.stringify({ name: theme.name, dark: theme.mode === 'dark', bg: theme.page.bg }));
}

/**
 * Puts the theme on <html>: `class="dark"` and `color-scheme` for dark themes (Chakra's dark tokens and native
 * controls follow), `data-theme`, the page colour, and the browser's theme-color. Runs before the first paint.
 */
export function applyThemeToDocument(name: ThemeName, doc: Document = document): void {
  const theme = THEMES[name];
  const html = doc.documentElement;
  const dark = theme.mode === 'dark';
  html.classList.toggle('dark', dark);
  html.classList.toggle('light', !dark);
  html.style.colorScheme = dark ? 'dark' : 'light';
  html.style.backgroundColor = theme.page.bg;
  html.dataset.theme = name;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.sidebar.bg);
}
