import { describe, expect, it } from 'vitest';
import {
  assertObjectKey,
  buildObjectKey,
  contentDisposition,
  extensionOf,
  isObjectKey,
  safeFileName,
} from './storage.js';

describe('storage keys', () => {
  it('builds tenant/yyyyMMdd/uuidv7.ext with the day in the association time zone', () => {
    // 2026-03-01 17:30 UTC is already 2026-03-02 in Asia/Shanghai.
    const key = buildObjectKey('000000', 'PDF', new Date('2026-03-01T17:30:00Z'));
    expect(key).toMatch(/^000000\/20260302\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$/);
    expect(isObjectKey(key)).toBe(true);
    expect(buildObjectKey('000000', 'png')).not.toBe(buildObjectKey('000000', 'png'));
  });

  it('refuses tenants and extensions that could shape a path', () => {
    expect(() => buildObjectKey('../x', 'png')).toThrow();
    expect(() => buildObjectKey('000000', 'p/g')).toThrow();
    expect(() => buildObjectKey('000000', '')).toThrow();
  });

  it.each([
    '../000000/20260101/a.png',
    '/etc/passwd',
    '000000/20260101/../../x.png',
    '000000/2026/01930000-0000-7000-8000-000000000000.png',
    '000000/20260101/01930000-0000-7000-8000-000000000000.PNG',
    '000000/20260101/name.png',
  ])('refuses the key %s', (key) => {
    expect(isObjectKey(key)).toBe(false);
    expect(() => assertObjectKey(key)).toThrow('文件路径不正确');
  });
});

describe('safe file names', () => {
  it.each([
    ['C:\\Users\\me\\照片.png', '照片.png'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\nc.txt', 'abc.txt'],
    ['   ', 'file'],
    ['..', 'file'],
    [undefined, 'file'],
    ['  名 称.pdf ', '名 称.pdf'],
  ])('%o -> %s', (input, out) => {
    expect(safeFileName(input)).toBe(out);
  });

  it('cuts long names to 200 characters and keeps the extension', () => {
    const name = safeFileName(`${'长'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('reads extensions in lower case', () => {
    expect(extensionOf('A.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.7Z')).toBe('7z');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('attachment', '申报表.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E8%A1%A8.pdf`,
    );
    expect(contentDisposition('inline', 'photo (1).png')).toBe(
      `inline; filename="photo (1).png"; filename*=UTF-8''photo%20%281%29.png`,
    );
  });

  it('cannot be broken by quotes, separators or line breaks in the name', () => {
    const header = contentDisposition('attachment', 'a";\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a__Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%22%3BSet-Cookie%3A%20x%3D1%3B.pdf`,
    );
  });
});
