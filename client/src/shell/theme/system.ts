import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineSlotRecipe,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens as baseTokens,
  tooltipSlotRecipe,
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
/**
 * Tabs whose labels never break inside a word ("申报信/息" at 375 px): a horizontal tab list keeps one line and
 * scrolls sideways when its labels are wider than the screen. A pixel of padding under the triggers keeps the
 * selected line (drawn 1px below its trigger) inside the scrolling box, which would clip it otherwise.
 */
const scrollingTabsRecipe = defineSlotRecipe({
  ...tabsSlotRecipe,
  base: {
    ...tabsSlotRecipe.base,
    list: {
      ...tabsSlotRecipe.base?.list,
      _horizontal: {
        flexDirection: 'row',
        flexWrap: 'nowrap',
        maxWidth: 'full',
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'thin',
        pb: '1px',
      },
    },
    trigger: { ...tabsSlotRecipe.base?.trigger, whiteSpace: 'nowrap', flexShrink: 0 },
  },
});

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
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      colorSwatch: colorSwatchRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      mark: markRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: scrollingTabsRecipe,
      tag: tagSlotRecipe,
      timeline: timelineSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** What `defaultConfig` would be with only the product's recipes. */
const productConfig = mergeConfigs(defaultBaseConfig, productTheme);

function buildSystem(tokens: ThemeTokens): SystemContext {
  const brand = Object.fromEntries(Object.entries(tokens.palette).map(([step, value]) => [step, { value }]));
  const config = defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      body: { bg: 'shell.page.bg', color: 'fg' },
    },
    theme: {
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
