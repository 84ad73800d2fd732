import { expect } from 'vitest';
import { inspectPdf, type PdfInfo } from './pdf.js';

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

/**
 * Downloads a generated PDF with a user's token and checks it is one: status 200, content-type application/pdf, an
 * attachment, fonts embedded as subsets. Answers it as a viewer reads it, with the text of all its pages.
 */
export async function downloadPdf(url: string, token: string): Promise<PdfInfo & { text: string }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  expect(res.headers.get('content-disposition')).toContain('attachment');
  const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
  expectEmbeddedFonts(pdf);
  return { ...pdf, text: pdf.pages.join('\n') };
}
