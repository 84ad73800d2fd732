import { zlibSync } from 'fflate';
import { encode } from 'uqr';

/**
 * A small PDF writer for receipts, certificates and other printable records.
 *
 * Chinese text uses PDF's standard Adobe-GB1 font `STSong-Light` with the predefined `UniGB-UCS2-H` encoding.
 * The font is not embedded: every conforming viewer (Acrobat, pdf.js, PDFium/Chromium, Preview) supplies it,
 * so the product needs no font files and the documents stay a few kilobytes. Text is written as UTF-16 code
 * units, so it stays searchable and copyable.
 *
 * Coordinates are points with the origin at the top-left corner of the page (y grows downwards); `text` places
 * the top of the line at `y`.
 */
export interface PdfTextOptions {
  size?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
  /** Faux bold: the glyph outline is stroked as well as filled. */
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
}

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const ASCENT = 0.88;
const HALF_WIDTH = 0.5;

/** Width of one character in em: printable ASCII is drawn half width (see the font's /W array), the rest full width. */
function charEm(code: number): number {
  return code >= 0x20 && code <= 0x7e ? HALF_WIDTH : 1;
}

/** Characters outside the Basic Multilingual Plane cannot be encoded in UCS-2: they become '?'. */
function ucs2(text: string): number[] {
  const codes: number[] = [];
  for (const ch of text.replace(/[\r\n\t]/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    codes.push(cp > 0xffff || (cp >= 0xd800 && cp <= 0xdfff) ? 0x3f : cp);
  }
  return codes;
}

function hex4(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0');
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, '');
}

function rgb(color: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(color);
  if (!m) throw new Error(`PDF colour must be #rrggbb: ${color}`);
  const v = parseInt(m[1]!, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => num(c / 255)).join(' ');
}

/** A PDF text string: UTF-16BE with a byte-order mark, as hex. */
function pdfTextString(text: string): string {
  let out = '<FEFF';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return `${out}>`;
}

function pdfDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `(D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z)`;
}

export class PdfDocument {
  readonly width: number;
  readonly height: number;
  private readonly title?: string;
  private readonly pages: string[][] = [];

  constructor(options: PdfDocumentOptions = {}) {
    this.width = options.width ?? A4.width;
    this.height = options.height ?? A4.height;
    this.title = options.title;
    this.addPage();
  }

  get pageCount(): number {
    return this.pages.length;
  }

  addPage(): this {
    this.pages.push([]);
    return this;
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  /** Width of `text` in points at `size`. */
  textWidth(text: string, size = 12): number {
    return ucs2(text).reduce((w, c) => w + charEm(c) * size, 0);
  }

  text(x: number, y: number, text: string, options: PdfTextOptions = {}): this {
    const size = options.size ?? 12;
    const codes = ucs2(text);
    if (codes.length === 0) return this;
    const width = this.textWidth(text, size);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    const baseline = this.height - (y + size * ASCENT);
    const color = rgb(options.color ?? '#000000');
    const bold = options.bold ? `${color} RG ${num(size * 0.03)} w 2 Tr ` : '0 Tr ';
    this.ops.push(
      `BT /F1 ${num(size)} Tf ${color} rg ${bold}${num(left)} ${num(baseline)} Td <${codes.map(hex4).join('')}> Tj ET`,
    );
    return this;
  }

  /** Splits `text` into lines no wider than `maxWidth` (CJK breaks anywhere; Latin words stay whole when they fit). */
  wrap(text: string, maxWidth: number, size = 12): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const tokens = paragraph.match(/[\x21-\x7e]+|\s+|[^\s\x21-\x7e]/g) ?? [];
      let line = '';
      for (const token of tokens) {
        if (this.textWidth(line + token, size) <= maxWidth) {
          line += token;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = /^\s+$/.test(token) ? '' : token;
        while (this.textWidth(line, size) > maxWidth && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && this.textWidth(line.slice(0, cut), size) > maxWidth) cut--;
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
    for (const line of this.wrap(text, maxWidth, size)) {
      const at = options.align === 'center' ? x + maxWidth / 2 : options.align === 'right' ? x + maxWidth : x;
      this.text(at, top, line, options);
      top += step;
    }
    return top;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: PdfLineOptions = {}): this {
    this.ops.push(
      `${rgb(options.color ?? '#000000')} RG ${num(options.width ?? 1)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S`,
    );
    return this;
  }

  rect(x: number, y: number, w: number, h: number, options: PdfRectOptions = { stroke: '#000000' }): this {
    const path = `${num(x)} ${num(this.height - y - h)} ${num(w)} ${num(h)} re`;
    const fill = options.fill ? `${rgb(options.fill)} rg ` : '';
    const stroke = options.stroke ? `${rgb(options.stroke)} RG ${num(options.width ?? 1)} w ` : '';
    const paint = options.fill && options.stroke ? 'B' : options.fill ? 'f' : 'S';
    this.ops.push(`${fill}${stroke}${path} ${paint}`);
    return this;
  }

  /** A QR code of `data`, `size` points square, drawn as vector squares (error correction M, one-module quiet zone). */
  qr(x: number, y: number, size: number, data: string): this {
    const { data: grid, size: modules } = encode(data, { ecc: 'M', border: 1 });
    const cell = size / modules;
    const squares: string[] = [];
    grid.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark)
          squares.push(`${num(x + c * cell)} ${num(this.height - y - (r + 1) * cell)} ${num(cell)} ${num(cell)} re`);
      }),
    );
    this.ops.push(`0 0 0 rg ${squares.join(' ')} f`);
    return this;
  }

  /** The finished file. */
  toBytes(now = new Date()): Uint8Array {
    const objects: (string | Uint8Array)[] = [];
    const add = (body: string | Uint8Array) => objects.push(body) as number; // object number = index + 1
    const fontDescriptor = add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    const cidFont = add(
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${fontDescriptor} 0 R /DW 1000 /W [1 95 500] >>`,
    );
    const font = add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`,
    );
    const pagesId = objects.length + 1;
    add(''); // the page tree, filled in below once the kids are known
    const kids: number[] = [];
    for (const ops of this.pages) {
      const content = zlibSync(new TextEncoder().encode(ops.join('\n')));
      const contentId = add(
        concat([
          latin1(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
          content,
          latin1('\nendstream'),
        ]),
      );
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(this.width)} ${num(this.height)}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contentId} 0 R >>`,
        ),
      );
    }
    objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const catalog = add(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
    const info = add(
      `<< /Producer (Zhuxie) /CreationDate ${pdfDate(now)}${this.title ? ` /Title ${pdfTextString(this.title)}` : ''} >>`,
    );

    const header = latin1('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n');
    const chunks: Uint8Array[] = [header];
    let offset = header.length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      const bytes = concat([
        latin1(`${i + 1} 0 obj\n`),
        typeof body === 'string' ? latin1(body) : body,
        latin1('\nendobj\n'),
      ]);
      offsets.push(offset);
      chunks.push(bytes);
      offset += bytes.length;
    });
    const xref = [
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    ].join('');
    chunks.push(
      latin1(
        `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      ),
    );
    return concat(chunks);
  }
}

function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
