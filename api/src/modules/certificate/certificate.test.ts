import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CertificateModel, MemberCertificate } from './certificate.entity.js';
import { certificatePdf, certificateTexts, chineseDate } from './certificate.pdf.js';
import {
  certificateState,
  checkLayout,
  DEFAULT_LAYOUT,
  formatCertificateNumber,
  validUntil,
  verifyUrl,
} from './certificate.service.js';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const utf16Hex = (text: string) =>
  Array.from(text, (c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('');

/** Every page content stream of the file, inflated. */
function contents(bytes: Uint8Array): string {
  const text = latin1(bytes);
  const out: string[] = [];
  const re = /\/Length (\d+)[^]*?stream\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const raw = Uint8Array.from(text.slice(start, start + Number(m[1])), (c) => c.charCodeAt(0));
    try {
      out.push(new TextDecoder().decode(unzlibSync(raw)));
    } catch {
      // not a deflated stream
    }
  }
  return out.join('\n').toUpperCase();
}

const cert = {
  unitName: '示例建筑工程有限公司',
  creditCode: '91210100MA0Y0000AR',
  number: 'LNJX-2026-0001',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  issueDate: '2026-01-01',
  status: 1,
} as MemberCertificate;
const model = { heading: '会员证书', issuer: '辽宁省建筑业协会', layout: DEFAULT_LAYOUT } as CertificateModel;

describe('certificate PDF', () => {
  it('is one A4 landscape page with the model fields, Chinese text and a QR code; a revoked one says 已撤销', () => {
    const bytes = certificatePdf(cert, model, '理事单位', verifyUrl('https://zx.example/', 'abc'));
    const text = latin1(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 842 595\]/);
    const page = contents(bytes);
    for (const s of [
      '示例建筑工程有限公司',
      '会员证书',
      '辽宁省建筑业协会',
      '理事单位',
      '证书编号：LNJX-2026-0001',
      '有效期：2026 年 01 月 01 日 至 2026 年 12 月 31 日',
    ])
      expect(page).toContain(utf16Hex(s));
    expect(page).not.toContain(utf16Hex('已撤销'));
    expect(page.match(/ RE/g)!.length).toBeGreaterThan(50); // the QR modules are drawn as squares
    expect(
      contents(certificatePdf({ ...cert, status: 0 } as MemberCertificate, model, '理事单位', 'https://zx.example/x')),
    ).toContain(utf16Hex('已撤销'));
  });

  it('prints the texts of each field', () => {
    expect(certificateTexts(cert, model, '理事单位')).toMatchObject({
      creditCode: '统一社会信用代码：91210100MA0Y0000AR',
      issueDate: '发证日期：2026 年 01 月 01 日',
    });
    expect(chineseDate('2026-03-09')).toBe('2026 年 03 月 09 日');
  });
});

describe('certificate rules', () => {
  it('numbers, validity, state and layout', () => {
    expect(formatCertificateNumber('LNJX', 2026, 7)).toBe('LNJX-2026-0007');
    expect(formatCertificateNumber('LNJX', 2026, 12345)).toBe('LNJX-2026-12345');
    expect(validUntil('2026-03-01', 1)).toBe('2027-02-28');
    expect(validUntil('2028-02-29', 1)).toBe('2029-02-27');
    expect(validUntil('2026-01-01', 3)).toBe('2028-12-31');
    const c = { status: 1, validFrom: '2026-01-01', validTo: '2026-12-31' };
    expect(certificateState(c, '2026-06-01')).toBe('VALID');
    expect(certificateState(c, '2026-12-31')).toBe('VALID');
    expect(certificateState(c, '2027-01-01')).toBe('EXPIRED');
    expect(certificateState(c, '2025-12-31')).toBe('NOT_YET_VALID');
    expect(certificateState({ ...c, status: 0 }, '2026-06-01')).toBe('REVOKED');
    expect(verifyUrl('https://a.b/', 'x y')).toBe('https://a.b/cmsPages/memberCertificate?code=x%20y');
    expect(() => checkLayout([{ field: 'nope', x: 1, y: 1, size: 12, align: 'left' }])).toThrow('证书字段位置不正确');
    expect(() =>
      checkLayout([
        { field: 'qr', x: 1, y: 1, size: 80, align: 'left' },
        { field: 'qr', x: 2, y: 2, size: 80, align: 'left' },
      ]),
    ).toThrow('证书字段不能重复');
  });
});
