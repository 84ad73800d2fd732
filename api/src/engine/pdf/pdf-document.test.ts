import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PdfDocument } from './pdf-document.js';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const utf16Hex = (text: string) =>
  Array.from(text, (c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('');

/** Reads the file the way a viewer does: trailer → startxref → xref table → objects; returns the decoded page contents. */
function parse(bytes: Uint8Array) {
  const text = latin1(bytes);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  const objects = new Map<number, string>();
  entries.forEach((entry, n) => {
    if (n === 0) return expect(entry).toBe('0000000000 65535 f ');
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${n} 0 obj\n`)).toBe(true);
    objects.set(n, text.slice(offset, text.indexOf('\nendobj\n', offset)));
  });
  const contents = [...objects.values()]
    .filter((body) => body.includes('/Filter /FlateDecode'))
    .map((body) => {
      const length = Number(/\/Length (\d+)/.exec(body)![1]);
      const start = body.indexOf('stream\n') + 7;
      const raw = Uint8Array.from(body.slice(start, start + length), (c) => c.charCodeAt(0));
      return new TextDecoder().decode(unzlibSync(raw));
    });
  return { text, objects, contents };
}

describe('PdfDocument', () => {
  it('writes a well-formed file whose cross-reference table points at every object', () => {
    const doc = new PdfDocument({ title: '收据' });
    doc.text(50, 50, '辽宁省建筑业协会 会费收据 No.2026-000001', { size: 16, align: 'center', bold: true });
    doc.addPage().text(50, 50, '第二页');
    const { text, objects, contents } = parse(doc.toBytes(new Date('2026-11-23T08:00:00Z')));
    expect(text.startsWith('%PDF-1.7\n')).toBe(true);
    expect(doc.pageCount).toBe(2);
    expect(contents).toHaveLength(2);
    const bodies = [...objects.values()].join('\n');
    expect(bodies).toContain('/Count 2');
    expect(bodies).toContain(`/Title <FEFF${utf16Hex('收据')}>`);
    expect(bodies).toContain('/CreationDate (D:20261123080000Z)');
  });

  it('uses the standard Chinese font with the UCS-2 encoding and writes text as UTF-16 code units', () => {
    const doc = new PdfDocument();
    doc.text(40, 40, '沈阳建设集团 Ltd.');
    const { objects, contents } = parse(doc.toBytes());
    const bodies = [...objects.values()].join('\n');
    expect(bodies).toContain('/BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H');
    expect(bodies).toContain('/Registry (Adobe) /Ordering (GB1)');
    expect(contents[0]).toContain(`<${utf16Hex('沈阳建设集团 Ltd.')}> Tj`);
  });

  it('places text from the top-left corner and aligns it by its measured width', () => {
    const doc = new PdfDocument({ width: 200, height: 100 });
    expect(doc.textWidth('中文ab', 10)).toBe(30);
    doc.text(100, 10, '中文ab', { size: 10, align: 'center' });
    doc.text(200, 10, '中文ab', { size: 10, align: 'right' });
    const [content] = parse(doc.toBytes()).contents;
    // baseline = page height - (top + ascent 0.88 * size) = 100 - 18.8
    expect(content).toContain('85 81.2 Td');
    expect(content).toContain('170 81.2 Td');
  });

  it('replaces characters outside UCS-2 instead of writing broken code units', () => {
    const doc = new PdfDocument();
    doc.text(0, 0, '𠮷a');
    expect(parse(doc.toBytes()).contents[0]).toContain('<003F0061> Tj');
  });

  it('wraps Chinese anywhere and keeps Latin words whole', () => {
    const doc = new PdfDocument();
    expect(doc.wrap('一二三四五六七', 30, 10)).toEqual(['一二三', '四五六', '七']);
    expect(doc.wrap('ab cdef gh', 25, 10)).toEqual(['ab', 'cdef', 'gh']);
    expect(doc.wrap('第一行\n第二行', 100, 10)).toEqual(['第一行', '第二行']);
    const end = doc.paragraph(0, 0, 30, '一二三四五六七', { size: 10, lineHeight: 2 });
    expect(end).toBe(60);
  });

  it('draws a QR code as filled squares inside the requested box', () => {
    const doc = new PdfDocument({ width: 300, height: 300 });
    doc.qr(100, 100, 100, 'https://example.org/cmsPages/memberCertificate?code=ZS2026000001');
    const content = parse(doc.toBytes()).contents[0] ?? '';
    const squares = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map(
      (m) => m.slice(1).map(Number) as [number, number, number, number],
    );
    expect(squares.length).toBeGreaterThan(100);
    for (const [x, y, w, h] of squares) {
      expect(w).toBeCloseTo(h);
      expect(x).toBeGreaterThanOrEqual(100);
      expect(x + w).toBeLessThanOrEqual(200.01);
      expect(y).toBeGreaterThanOrEqual(99.99);
      expect(y + h).toBeLessThanOrEqual(200.01);
    }
  });

  it('refuses colours it cannot write', () => {
    expect(() => new PdfDocument().line(0, 0, 1, 1, { color: 'red' })).toThrow(/#rrggbb/);
  });
});
