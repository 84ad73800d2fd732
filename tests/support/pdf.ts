import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

export interface PdfFontInfo {
  /** The font's BaseFont (a subset carries a six-letter tag: `ABCDEF+Name`). */
  name: string;
  /** Type0 font with a ToUnicode map (text extracts to Unicode). */
  toUnicode: boolean;
  /** FontFile2 (TrueType) or FontFile3 (CFF / OpenType) in its descriptor: the font is embedded. */
  file?: 'FontFile2' | 'FontFile3';
}

export interface PdfInfo {
  pageCount: number;
  /** Page size in points, of every page. */
  sizes: [number, number][];
  /** The text of each page as pdf.js extracts it (a viewer's copy and search). */
  pages: string[];
  fonts: PdfFontInfo[];
  /** Image XObjects in the file. */
  images: number;
}

/**
 * Reads a PDF the way a viewer does: its structure with pdf-lib's parser (fonts, descriptors, images) and its
 * text with pdf.js (through unpdf), which uses the fonts' ToUnicode maps.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  // PDF_DUMP_DIR keeps each inspected file (named after its title) to look at it in a viewer.
  const dump = process.env.PDF_DUMP_DIR;
  if (dump) writeFileSync(join(dump, `${(doc.getTitle() ?? 'document').replace(/[\\/:*?"<>|\s]+/g, '_')}.pdf`), bytes);
  const fonts: PdfFontInfo[] = [];
  let images = 0;
  const lookup = (v: unknown) => (v instanceof PDFRef ? doc.context.lookup(v) : v);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
    if (!dict) continue;
    const type = dict.get(PDFName.of('Type'))?.toString();
    const subtype = dict.get(PDFName.of('Subtype'))?.toString();
    if (type === '/XObject' && subtype === '/Image') images++;
    if (type !== '/Font' || subtype !== '/Type0') continue;
    const descendant = lookup(
      (lookup(dict.get(PDFName.of('DescendantFonts'))) as { get(i: number): unknown }).get(0),
    ) as PDFDict;
    const descriptor = lookup(descendant.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const file = (['FontFile2', 'FontFile3'] as const).find((k) => descriptor.has(PDFName.of(k)));
    fonts.push({
      name: dict.get(PDFName.of('BaseFont'))!.toString().slice(1),
      toUnicode: dict.has(PDFName.of('ToUnicode')),
      file,
    });
  }
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(proxy, { mergePages: false });
  return {
    pageCount: doc.getPageCount(),
    sizes: doc.getPages().map((p) => [p.getWidth(), p.getHeight()]),
    pages: text,
    fonts,
    images,
  };
}
