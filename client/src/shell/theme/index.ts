export { ThemeChooser, PrimaryColorPicker } from './ThemeChooser';
export { ThemeProvider, useThemeChoice } from './ThemeProvider';
export { SHELL } from './tokens';
export {
  THEMES,
  THEME_NAMES,
  DEFAULT_THEME,
  PRIMARY_PRESETS,
  isThemeName,
  type ThemeName,
  type ShellTheme,
} from './themes';
export { createThemeSystem, themeTokens } from './system';
export { applyThemeToDocument, readThemeChoice } from './storage';
export { normalizeHex, isHexColor } from './palette';
