import {
  fill,
  LineCapStyle,
  PDFDocument,
  type PDFFont,
  PDFString,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from 'pdf-lib';
import { encode } from 'uqr';
import { type FaceName, face, pdfFontkit, subsetName } from './fonts.js';

/**
 * Printable records (receipts, certificates) as PDF, on pdf-lib.
 *
 * Text is set in Noto Sans Hans Regular, or its Bold face for bold text, each embedded as a subset of the glyphs
 * the document uses with a ToUnicode map, so the document looks the same in every viewer and its text can be
 * selected, searched and extracted. Images (PNG, JPEG) are embedded as they are; QR codes are vector squares.
 *
 * Coordinates are points with the origin at the top-left corner of the page (y grows downwards); `text` places
 * the top of the line at `y`. Drawing is recorded and the file is built by `toBytes`.
 */
export interface PdfTextOptions {
  size?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
  /** Set in the Bold face. */
  bold?: boolean;
}

export interface PdfLineOptions {
  width?: number;
  color?: string;
}

export interface PdfRectOptions {
  stroke?: string;
  fill?: string;
  width?: number;
}

export interface PdfDocumentOptions {
  width?: number;
  height?: number;
  title?: string;
  /** The page margin flowing content (grids, tables) keeps at the top and bottom of a page; 50 by default. */
  margin?: number;
}

/** A column of `table`: its header, its width in points and how its cells align. */
export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfGridOptions {
  size?: number;
  /** Width of the label column (key-value grid), in points. */
  labelWidth?: number;
  /** Key-value pairs per row (key-value grid): 1 or 2. */
  pairs?: 1 | 2;
  /** Cell padding, in points. */
  padding?: number;
}

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

type Rgb = ReturnType<typeof rgb>;

interface Drawing {
  page: PDFPage;
  font(name: FaceName): PDFFont;
  image(bytes: Uint8Array): PDFImage;
}

type Op = (d: Drawing) => void;

function color(value: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(value);
  if (!m) throw new Error(`PDF colour must be #rrggbb: ${value}`);
  const v = parseInt(m[1]!, 16);
  return rgb(((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255);
}

/** The kind of an image file by its signature; only PNG and JPEG can be drawn. */
export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export class PdfDocument {
  readonly width: number;
  readonly height: number;
  private readonly title?: string;
  private readonly pages: Op[][] = [];
  private readonly usedFaces = new Set<FaceName>();
  private readonly images = new Set<Uint8Array>();
  /** The top and bottom margin of flowing content. */
  readonly margin: number;

  constructor(options: PdfDocumentOptions = {}) {
    this.width = options.width ?? A4.width;
    this.height = options.height ?? A4.height;
    this.title = options.title;
    this.margin = options.margin ?? 50;
    this.addPage();
  }

  get pageCount(): number {
    return this.pages.length;
  }

  addPage(): this {
    this.pages.push([]);
    return this;
  }

  /** The page drawing goes to: the last one, unless numberPages is writing to each. */
  private target?: number;

  private draw(op: Op): this {
    this.pages[this.target ?? this.pages.length - 1]!.push(op);
    return this;
  }

  /** Writes `label(n, total)` centred at `y` on every page so far (a page-number footer); call it last. */
  numberPages(
    label: (n: number, total: number) => string = (n, total) => `第 ${n} 页 共 ${total} 页`,
    y = this.height - 30,
  ): this {
    const total = this.pages.length;
    try {
      for (let i = 0; i < total; i++) {
        this.target = i;
        this.text(this.width / 2, y, label(i + 1, total), { size: 9, align: 'center', color: '#666666' });
      }
    } finally {
      this.target = undefined;
    }
    return this;
  }

  /** Line breaks and tabs become spaces; a character the face has no glyph for becomes '?'. */
  private clean(text: string, bold = false): string {
    const font = face(bold ? 'bold' : 'regular').font;
    let out = '';
    for (const ch of text.replace(/[\r\n\t]/g, ' ')) out += font.hasGlyphForCodePoint(ch.codePointAt(0)!) ? ch : '?';
    return out;
  }

  /** Width of `text` in points at `size`, in the regular face or the bold one. */
  textWidth(text: string, size = 12, bold = false): number {
    const { font } = face(bold ? 'bold' : 'regular');
    const units = font.layout(this.clean(text, bold)).glyphs.reduce((w, g) => w + g.advanceWidth, 0);
    return (units * size) / font.unitsPerEm;
  }

  text(x: number, y: number, text: string, options: PdfTextOptions = {}): this {
    const size = options.size ?? 12;
    const name: FaceName = options.bold ? 'bold' : 'regular';
    const line = this.clean(text, options.bold);
    if (!line) return this;
    const width = this.textWidth(line, size, options.bold);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const baseline = this.height - (y + size * face(name).ascent);
    const fill = color(options.color ?? '#000000');
    this.usedFaces.add(name);
    return this.draw(({ page, font }) =>
      page.drawText(line, { x: left, y: baseline, size, font: font(name), color: fill }),
    );
  }

  /** Splits `text` into lines no wider than `maxWidth` (CJK breaks anywhere; Latin words stay whole when they fit). */
  wrap(text: string, maxWidth: number, size = 12, bold = false): string[] {
    const fits = (s: string) => this.textWidth(s, size, bold) <= maxWidth;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const tokens = paragraph.match(/[\x21-\x7e]+|\s+|[^\s\x21-\x7e]/gu) ?? [];
      let line = '';
      for (const token of tokens) {
        if (fits(line + token)) {
          line += token;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = /^\s+$/.test(token) ? '' : token;
        while (!fits(line) && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Writes wrapped text and returns the y below its last line. */
  paragraph(
    x: number,
    y: number,
    maxWidth: number,
    text: string,
    options: PdfTextOptions & { lineHeight?: number } = {},
  ): number {
    const size = options.size ?? 12;
    const step = size * (options.lineHeight ?? 1.5);
    let top = y;
    for (const line of this.wrap(text, maxWidth, size, options.bold)) {
      const at = options.align === 'center' ? x + maxWidth / 2 : options.align === 'right' ? x + maxWidth : x;
      this.text(at, top, line, options);
      top += step;
    }
    return top;
  }

  /**
   * Flowing content: the y where a block `height` high starts, `y` when it fits above the bottom margin, else the
   * top margin of a new page.
   */
  ensureSpace(y: number, height: number): number {
    if (y + height <= this.height - this.margin || y <= this.margin) return y;
    this.addPage();
    return this.margin;
  }

  /** The lines of each cell and the height of a row of cells `widths` wide. */
  private measureRow(widths: number[], texts: string[], size: number, padding: number, bold = false) {
    const lines = texts.map((t, i) => this.wrap(t, Math.max(widths[i]! - 2 * padding, size), size, bold));
    const step = size * 1.4;
    return { lines, height: Math.max(...lines.map((l) => l.length), 1) * step + 2 * padding - (step - size) };
  }

  /** Draws one bordered row of cells; `shaded` cells get a grey background (labels, headers). */
  private drawRow(
    x: number,
    y: number,
    widths: number[],
    texts: string[],
    options: { size: number; padding: number; shaded?: boolean[]; bold?: boolean; align?: PdfColumn['align'][] },
  ): number {
    const { size, padding } = options;
    const { lines, height } = this.measureRow(widths, texts, size, padding, options.bold);
    let left = x;
    widths.forEach((w, i) => {
      this.rect(left, y, w, height, {
        stroke: '#555555',
        width: 0.5,
        fill: options.shaded?.[i] ? '#f0f0f0' : undefined,
      });
      const align = options.align?.[i] ?? 'left';
      const at = align === 'center' ? left + w / 2 : align === 'right' ? left + w - padding : left + padding;
      lines[i]!.forEach((line, n) =>
        this.text(at, y + padding + n * size * 1.4, line, { size, align, bold: options.bold }),
      );
      left += w;
    });
    return height;
  }

  /**
   * A bordered grid of label and value cells (a form's fields): `pairs` pairs a row, labels shaded, values wrapped;
   * a row that does not fit goes to a new page. Returns the y below the grid.
   */
  keyValueGrid(x: number, y: number, width: number, rows: [string, string][], options: PdfGridOptions = {}): number {
    const size = options.size ?? 10;
    const padding = options.padding ?? 5;
    const pairs = options.pairs ?? 1;
    const labelWidth = options.labelWidth ?? 90;
    const valueWidth = width / pairs - labelWidth;
    const widths = Array.from({ length: pairs }, () => [labelWidth, valueWidth]).flat();
    const shaded = widths.map((_, i) => i % 2 === 0);
    let top = y;
    for (let i = 0; i < rows.length; i += pairs) {
      const texts = rows.slice(i, i + pairs).flat();
      while (texts.length < widths.length) texts.push('');
      top = this.ensureSpace(top, this.measureRow(widths, texts, size, padding).height);
      top += this.drawRow(x, top, widths, texts, { size, padding, shaded });
    }
    return top;
  }

  /**
   * A bordered table: a bold shaded header row, then one row per entry with wrapped cells; the header is repeated
   * on each page the table continues on. Returns the y below the table.
   */
  table(x: number, y: number, columns: PdfColumn[], rows: string[][], options: PdfGridOptions = {}): number {
    const size = options.size ?? 10;
    const padding = options.padding ?? 5;
    const widths = columns.map((c) => c.width);
    const align = columns.map((c) => c.align);
    const headers = columns.map((c) => c.header);
    const header = (top: number) =>
      top + this.drawRow(x, top, widths, headers, { size, padding, bold: true, shaded: widths.map(() => true), align });
    const headerHeight = this.measureRow(widths, headers, size, padding, true).height;
    let top = header(this.ensureSpace(y, headerHeight + (rows.length ? size * 2 : 0)));
    for (const row of rows) {
      const height = this.measureRow(widths, row, size, padding).height;
      const next = this.ensureSpace(top, height);
      if (next !== top) top = header(next);
      top += this.drawRow(x, top, widths, row, { size, padding, align });
    }
    return top;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: PdfLineOptions = {}): this {
    const stroke = color(options.color ?? '#000000');
    return this.draw(({ page }) =>
      page.drawLine({
        start: { x: x1, y: this.height - y1 },
        end: { x: x2, y: this.height - y2 },
        thickness: options.width ?? 1,
        color: stroke,
        lineCap: LineCapStyle.Projecting,
      }),
    );
  }

  rect(x: number, y: number, w: number, h: number, options: PdfRectOptions = { stroke: '#000000' }): this {
    const fillColor = options.fill ? color(options.fill) : undefined;
    const borderColor = options.stroke ? color(options.stroke) : undefined;
    return this.draw(({ page }) =>
      page.drawRectangle({
        x,
        y: this.height - y - h,
        width: w,
        height: h,
        color: fillColor,
        borderColor,
        borderWidth: borderColor ? (options.width ?? 1) : 0,
      }),
    );
  }

  /**
   * A PNG or JPEG image stretched to the box `w` × `h` whose top-left corner is (x, y). Anything else is refused
   * here, when it is drawn, not when the file is built.
   */
  image(x: number, y: number, w: number, h: number, bytes: Uint8Array): this {
    if (!imageKind(bytes)) throw new Error('PDF images must be PNG or JPEG');
    this.images.add(bytes);
    return this.draw(({ page, image }) =>
      page.drawImage(image(bytes), { x, y: this.height - y - h, width: w, height: h }),
    );
  }

  /**
   * A QR code of `data`, `size` points square (error correction M, one-module quiet zone): one filled path of the
   * dark modules, each run of dark modules in a row a rectangle. With `link` (an address) the code is also a link
   * to it in a viewer: clicking the code on screen goes where scanning the paper does.
   */
  qr(x: number, y: number, size: number, data: string, options: { link?: boolean } = {}): this {
    const { data: grid, size: modules } = encode(data, { ecc: 'M', border: 1 });
    const cell = size / modules;
    const rects: [number, number, number, number][] = [];
    grid.forEach((row, r) => {
      for (let c = 0; c < modules; c++) {
        if (!row[c]) continue;
        let end = c;
        while (end + 1 < modules && row[end + 1]) end++;
        rects.push([x + c * cell, this.height - y - (r + 1) * cell, (end - c + 1) * cell, cell]);
        c = end;
      }
    });
    return this.draw(({ page }) => {
      page.pushOperators(
        pushGraphicsState(),
        setFillingRgbColor(0, 0, 0),
        ...rects.map(([rx, ry, rw, rh]) => rectangle(rx, ry, rw, rh)),
        fill(),
        popGraphicsState(),
      );
      if (options.link) {
        const { context } = page.doc;
        const bottom = this.height - y - size;
        const annot = context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [x, bottom, x + size, bottom + size],
          Border: [0, 0, 0],
          A: { Type: 'Action', S: 'URI', URI: PDFString.of(data) },
        });
        page.node.addAnnot(context.register(annot));
      }
    });
  }

  /** The finished file. */
  async toBytes(now = new Date()): Promise<Uint8Array> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.registerFontkit(pdfFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    pdf.setProducer('Zhuxie');
    pdf.setCreationDate(now);
    pdf.setModificationDate(now);
    if (this.title) pdf.setTitle(this.title);
    const fonts = new Map<FaceName, PDFFont>();
    for (const name of this.usedFaces) {
      const f = face(name);
      fonts.set(name, await pdf.embedFont(f.bytes, { subset: true, customName: subsetName(f.font) }));
    }
    const images = new Map<Uint8Array, PDFImage>();
    for (const bytes of this.images)
      images.set(bytes, imageKind(bytes) === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes));
    for (const ops of this.pages) {
      const page = pdf.addPage([this.width, this.height]);
      const drawing: Drawing = { page, font: (name) => fonts.get(name)!, image: (bytes) => images.get(bytes)! };
      for (const op of ops) op(drawing);
    }
    return pdf.save();
  }
}
