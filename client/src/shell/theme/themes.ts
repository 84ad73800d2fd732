/**
 * The 11 shell themes of SPEC section 2 ("theme chooser"), as data: one object per theme. `createThemeSystem`
 * (system.ts) turns an object into a Chakra system; the components only use the semantic tokens of tokens.ts.
 *
 * Colour values are CSS colours or Chakra references such as `{colors.brand.solid}` (the primary colour, which
 * the colour picker can replace).
 */

export const THEME_NAMES = [
  'default',
  'white',
  'dark',
  'star',
  'bule',
  'iview',
  'vip',
  'cool',
  'd2',
  'hey',
  'lte',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'default';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

export interface ShellTheme {
  name: ThemeName;
  /** dark: a true dark mode (Chakra's dark tokens, `class="dark"` on <html>). */
  mode: 'light' | 'dark';
  /** The theme's own primary colour (#rrggbb); the colour picker may override it. */
  primary: string;
  page: { bg: string; image?: string };
  sidebar: {
    bg: string;
    /** A CSS background image drawn over bg (gradients, the star field). */
    image?: string;
    fg: string;
    /** Group titles, hints. */
    muted: string;
    hover: string;
    hoverFg: string;
    active: string;
    activeFg: string;
    border: string;
    /** The logo/title block at the top of the sidebar. */
    logoBg: string;
    logoFg: string;
  };
  topbar: { bg: string; image?: string; fg: string; border: string; shadow: string };
  tabs: { bg: string; fg: string; activeBg: string; activeFg: string; border: string };
  /** Replaces Chakra's surface colours (page panels, cards, dialogs, borders, text) where the theme needs its own. */
  surface?: Partial<
    Record<'bg' | 'panel' | 'subtle' | 'muted' | 'emphasized' | 'border' | 'borderMuted' | 'fg' | 'fgMuted', string>
  >;
  /** Chakra's l1/l2/l3 radii (small controls, buttons and inputs, cards and dialogs). */
  radii: { l1: string; l2: string; l3: string };
  /** Shadow of cards and panels on the page. */
  cardShadow: string;
}

const BRAND = {
  solid: '{colors.brand.solid}',
  contrast: '{colors.brand.contrast}',
  fg: '{colors.brand.fg}',
  subtle: '{colors.brand.subtle}',
  muted: '{colors.brand.muted}',
} as const;

/** Scattered stars (fixed positions, so the field scales with the element rather than tiling). */
const STARS = [
  [8, 6, 1],
  [22, 14, 1.4],
  [37, 4, 1],
  [52, 11, 1.2],
  [68, 7, 1],
  [83, 16, 1.5],
  [94, 3, 1],
  [12, 27, 1.2],
  [29, 35, 1],
  [46, 24, 1.6],
  [61, 31, 1],
  [77, 28, 1.2],
  [90, 38, 1],
  [5, 49, 1],
  [19, 58, 1.5],
  [34, 47, 1],
  [55, 53, 1.2],
  [71, 45, 1],
  [86, 56, 1.4],
  [10, 72, 1.2],
  [27, 80, 1],
  [43, 69, 1.4],
  [58, 77, 1],
  [74, 70, 1.2],
  [92, 79, 1],
  [15, 92, 1],
  [39, 88, 1.2],
  [63, 95, 1],
  [81, 90, 1.5],
]
  .map(
    ([x, y, r]) =>
      `radial-gradient(circle at ${x}% ${y}%, rgba(255,255,255,0.9) 0, rgba(255,255,255,0.9) ${r}px, transparent ${(r ?? 1) + 0.8}px)`,
  )
  .join(', ');

export const THEMES: Record<ThemeName, ShellTheme> = {
  /** The product's own look: navy sidebar, white top bar, deep blue. */
  default: {
    name: 'default',
    mode: 'light',
    primary: '#2353d6',
    page: { bg: '#f3f5f9' },
    sidebar: {
      bg: '#0f1b33',
      fg: 'rgba(255, 255, 255, 0.72)',
      muted: 'rgba(255, 255, 255, 0.55)',
      hover: '#1b2d4f',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: 'rgba(255, 255, 255, 0.08)',
      logoBg: '#0f1b33',
      logoFg: '#ffffff',
    },
    topbar: { bg: '#ffffff', fg: '#1f2937', border: '#e5e7eb', shadow: 'none' },
    tabs: { bg: '#ffffff', fg: '#4b5563', activeBg: BRAND.subtle, activeFg: BRAND.fg, border: '#e5e7eb' },
    radii: { l1: '2px', l2: '4px', l3: '6px' },
    cardShadow: '0 1px 2px rgba(15, 27, 51, 0.06)',
  },
  /** A light sidebar: white panels, blue accents. */
  white: {
    name: 'white',
    mode: 'light',
    primary: '#1a73e8',
    page: { bg: '#f5f7fa' },
    sidebar: {
      bg: '#ffffff',
      fg: '#303133',
      muted: '#6b7079',
      hover: '#f2f6fc',
      hoverFg: BRAND.fg,
      active: BRAND.subtle,
      activeFg: BRAND.fg,
      border: '#e4e7ed',
      logoBg: '#ffffff',
      logoFg: '#303133',
    },
    topbar: { bg: '#ffffff', fg: '#303133', border: '#e4e7ed', shadow: '0 1px 4px rgba(0, 21, 41, 0.08)' },
    tabs: { bg: '#ffffff', fg: '#606266', activeBg: BRAND.subtle, activeFg: BRAND.fg, border: '#e4e7ed' },
    radii: { l1: '2px', l2: '4px', l3: '4px' },
    cardShadow: '0 2px 12px rgba(0, 0, 0, 0.06)',
  },
  /** A true dark mode. */
  dark: {
    name: 'dark',
    mode: 'dark',
    primary: '#336ee0',
    page: { bg: '#0b0d12' },
    sidebar: {
      bg: '#111318',
      fg: 'rgba(255, 255, 255, 0.72)',
      muted: 'rgba(255, 255, 255, 0.45)',
      hover: '#1d2028',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: '#23262e',
      logoBg: '#111318',
      logoFg: '#f3f4f6',
    },
    topbar: { bg: '#111318', fg: '#e5e7eb', border: '#23262e', shadow: 'none' },
    tabs: { bg: '#111318', fg: '#9ca3af', activeBg: BRAND.subtle, activeFg: BRAND.fg, border: '#23262e' },
    surface: {
      bg: '#14161c',
      panel: '#171a21',
      subtle: '#1a1d24',
      muted: '#21252d',
      emphasized: '#2b3039',
      border: '#2b2f38',
      borderMuted: '#21252d',
      fg: '#e8eaee',
      fgMuted: '#a1a7b3',
    },
    radii: { l1: '2px', l2: '4px', l3: '6px' },
    cardShadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
  },
  /** A dark, starry indigo night. */
  star: {
    name: 'star',
    mode: 'dark',
    primary: '#7c4dff',
    page: { bg: '#0d0b26', image: `${STARS}, linear-gradient(160deg, #17123f 0%, #0d0b26 60%, #0a0820 100%)` },
    sidebar: {
      bg: '#15113a',
      image: `${STARS}, linear-gradient(180deg, #221a5c 0%, #120e33 100%)`,
      fg: 'rgba(226, 222, 255, 0.78)',
      muted: 'rgba(196, 190, 255, 0.7)',
      hover: 'rgba(139, 92, 246, 0.2)',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: 'rgba(167, 139, 250, 0.16)',
      logoBg: 'transparent',
      logoFg: '#ede9fe',
    },
    topbar: {
      bg: '#17123f',
      image: 'linear-gradient(90deg, #1e1650 0%, #2a1f6e 100%)',
      fg: '#ede9fe',
      border: 'rgba(167, 139, 250, 0.22)',
      shadow: '0 2px 12px rgba(10, 8, 32, 0.6)',
    },
    tabs: {
      bg: '#15113a',
      fg: '#c4b5fd',
      activeBg: BRAND.subtle,
      activeFg: BRAND.fg,
      border: 'rgba(167, 139, 250, 0.22)',
    },
    surface: {
      bg: '#120f30',
      panel: '#1a1644',
      subtle: '#1d1848',
      muted: '#241e57',
      emphasized: '#2e2768',
      border: '#2e2768',
      borderMuted: '#241e57',
      fg: '#ede9fe',
      fgMuted: '#aaa4dc',
    },
    radii: { l1: '4px', l2: '8px', l3: '12px' },
    cardShadow: '0 4px 24px rgba(76, 29, 149, 0.35)',
  },
  /** 智能主题: a blue gradient sidebar with translucent highlights. */
  bule: {
    name: 'bule',
    mode: 'light',
    primary: '#1664e0',
    page: { bg: '#eef4fc' },
    sidebar: {
      bg: '#0a3a8c',
      image: 'linear-gradient(180deg, #0b4fc1 0%, #0a2f73 100%)',
      fg: 'rgba(255, 255, 255, 0.85)',
      muted: 'rgba(255, 255, 255, 0.75)',
      hover: 'rgba(255, 255, 255, 0.12)',
      hoverFg: '#ffffff',
      active: 'rgba(0, 20, 60, 0.35)',
      activeFg: '#ffffff',
      border: 'rgba(255, 255, 255, 0.14)',
      logoBg: 'rgba(0, 0, 0, 0.12)',
      logoFg: '#ffffff',
    },
    topbar: { bg: '#ffffff', fg: '#1f2937', border: '#d6e4fb', shadow: '0 1px 4px rgba(22, 100, 224, 0.12)' },
    tabs: { bg: '#f7faff', fg: '#3b4a63', activeBg: BRAND.solid, activeFg: BRAND.contrast, border: '#d6e4fb' },
    radii: { l1: '2px', l2: '4px', l3: '6px' },
    cardShadow: '0 2px 8px rgba(22, 100, 224, 0.08)',
  },
  /** The iView admin look: slate menu, iView blue. */
  iview: {
    name: 'iview',
    mode: 'light',
    primary: '#1b72cf',
    page: { bg: '#f5f7f9' },
    sidebar: {
      bg: '#515a6e',
      fg: 'rgba(255, 255, 255, 0.82)',
      muted: 'rgba(255, 255, 255, 0.75)',
      hover: '#363e4f',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: 'rgba(255, 255, 255, 0.1)',
      logoBg: '#363e4f',
      logoFg: '#ffffff',
    },
    topbar: { bg: '#ffffff', fg: '#515a6e', border: '#e8eaec', shadow: '0 1px 1px rgba(0, 0, 0, 0.08)' },
    tabs: { bg: '#f0f0f0', fg: '#515a6e', activeBg: '#ffffff', activeFg: BRAND.fg, border: '#dcdee2' },
    radii: { l1: '2px', l2: '4px', l3: '4px' },
    cardShadow: '0 1px 6px rgba(0, 0, 0, 0.1)',
  },
  /** Black and gold. */
  vip: {
    name: 'vip',
    mode: 'light',
    primary: '#9a6b12',
    page: { bg: '#f6f3ec' },
    sidebar: {
      bg: '#17140f',
      image: 'linear-gradient(180deg, #241e14 0%, #0f0d09 100%)',
      fg: '#d8c7a1',
      muted: 'rgba(216, 199, 161, 0.72)',
      hover: 'rgba(212, 175, 55, 0.14)',
      hoverFg: '#f3d98b',
      active: '#8a6212',
      activeFg: '#fff8e6',
      border: 'rgba(212, 175, 55, 0.22)',
      logoBg: '#0f0d09',
      logoFg: '#f3d98b',
    },
    topbar: { bg: '#fffdf7', fg: '#3b2f16', border: '#e8d9b0', shadow: '0 1px 6px rgba(120, 90, 20, 0.1)' },
    tabs: { bg: '#fffdf7', fg: '#6b5a33', activeBg: '#17140f', activeFg: '#f3d98b', border: '#e8d9b0' },
    radii: { l1: '2px', l2: '4px', l3: '6px' },
    cardShadow: '0 2px 10px rgba(120, 90, 20, 0.1)',
  },
  /** Cool teal-to-midnight gradient, rounder shapes. */
  cool: {
    name: 'cool',
    mode: 'light',
    primary: '#0b7f8c',
    page: { bg: '#eef6f7' },
    sidebar: {
      bg: '#0f2b3d',
      image: 'linear-gradient(160deg, #134e5e 0%, #0f2b3d 55%, #182848 100%)',
      fg: 'rgba(224, 247, 250, 0.82)',
      muted: 'rgba(224, 247, 250, 0.72)',
      hover: 'rgba(255, 255, 255, 0.1)',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: 'rgba(255, 255, 255, 0.1)',
      logoBg: 'transparent',
      logoFg: '#e0f7fa',
    },
    topbar: { bg: '#ffffff', fg: '#134e5e', border: '#d5ebee', shadow: '0 2px 10px rgba(19, 78, 94, 0.08)' },
    tabs: { bg: '#f7fcfc', fg: '#2f5f6b', activeBg: BRAND.subtle, activeFg: BRAND.fg, border: '#d5ebee' },
    radii: { l1: '4px', l2: '8px', l3: '12px' },
    cardShadow: '0 6px 20px rgba(19, 78, 94, 0.08)',
  },
  /** The D2Admin look: everything on one soft blue-grey ground, light menu. */
  d2: {
    name: 'd2',
    mode: 'light',
    primary: '#2563eb',
    page: { bg: '#ebf1f6', image: 'linear-gradient(135deg, #f3f7fa 0%, #e4ebf1 100%)' },
    sidebar: {
      bg: '#e4ebf1',
      fg: '#2f3e52',
      muted: '#56657a',
      hover: 'rgba(255, 255, 255, 0.6)',
      hoverFg: BRAND.fg,
      active: '#ffffff',
      activeFg: BRAND.fg,
      border: '#d3dce6',
      logoBg: '#e4ebf1',
      logoFg: '#2f3e52',
    },
    topbar: { bg: '#ebf1f6', fg: '#2f3e52', border: '#d3dce6', shadow: 'none' },
    tabs: { bg: '#ebf1f6', fg: '#475669', activeBg: '#ffffff', activeFg: BRAND.fg, border: '#d3dce6' },
    radii: { l1: '4px', l2: '6px', l3: '10px' },
    cardShadow: '0 2px 12px rgba(71, 86, 105, 0.08)',
  },
  /** The HeyUI look: charcoal menu, fresh green. */
  hey: {
    name: 'hey',
    mode: 'light',
    primary: '#117d3e',
    page: { bg: '#f3f5f4' },
    sidebar: {
      bg: '#1f2b27',
      fg: 'rgba(255, 255, 255, 0.75)',
      muted: 'rgba(255, 255, 255, 0.58)',
      hover: '#2a3833',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: 'rgba(255, 255, 255, 0.07)',
      logoBg: '#16211e',
      logoFg: '#e7f6ec',
    },
    topbar: { bg: '#ffffff', fg: '#1f2b27', border: 'transparent', shadow: '0 1px 8px rgba(0, 0, 0, 0.06)' },
    tabs: { bg: '#ffffff', fg: '#4a5752', activeBg: BRAND.subtle, activeFg: BRAND.fg, border: '#e3e8e6' },
    radii: { l1: '4px', l2: '6px', l3: '8px' },
    cardShadow: '0 1px 4px rgba(0, 0, 0, 0.06)',
  },
  /** The AdminLTE look: #343a40 sidebar, Bootstrap blue, square-ish cards with the LTE shadow. */
  lte: {
    name: 'lte',
    mode: 'light',
    primary: '#0069d9',
    page: { bg: '#f4f6f9' },
    sidebar: {
      bg: '#343a40',
      fg: '#c2c7d0',
      muted: 'rgba(194, 199, 208, 0.88)',
      hover: 'rgba(255, 255, 255, 0.1)',
      hoverFg: '#ffffff',
      active: BRAND.solid,
      activeFg: BRAND.contrast,
      border: '#4b545c',
      logoBg: '#343a40',
      logoFg: 'rgba(255, 255, 255, 0.85)',
    },
    topbar: { bg: '#ffffff', fg: '#495057', border: '#dee2e6', shadow: 'none' },
    tabs: { bg: '#ffffff', fg: '#495057', activeBg: BRAND.subtle, activeFg: BRAND.fg, border: '#dee2e6' },
    radii: { l1: '2px', l2: '3px', l3: '4px' },
    cardShadow: '0 0 1px rgba(0, 0, 0, 0.125), 0 1px 3px rgba(0, 0, 0, 0.2)',
  },
};

/** Preset primary colours offered by the colour picker (those of the legacy admin). */
export const PRIMARY_PRESETS = [
  '#409eff',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#f5222d',
] as const;
