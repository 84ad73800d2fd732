import { ChakraProvider } from '@chakra-ui/react';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { normalizeHex } from './palette';
import { applyThemeToDocument, readThemeChoice, storeThemeChoice, type ThemeChoice } from './storage';
import { createThemeSystem } from './system';
import { THEMES, type ThemeName } from './themes';

interface ThemeState extends ThemeChoice {
  /** The primary colour in use: the custom one, else the theme's own. */
  effectivePrimary: string;
  setTheme(theme: ThemeName): void;
  /** A hex colour, or null to go back to the theme's own primary colour. Invalid colours are ignored. */
  setPrimary(primary: string | null): void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * Chakra with the chosen theme and primary colour. Both are read synchronously from localStorage before the first
 * render, so a reload shows the chosen theme at once; changes are stored and applied immediately.
 */
export function ThemeProvider({ children, initial }: { children: ReactNode; initial?: ThemeChoice }) {
  const [choice, setChoice] = useState<ThemeChoice>(() => initial ?? readThemeChoice());

  const update = useCallback((next: (current: ThemeChoice) => ThemeChoice) => {
    setChoice((current) => {
      const value = next(current);
      storeThemeChoice(value);
      return value;
    });
  }, []);

  const setTheme = useCallback((theme: ThemeName) => update((current) => ({ ...current, theme })), [update]);
  const setPrimary = useCallback(
    (primary: string | null) => {
      if (primary === null) return update((current) => ({ ...current, primary: null }));
      const hex = normalizeHex(primary);
      if (hex) update((current) => ({ ...current, primary: hex }));
    },
    [update],
  );

  useLayoutEffect(() => applyThemeToDocument(choice.theme), [choice.theme]);

  const system = useMemo(() => createThemeSystem(choice.theme, choice.primary), [choice.theme, choice.primary]);
  const state = useMemo<ThemeState>(
    () => ({ ...choice, effectivePrimary: choice.primary ?? THEMES[choice.theme].primary, setTheme, setPrimary }),
    [choice, setTheme, setPrimary],
  );
  return (
    <ThemeContext.Provider value={state}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </ThemeContext.Provider>
  );
}

export function useThemeChoice(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useThemeChoice() needs a <ThemeProvider> above it');
  return state;
}
