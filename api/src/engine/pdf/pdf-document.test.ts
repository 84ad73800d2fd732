import { readFileSync } from 'node:fs';
import { unzlibSync } from 'fflate';
import { PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../../../../tests/support/pdf.js';
import { PdfDocument } from './pdf-document.js';

/** The decoded content streams of the first page. */
async function pageContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPages()[0]!.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => doc.context.lookup(ref as PDFRef) as PDFRawStream | undefined)
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder().decode(unzlibSync(stream.contents)))
    .join('\n');
}

describe('PdfDocument', () => {
  it('embeds subsets of the regular and the bold face, and its text extracts as written', async () => {
    const doc = new PdfDocument({ title: '收据' });
    doc.text(297, 50, '辽宁省建筑业协会 会费收据 No.2026-000001', { size: 16, align: 'center', bold: true });
    doc.addPage().text(50, 50, '第二页 沈阳建设集团 Ltd.');
    const bytes = await doc.toBytes(new Date('2026-11-23T08:00:00Z'));
    const pdf = await inspectPdf(bytes);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toContain('辽宁省建筑业协会 会费收据 No.2026-000001');
    expect(pdf.pages[1]).toContain('第二页 沈阳建设集团 Ltd.');
    expect(pdf.fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSansHans-Bold',
      'NotoSansHans-Regular',
    ]);
    for (const font of pdf.fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansHans-/);
      expect(font.file).toBe('FontFile3');
      expect(font.toUnicode).toBe(true);
    }
    const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(loaded.getTitle()).toBe('收据');
    expect(loaded.getProducer()).toBe('Zhuxie');
    expect(loaded.getCreationDate()?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });

  it('embeds only the glyphs used: a page of text stays small', async () => {
    const doc = new PdfDocument();
    doc.text(40, 40, '一二三四五六七八九十');
    const bytes = await doc.toBytes();
    expect(bytes.length).toBeLessThan(60_000);
    expect((await inspectPdf(bytes)).fonts).toHaveLength(1);
  });

  it('measures text with the face it is set in and places it from the top-left corner', async () => {
    const doc = new PdfDocument({ width: 200, height: 100 });
    expect(doc.textWidth('中文', 10)).toBeCloseTo(20);
    expect(doc.textWidth('中文ab', 10)).toBeGreaterThan(20);
    expect(doc.textWidth('Bold', 10, true)).toBeGreaterThan(doc.textWidth('Bold', 10));
    doc.text(100, 10, '中文', { size: 10, align: 'center' });
    doc.text(200, 10, '中文', { size: 10, align: 'right' });
    const content = await pageContent(await doc.toBytes());
    // baseline = page height - (top + ascent 0.88 * size) = 100 - 18.8
    expect(content).toMatch(/1 0 0 1 90 81\.2 Tm/);
    expect(content).toMatch(/1 0 0 1 180 81\.2 Tm/);
  });

  it('replaces characters the face has no glyph for instead of writing blanks', async () => {
    const doc = new PdfDocument();
    doc.text(0, 0, '𠮷a');
    expect((await inspectPdf(await doc.toBytes())).pages[0]).toContain('?a');
  });

  it('wraps Chinese anywhere and keeps Latin words whole', () => {
    const doc = new PdfDocument();
    expect(doc.wrap('一二三四五六七', 30, 10)).toEqual(['一二三', '四五六', '七']);
    const word = doc.textWidth('cdef', 10);
    expect(doc.wrap('ab cdef gh', word + 1, 10)).toEqual(['ab', 'cdef', 'gh']);
    expect(doc.wrap('第一行\n第二行', 100, 10)).toEqual(['第一行', '第二行']);
    const end = doc.paragraph(0, 0, 30, '一二三四五六七', { size: 10, lineHeight: 2 });
    expect(end).toBe(60);
  });

  it('draws PNG and JPEG images and refuses other files', async () => {
    const doc = new PdfDocument({ width: 842, height: 595 });
    const fixture = (name: string) =>
      new Uint8Array(readFileSync(new URL(`../../../../tests/support/fixtures/${name}`, import.meta.url)));
    doc.image(0, 0, 842, 595, fixture('page.png'));
    const jpeg = fixture('page.jpg');
    doc.image(10, 10, 20, 20, jpeg);
    expect(() => doc.image(0, 0, 10, 10, new TextEncoder().encode('GIF89a'))).toThrow(/PNG or JPEG/);
    const pdf = await inspectPdf(await doc.toBytes());
    expect(pdf.images).toBe(2);
    expect(pdf.sizes).toEqual([[842, 595]]);
  });

  it('draws a QR code as filled squares inside the requested box', async () => {
    const doc = new PdfDocument({ width: 300, height: 300 });
    doc.qr(100, 100, 100, 'https://example.org/cmsPages/memberCertificate?code=ZS2026000001');
    const content = await pageContent(await doc.toBytes());
    const rects = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map(
      (m) => m.slice(1).map(Number) as [number, number, number, number],
    );
    expect(rects.length).toBeGreaterThan(50);
    for (const [x, y, w, h] of rects) {
      expect(w).toBeGreaterThanOrEqual(h - 0.01);
      expect(x).toBeGreaterThanOrEqual(99.99);
      expect(x + w).toBeLessThanOrEqual(200.01);
      expect(y).toBeGreaterThanOrEqual(99.99);
      expect(y + h).toBeLessThanOrEqual(200.01);
    }
  });

  it('lays out a key-value grid two pairs a row, wrapping long values into taller rows', async () => {
    const doc = new PdfDocument({ width: 400, height: 400 });
    const bottom = doc.keyValueGrid(
      20,
      20,
      360,
      [
        ['工程名称', '沈阳市民中心'],
        ['申报单位', '示例建筑工程有限公司'],
        ['施工内容', '土建、安装、装饰装修、幕墙、机电、智能化、室外工程与园林景观'],
      ],
      { pairs: 2, labelWidth: 60, size: 10, padding: 5 },
    );
    // Row 1: one line (10 + 2 × 5 = 20 high); row 2: the long value wraps in its 120-point cell.
    const oneLine = 20;
    expect(bottom).toBeGreaterThan(20 + 2 * oneLine);
    const pdf = await inspectPdf(await doc.toBytes());
    expect(pdf.pageCount).toBe(1);
    for (const text of ['工程名称', '沈阳市民中心', '申报单位', '示例建筑工程有限公司', '施工内容', '园林景观'])
      expect(pdf.pages[0]).toContain(text);
    const content = await pageContent(await doc.toBytes());
    // Label cells are shaded #f0f0f0: two rows of two pairs (the empty fourth pair keeps its label cell).
    expect(content.match(/0\.94\d* 0\.94\d* 0\.94\d* rg/g)?.length).toBe(4);
  });

  it('breaks a long table across pages, repeating its header, and numbers the pages', async () => {
    const doc = new PdfDocument({ width: 300, height: 300, margin: 30 });
    const rows = Array.from({ length: 30 }, (_, i) => [`第${i + 1}项`, String(i + 1)]);
    const bottom = doc.table(
      20,
      40,
      [
        { header: '评分项', width: 200 },
        { header: '得分', width: 60, align: 'right' },
      ],
      rows,
      { size: 10, padding: 5 },
    );
    doc.numberPages();
    expect(bottom).toBeLessThanOrEqual(300 - 30);
    const pdf = await inspectPdf(await doc.toBytes());
    // 20-point rows from y 40 (page 1) or 30 (later pages) above the 270 bottom: 11 rows on page 1, 11 on page 2...
    expect(pdf.pageCount).toBe(3);
    pdf.pages.forEach((text, i) => {
      expect(text).toContain('评分项');
      expect(text).toContain(`第 ${i + 1} 页 共 3 页`);
    });
    expect(pdf.pages[0]).toContain('第1项');
    expect(pdf.pages[0]).not.toContain('第12项');
    expect(pdf.pages[1]).toContain('第12项');
    expect(pdf.pages[2]).toContain('第30项');
  });

  it('refuses colours it cannot write', () => {
    expect(() => new PdfDocument().line(0, 0, 1, 1, { color: 'red' })).toThrow(/#rrggbb/);
  });
});
