import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens as baseTokens,
} from '@chakra-ui/react/theme';
import { contrastText, normalizeHex, type Palette, paletteFromHex } from './palette';
import { DEFAULT_THEME, type ShellTheme, THEMES, type ThemeName } from './themes';

/** A token value: a plain value, or one per colour mode. */
type TokenValue = string | { _light: string; _dark: string };

/**
 * The values one theme gives to the semantic tokens, flat (`colors.shell.sidebar.bg` → value). The primary colour
 * is the theme's own unless `primary` (a hex colour from the colour picker) replaces it.
 */
export interface ThemeTokens {
  mode: ShellTheme['mode'];
  primary: string;
  palette: Palette;
  semantic: Record<string, TokenValue>;
}

export function themeTokens(name: ThemeName, primary?: string | null): ThemeTokens {
  const theme = THEMES[name] ?? THEMES[DEFAULT_THEME];
  const color = (primary && normalizeHex(primary)) || theme.primary;
  const palette = paletteFromHex(color);
  const dark = theme.mode === 'dark';
  const both = (value: string): TokenValue => ({ _light: value, _dark: value });

  const semantic: Record<string, TokenValue> = {
    // The primary colour as the `brand` palette (colorPalette="brand" is the app default).
    'colors.brand.solid': palette[500],
    'colors.brand.contrast': contrastText(palette[500]),
    'colors.brand.fg': dark ? palette[300] : palette[700],
    'colors.brand.muted': dark ? palette[900] : palette[100],
    'colors.brand.subtle': dark ? palette[950] : palette[50],
    'colors.brand.emphasized': dark ? palette[800] : palette[200],
    'colors.brand.focusRing': palette[500],

    // Error text (field messages): Chakra's red.500 is below 4.5:1 on white, so a darker red (AA) in light themes.
    'colors.fg.error': dark ? '{colors.red.300}' : '{colors.red.700}',

    'colors.shell.page.bg': theme.page.bg,
    'gradients.shell.page': theme.page.image ?? 'none',
    'colors.shell.sidebar.bg': theme.sidebar.bg,
    'gradients.shell.sidebar': theme.sidebar.image ?? 'none',
    'colors.shell.sidebar.fg': theme.sidebar.fg,
    'colors.shell.sidebar.muted': theme.sidebar.muted,
    'colors.shell.sidebar.hover': theme.sidebar.hover,
    'colors.shell.sidebar.hoverFg': theme.sidebar.hoverFg,
    'colors.shell.sidebar.active': theme.sidebar.active,
    'colors.shell.sidebar.activeFg': theme.sidebar.activeFg,
    'colors.shell.sidebar.border': theme.sidebar.border,
    'colors.shell.sidebar.logoBg': theme.sidebar.logoBg,
    'colors.shell.sidebar.logoFg': theme.sidebar.logoFg,
    'colors.shell.topbar.bg': theme.topbar.bg,
    'gradients.shell.topbar': theme.topbar.image ?? 'none',
    'colors.shell.topbar.fg': theme.topbar.fg,
    'colors.shell.topbar.border': theme.topbar.border,
    'shadows.shell.topbar': theme.topbar.shadow,
    'colors.shell.tabs.bg': theme.tabs.bg,
    'colors.shell.tabs.fg': theme.tabs.fg,
    'colors.shell.tabs.activeBg': theme.tabs.activeBg,
    'colors.shell.tabs.activeFg': theme.tabs.activeFg,
    'colors.shell.tabs.border': theme.tabs.border,
    'shadows.shell.card': theme.cardShadow,

    // Earlier names, kept so screens written before the themes follow them too.
    'colors.bg.canvas': '{colors.shell.page.bg}',
    'colors.sidebar.bg': '{colors.shell.sidebar.bg}',
    'colors.sidebar.fg': '{colors.shell.sidebar.fg}',
    'colors.sidebar.muted': '{colors.shell.sidebar.muted}',
    'colors.sidebar.hover': '{colors.shell.sidebar.hover}',
    'colors.sidebar.active': '{colors.shell.sidebar.active}',

    'radii.l1': theme.radii.l1,
    'radii.l2': theme.radii.l2,
    'radii.l3': theme.radii.l3,
  };

  const surface = theme.surface ?? {};
  const surfaceTokens: Record<keyof NonNullable<ShellTheme['surface']>, string> = {
    bg: 'colors.bg.DEFAULT',
    panel: 'colors.bg.panel',
    subtle: 'colors.bg.subtle',
    muted: 'colors.bg.muted',
    emphasized: 'colors.bg.emphasized',
    border: 'colors.border.DEFAULT',
    borderMuted: 'colors.border.muted',
    fg: 'colors.fg.DEFAULT',
    fgMuted: 'colors.fg.muted',
  };
  for (const [key, token] of Object.entries(surfaceTokens)) {
    const value = surface[key as keyof typeof surfaceTokens];
    if (value) semantic[token] = both(value);
  }
  return { mode: theme.mode, primary: color, palette, semantic };
}

/** `{ 'colors.a.b': v }` → `{ colors: { a: { b: { value: v } } } }` (Chakra's token shape). */
function nest(flat: Record<string, TokenValue>): Record<string, Record<string, unknown>> {
  const root: Record<string, Record<string, unknown>> = {};
  for (const [path, value] of Object.entries(flat)) {
    const [category, ...rest] = path.split('.') as [string, ...string[]];
    let node: Record<string, unknown> = (root[category] ??= {});
    for (const key of rest) node = (node[key] ??= {}) as Record<string, unknown>;
    node.value = value;
  }
  return root;
}

const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * Chakra's default theme with only the recipes of the components the product uses (not Chakra's `defaultConfig`,
 * which holds every recipe and builds a whole system of its own when loaded): less script on the first page and
 * less work before it paints. A component added to the product needs its recipe here: a missing one renders
 * unstyled, without an error (system.test.ts checks every Chakra import against this list).
 */
/** The recipes of the components the first script renders (the login page, its form and the page spinner). */
const FIRST_RECIPES = {
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};
const FIRST_SLOT_RECIPES = { alert: alertSlotRecipe, card: cardSlotRecipe, field: fieldSlotRecipe };
/** The keys of the recipes above (system.test.ts checks them against firstRecipes.ts and the first script's components). */
export const FIRST_SYSTEM_RECIPES: readonly string[] = [
  ...Object.keys(FIRST_RECIPES),
  ...Object.keys(FIRST_SLOT_RECIPES),
];

/** The other recipes once loaded (recipes.ts): systems built after that get them, those built before are given them. */
type Theming = NonNullable<SystemConfig['theme']>;
const later: Required<Pick<Theming, 'recipes' | 'slotRecipes'>> = { recipes: {}, slotRecipes: {} };
let laterLoad: Promise<void> | undefined;

/**
 * Loads (once) the recipes of every other component the product uses (recipes.ts, a chunk of its own) and adds them
 * to every system. Whatever renders such a component first awaits this: the lazily loaded pages (with the GraphQL
 * client, engine/apollo/lazy.tsx), the notices, the confirmation dialog and the language menu.
 */
export function loadAllRecipes(): Promise<void> {
  laterLoad ??= import('./recipes').then(({ LATER_RECIPES, LATER_SLOT_RECIPES }) => {
    Object.assign(later.recipes, LATER_RECIPES);
    Object.assign(later.slotRecipes, LATER_SLOT_RECIPES);
    // A Chakra system reads its recipes from its config's theme when a component first asks for one.
    for (const system of systems.values()) {
      const theme = system._config.theme ?? {};
      theme.recipes = Object.assign(theme.recipes ?? {}, LATER_RECIPES);
      theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, LATER_SLOT_RECIPES);
    }
  });
  return laterLoad;
}

const productTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: baseTokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: { ...FIRST_RECIPES },
    slotRecipes: { ...FIRST_SLOT_RECIPES },
  },
});

/** What `defaultConfig` would be with only the product's recipes (the first ones; see loadAllRecipes). */
const productConfig = mergeConfigs(defaultBaseConfig, productTheme);

function buildSystem(tokens: ThemeTokens): SystemContext {
  const brand = Object.fromEntries(Object.entries(tokens.palette).map(([step, value]) => [step, { value }]));
  const config = defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      body: { bg: 'shell.page.bg', color: 'fg' },
    },
    theme: {
      recipes: later.recipes,
      slotRecipes: later.slotRecipes,
      tokens: {
        fonts: { body: { value: FONT_STACK }, heading: { value: FONT_STACK } },
        colors: {
          brand,
          navy: { 700: { value: '#1b2d4f' }, 800: { value: '#14233f' }, 900: { value: '#0f1b33' } },
        },
      },
      semanticTokens: nest(tokens.semantic),
    },
  });
  return createSystem(productConfig, config);
}

const systems = new Map<string, SystemContext>();

/** The Chakra system of a theme (and primary colour); built once per combination. */
export function createThemeSystem(name: ThemeName, primary?: string | null): SystemContext {
  const tokens = themeTokens(name, primary);
  const key = `${name}|${tokens.primary}`;
  let system = systems.get(key);
  if (!system) {
    system = buildSystem(tokens);
    systems.set(key, system);
  }
  return system;
}
