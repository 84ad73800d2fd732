/**
 * The semantic tokens the shell draws with. Every theme (themes.ts) gives each of them a value, so a component that
 * uses these names follows the chosen theme. Colours go in `bg` / `color` / `borderColor` props, the `*_IMAGE` ones
 * are gradient tokens for `bgGradient`, the shadows for `shadow`.
 *
 * Example (sidebar): `<Flex bg={SHELL.sidebar.bg} bgGradient={SHELL.sidebar.image} color={SHELL.sidebar.fg}>`.
 */
export const SHELL = {
  page: { bg: 'shell.page.bg', image: 'shell.page' },
  sidebar: {
    bg: 'shell.sidebar.bg',
    image: 'shell.sidebar',
    fg: 'shell.sidebar.fg',
    muted: 'shell.sidebar.muted',
    hover: 'shell.sidebar.hover',
    hoverFg: 'shell.sidebar.hoverFg',
    active: 'shell.sidebar.active',
    activeFg: 'shell.sidebar.activeFg',
    border: 'shell.sidebar.border',
    logoBg: 'shell.sidebar.logoBg',
    logoFg: 'shell.sidebar.logoFg',
  },
  topbar: {
    bg: 'shell.topbar.bg',
    image: 'shell.topbar',
    fg: 'shell.topbar.fg',
    border: 'shell.topbar.border',
    shadow: 'shell.topbar',
  },
  tabs: {
    bg: 'shell.tabs.bg',
    fg: 'shell.tabs.fg',
    activeBg: 'shell.tabs.activeBg',
    activeFg: 'shell.tabs.activeFg',
    border: 'shell.tabs.border',
  },
  card: { shadow: 'shell.card' },
  /** The primary colour as a Chakra colour palette: `colorPalette="brand"` (the default of the whole app). */
  brandPalette: 'brand',
} as const;
