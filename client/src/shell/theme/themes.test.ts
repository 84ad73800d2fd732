import { describe, expect, it } from 'vitest';
import { contrastRatio } from './palette';
import { createThemeSystem, themeTokens } from './system';
import { THEME_NAMES, THEMES } from './themes';
import { SHELL } from './tokens';

/** The CSS the system injects (token variables), as one string. */
const tokenCss = (name: (typeof THEME_NAMES)[number], primary?: string) =>
  JSON.stringify(createThemeSystem(name, primary)._global);

describe('the 11 themes', () => {
  it('are exactly those of the specification', () => {
    expect([...THEME_NAMES]).toEqual([
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
    ]);
    for (const name of THEME_NAMES) expect(THEMES[name].name).toBe(name);
  });

  it('each give every shell token a value', () => {
    const colourTokens = [
      SHELL.page.bg,
      ...Object.values(SHELL.sidebar).filter((t) => t !== SHELL.sidebar.image),
      SHELL.topbar.bg,
      SHELL.topbar.fg,
      SHELL.topbar.border,
      ...Object.values(SHELL.tabs),
    ];
    for (const name of THEME_NAMES) {
      const { semantic } = themeTokens(name);
      for (const token of colourTokens)
        expect([name, token, typeof semantic[`colors.${token}`]]).toEqual([name, token, 'string']);
      for (const token of [SHELL.page.image, SHELL.sidebar.image, SHELL.topbar.image])
        expect(semantic[`gradients.${token}`]).toBeTypeOf('string');
      for (const token of [SHELL.topbar.shadow, SHELL.card.shadow])
        expect(semantic[`shadows.${token}`]).toBeTypeOf('string');
      expect(semantic['colors.brand.solid']).toBe(THEMES[name].primary);
    }
  });

  it('are distinct: different sidebar, page and primary colours, and no two with the same token set', () => {
    const signature = (name: (typeof THEME_NAMES)[number]) => JSON.stringify(themeTokens(name).semantic);
    expect(new Set(THEME_NAMES.map(signature)).size).toBe(11);
    expect(new Set(THEME_NAMES.map((name) => THEMES[name].sidebar.bg)).size).toBe(11);
    expect(new Set(THEME_NAMES.map((name) => THEMES[name].primary)).size).toBe(11);
    expect(new Set(THEME_NAMES.map((name) => THEMES[name].page.bg)).size).toBeGreaterThanOrEqual(10);
  });

  it('dark and star are dark modes with their own surfaces; white has a light sidebar', () => {
    expect(THEME_NAMES.filter((name) => THEMES[name].mode === 'dark')).toEqual(['dark', 'star']);
    const dark = themeTokens('dark').semantic;
    expect(dark['colors.bg.panel']).toEqual({ _light: '#171a21', _dark: '#171a21' });
    expect(themeTokens('star').semantic['gradients.shell.sidebar']).toContain('radial-gradient');
    expect(THEMES.white.sidebar.bg).toBe('#ffffff');
  });

  it('give readable text on the primary colour (WCAG AA)', () => {
    for (const name of THEME_NAMES) {
      const { semantic } = themeTokens(name);
      expect([
        name,
        contrastRatio(semantic['colors.brand.solid'] as string, semantic['colors.brand.contrast'] as string) >= 4.5,
      ]).toEqual([name, true]);
    }
  });

  it('produce Chakra systems whose CSS variables carry the theme values', () => {
    for (const name of THEME_NAMES) {
      const css = tokenCss(name);
      expect(css).toContain(`"--chakra-colors-shell-sidebar-bg":"${THEMES[name].sidebar.bg}"`);
      expect(css).toContain(`"--chakra-colors-brand-500":"${THEMES[name].primary}"`);
    }
    expect(tokenCss('lte')).toContain('"--chakra-radii-l3":"4px"');
    expect(tokenCss('d2')).toContain('"--chakra-radii-l3":"10px"');
  });

  it('take a custom primary colour, and reuse the system for the same choice', () => {
    const tokens = themeTokens('lte', '#F5222D');
    expect(tokens.primary).toBe('#f5222d');
    expect(tokens.semantic['colors.brand.solid']).toBe('#f5222d');
    expect(tokenCss('lte', '#f5222d')).toContain('"--chakra-colors-brand-500":"#f5222d"');
    expect(createThemeSystem('hey', '#6959cd')).toBe(createThemeSystem('hey', '#6959CD'));
    // An invalid stored colour falls back to the theme's own.
    expect(themeTokens('cool', 'nope').primary).toBe(THEMES.cool.primary);
  });
});

/** `#rrggbb` or `rgba(r, g, b, a)` painted over an opaque `#rrggbb` background, as `#rrggbb`. */
function over(colour: string, background: string): string {
  if (colour.startsWith('#')) return colour;
  const match = /rgba?\(([^)]+)\)/.exec(colour);
  if (!match?.[1]) throw new Error(`unreadable colour ${colour}`);
  const [r, g, b, a = 1] = match[1].split(',').map((part) => Number(part.trim()));
  const bg = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  const mixed = [r!, g!, b!].map((c, i) => Math.round(c * a + bg[i]! * (1 - a)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('readability of every theme', () => {
  it('menu text, group titles and top-bar text read at 4.5:1 or better on their backgrounds', () => {
    const failures: string[] = [];
    for (const name of THEME_NAMES) {
      const { sidebar, topbar, page } = THEMES[name];
      const checks: Array<[string, string, string]> = [
        ['sidebar.fg', sidebar.fg, sidebar.bg],
        ['sidebar.muted', sidebar.muted, sidebar.bg],
        ['sidebar.logoFg', sidebar.logoFg, sidebar.logoBg.startsWith('#') ? sidebar.logoBg : sidebar.bg],
        ['topbar.fg', topbar.fg, topbar.bg],
      ];
      if (!sidebar.hover.startsWith('{') && !sidebar.hoverFg.startsWith('{'))
        checks.push(['sidebar.hoverFg', sidebar.hoverFg, over(sidebar.hover, sidebar.bg)]);
      if (!sidebar.active.startsWith('{') && !sidebar.activeFg.startsWith('{'))
        checks.push(['sidebar.activeFg', sidebar.activeFg, over(sidebar.active, sidebar.bg)]);
      // Gradient sidebars: the text must read on every colour stop too.
      const stops = sidebar.image?.match(/#[0-9a-f]{6}/g) ?? [];
      for (const stop of stops)
        for (const what of ['fg', 'muted'] as const) checks.push([`sidebar.${what} on ${stop}`, sidebar[what], stop]);
      for (const [what, fg, bg] of checks) {
        const ratio = contrastRatio(over(fg, bg), bg);
        if (ratio < 4.5) failures.push(`${name} ${what}: ${ratio.toFixed(2)} (${fg} on ${bg})`);
      }
      expect(page.bg).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(failures).toEqual([]);
  });
});
