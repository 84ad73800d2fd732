import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
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
  /** Addresses of the link annotations (URI actions) of each page. */
  links: string[][];
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
    links: doc.getPages().map((page) => {
      const annots = page.node.Annots();
      if (!annots) return [];
      return annots.asArray().flatMap((ref) => {
        const action = lookup((lookup(ref) as PDFDict).get(PDFName.of('A'))) as PDFDict | undefined;
        const uri = action?.get(PDFName.of('URI'));
        return uri instanceof PDFString ? [uri.decodeText()] : [];
      });
    }),
  };
}

/** The page's content streams, decoded, as text. */
function contentText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
}

let zxingReady: Promise<unknown> | undefined;

/**
 * Reads the QR codes drawn on each page, as a phone would: every graphics block that fills only rectangles (how
 * PdfDocument.qr draws a code) is rasterised (a quiet zone around it, 4 pixels a module) and decoded with
 * zxing-wasm. Answers the text of each code, per page.
 */
export async function readPdfQrCodes(bytes: Uint8Array): Promise<string[][]> {
  zxingReady ??= (async () => {
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(file)).buffer as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  await zxingReady;
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const out: string[][] = [];
  for (const page of doc.getPages()) {
    const texts: string[] = [];
    for (const block of contentText(page).matchAll(/\bq\s([\s\S]*?)\sQ\b/g)) {
      const body = block[1]!;
      const rects = [...body.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) =>
        m.slice(1, 5).map(Number),
      );
      if (rects.length < 20 || !/\bf\s*$/.test(body) || /\b[mlcS]\b/.test(body)) continue;
      const cell = Math.min(...rects.map((r) => r[3]!));
      const left = Math.min(...rects.map((r) => r[0]!));
      const top = Math.max(...rects.map((r) => r[1]! + r[3]!));
      const modules = Math.round((Math.max(...rects.map((r) => r[0]! + r[2]!)) - left) / cell);
      const scale = 4;
      const quiet = 4;
      const side = (modules + 2 * quiet) * scale;
      const data = new Uint8ClampedArray(side * side * 4).fill(255);
      for (const [x, y, w, h] of rects) {
        const c0 = Math.round((x! - left) / cell);
        const c1 = c0 + Math.round(w! / cell);
        const r0 = Math.round((top - y! - h!) / cell);
        const r1 = r0 + Math.round(h! / cell);
        for (let py = (r0 + quiet) * scale; py < (r1 + quiet) * scale; py++)
          for (let px = (c0 + quiet) * scale; px < (c1 + quiet) * scale; px++) {
            const at = (py * side + px) * 4;
            data[at] = data[at + 1] = data[at + 2] = 0;
          }
      }
      const found = await readBarcodes(
        { data, width: side, height: side } as unknown as Parameters<typeof readBarcodes>[0],
        { formats: ['QRCode'] },
      );
      texts.push(...found.filter((r) => r.isValid).map((r) => r.text));
    }
    out.push(texts);
  }
  return out;
}
