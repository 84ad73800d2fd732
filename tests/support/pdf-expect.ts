import { expect } from 'vitest';
import type { PdfInfo } from './pdf.js';

/**
 * Every font of the document is a Type0 font embedded as a subset (a six-letter tag, a FontFile3 program) with a
 * ToUnicode map, and there is at least one.
 */
export function expectEmbeddedFonts(pdf: PdfInfo): void {
  expect(pdf.fonts.length).toBeGreaterThan(0);
  for (const font of pdf.fonts)
    expect(font).toEqual({
      name: expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-/),
      toUnicode: true,
      file: 'FontFile3',
    });
}
