import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastText, isHexColor, luminance, normalizeHex, paletteFromHex } from './palette';

describe('primary colour validation', () => {
  it('accepts #rgb and #rrggbb in any case, with or without #, and normalizes them', () => {
    expect(normalizeHex('#409EFF')).toBe('#409eff');
    expect(normalizeHex('409eff')).toBe('#409eff');
    expect(normalizeHex(' #3a7 ')).toBe('#33aa77');
    expect(isHexColor('#ABC')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '#',
      '#12',
      '#1234',
      '#12345',
      '#1234567',
      '#ggg000',
      'red',
      'rgb(0,0,0)',
      '##409eff',
      '#409eff;',
    ]) {
      expect([bad, normalizeHex(bad)]).toEqual([bad, undefined]);
      expect(isHexColor(bad)).toBe(false);
    }
  });
});

describe('palette from one colour', () => {
  it('keeps the colour as the 500 step and gets lighter towards 50 and darker towards 950', () => {
    const palette = paletteFromHex('#2353d6');
    expect(palette[500]).toBe('#2353d6');
    const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
    const values = steps.map((step) => luminance(palette[step]));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThan(values[i - 1]!);
  });

  it('picks readable text for a solid fill', () => {
    expect(contrastText('#2353d6')).toBe('#ffffff');
    expect(contrastText('#ffe066')).toBe('#111827');
    // A mid blue: white would read at under 3:1, so dark text.
    expect(contrastText('#409eff')).toBe('#111827');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
