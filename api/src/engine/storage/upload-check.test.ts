import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkUpload, contentTypeOf, isInlineType, looksLikePlainText } from './upload-check.js';

const dir = mkdtempSync(path.join(tmpdir(), 'zhuxie-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (bytes: Buffer | string) => {
  const p = path.join(dir, `f${n++}`);
  writeFileSync(p, bytes);
  return p;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj<<>>endobj\n%%EOF');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]); // empty archive
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
const RAR = Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(32)]);
const SEVEN_Z = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(32)]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

describe('upload checks: extension allowlist and magic bytes', () => {
  it.each([
    ['photo.png', PNG, 'image/png'],
    ['photo.JPG', JPEG, 'image/jpeg'],
    ['photo.jpeg', JPEG, 'image/jpeg'],
    ['anim.gif', GIF, 'image/gif'],
    ['form.pdf', PDF, 'application/pdf'],
    ['bundle.zip', ZIP, 'application/zip'],
    ['report.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['old.doc', CFB, 'application/msword'],
    ['old.xls', CFB, 'application/vnd.ms-excel'],
    ['old.ppt', CFB, 'application/vnd.ms-powerpoint'],
    ['pack.rar', RAR, 'application/vnd.rar'],
    ['pack.7z', SEVEN_Z, 'application/x-7z-compressed'],
    ['notes.txt', '会议纪要\r\n第一条', 'text/plain; charset=utf-8'],
    ['data.csv', '\uFEFFname,count\nA,1\n', 'text/csv; charset=utf-8'],
  ])('accepts %s', async (name, bytes, contentType) => {
    await expect(checkUpload(file(bytes), name)).resolves.toEqual({
      extension: name.split('.').pop()!.toLowerCase(),
      contentType,
    });
  });

  it.each([
    ['virus.exe', EXE, '不支持上传该类型的文件（.exe）'],
    ['page.html', '<html></html>', '不支持上传该类型的文件（.html）'],
    ['image.svg', '<svg/>', '不支持上传该类型的文件（.svg）'],
    ['script.js', 'alert(1)', '不支持上传该类型的文件（.js）'],
    ['Makefile', 'all:', '不支持上传没有扩展名的文件'],
  ])('refuses %s by extension', async (name, bytes, message) => {
    await expect(checkUpload(file(bytes), name)).rejects.toThrow(message);
  });

  it.each([
    ['renamed.pdf', EXE],
    ['renamed.png', JPEG],
    ['renamed.jpg', PNG],
    ['renamed.docx', PDF],
    ['renamed.doc', ZIP],
    ['renamed.txt', PNG],
    ['renamed.txt', EXE],
    ['page.txt', '<!DOCTYPE html><html><script>alert(1)</script>'],
    ['image.csv', '  <svg onload=alert(1)>'],
    ['data.txt', '<?xml version="1.0"?><a/>'],
    ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x61])],
    ['empty.png', ''],
  ])('refuses %s whose content does not match its extension', async (name, bytes) => {
    await expect(checkUpload(file(bytes), name)).rejects.toThrow('文件内容与扩展名不符');
  });

  it('tells plain text from markup and binary data', () => {
    expect(looksLikePlainText(Buffer.from('a < b, c > d'))).toBe(true);
    expect(looksLikePlainText(Buffer.from('中文')).valueOf()).toBe(true);
    // A character cut at the end of the sample is fine.
    expect(looksLikePlainText(Buffer.from('中文').subarray(0, 4))).toBe(true);
    expect(looksLikePlainText(Buffer.from('a\0b'))).toBe(false);
    expect(looksLikePlainText(Buffer.from('\uFEFF<html>'))).toBe(false);
  });

  it('serves by checked extension: images, PDF and MP4 inline, everything else as a download', () => {
    expect(contentTypeOf('PNG')).toBe('image/png');
    expect(contentTypeOf('exe')).toBe('application/octet-stream');
    expect(isInlineType('image/png')).toBe(true);
    expect(isInlineType('application/pdf')).toBe(true);
    expect(isInlineType('text/csv; charset=utf-8')).toBe(false);
    expect(isInlineType('image/svg+xml')).toBe(false);
    expect(isInlineType('text/html')).toBe(false);
  });
});
