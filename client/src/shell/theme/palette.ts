/** Colour helpers for the primary-colour picker: hex validation and a 50–950 palette around one colour. */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB` (the `#` optional, any case) as lower-case `#rrggbb`; undefined when it is not a colour. */
export function normalizeHex(input: string): string | undefined {
  const match = HEX.exec(input.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

export function isHexColor(input: string): boolean {
  return normalizeHex(input) !== undefined;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `weight` of `a` mixed with `1 - weight` of `b`, in sRGB. */
function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Share of the colour in each lighter step (mixed with white) and darker step (mixed with black). */
const LIGHT_STEPS = { 50: 0.08, 100: 0.18, 200: 0.36, 300: 0.56, 400: 0.78 } as const;
const DARK_STEPS = { 600: 0.86, 700: 0.72, 800: 0.58, 900: 0.46, 950: 0.3 } as const;

export type PaletteStep = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export type Palette = Record<PaletteStep, string>;

/** A Chakra-style palette with the given colour as its 500 step. */
export function paletteFromHex(hex: string): Palette {
  const normalized = normalizeHex(hex);
  if (!normalized) throw new Error(`not a hex colour: ${hex}`);
  const base = toRgb(normalized);
  const palette = { 500: normalized } as Palette;
  for (const [step, weight] of Object.entries(LIGHT_STEPS))
    palette[Number(step) as PaletteStep] = toHex(mix(base, WHITE, weight));
  for (const [step, weight] of Object.entries(DARK_STEPS))
    palette[Number(step) as PaletteStep] = toHex(mix(base, BLACK, weight));
  return palette;
}

/** WCAG relative luminance (0 black … 1 white). */
export function luminance(hex: string): number {
  const normalized = normalizeHex(hex);
  if (!normalized) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = toRgb(normalized).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a solid fill of the colour: white when it reads well (WCAG AA, 4.5:1), else whichever contrasts more. */
export function contrastText(hex: string): string {
  const white = contrastRatio(hex, '#ffffff');
  if (white >= 4.5) return '#ffffff';
  return contrastRatio(hex, '#111827') > white ? '#111827' : '#ffffff';
}
