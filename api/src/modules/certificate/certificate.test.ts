import { describe, expect, it } from 'vitest';
import type { CertificateModel, MemberCertificate } from './certificate.entity.js';
import { inspectPdf, readPdfQrCodes } from '../../../../tests/support/pdf.js';
import { certificatePdf, certificateTexts, chineseDate } from './certificate.pdf.js';
import { certificateBackground } from './certificate.seed.js';
import {
  certificateState,
  checkLayout,
  DEFAULT_LAYOUT,
  formatCertificateNumber,
  validUntil,
  verifyUrl,
} from './certificate.service.js';

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
  it('is one A4 landscape page with the background image, the model fields in embedded fonts and a QR code; a revoked one says 已撤销', async () => {
    const bytes = await certificatePdf(
      cert,
      model,
      '理事单位',
      verifyUrl('https://zx.example/', 'abc'),
      new Uint8Array(certificateBackground()),
    );
    const pdf = await inspectPdf(bytes);
    expect(pdf.sizes).toEqual([[842, 595]]);
    // The QR code reads as the verification page and is a link to it on screen.
    const url = 'https://zx.example/cmsPages/memberCertificate?code=abc';
    expect(await readPdfQrCodes(bytes)).toEqual([[url]]);
    expect(pdf.links).toEqual([[url]]);
    expect(pdf.images).toBe(1);
    for (const s of [
      '示例建筑工程有限公司',
      '会员证书',
      '辽宁省建筑业协会',
      '理事单位',
      '统一社会信用代码：91210100MA0Y0000AR',
      '证书编号：LNJX-2026-0001',
      '有效期：2026 年 01 月 01 日 至 2026 年 12 月 31 日',
      '发证日期：2026 年 01 月 01 日',
    ])
      expect(pdf.pages[0]).toContain(s);
    expect(pdf.pages[0]).not.toContain('已撤销');
    // The heading in the bold face, the rest in the regular one; both embedded as subsets.
    expect(pdf.fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSansHans-Bold',
      'NotoSansHans-Regular',
    ]);
    for (const font of pdf.fonts)
      expect(font).toMatchObject({ name: expect.stringMatching(/^[A-Z]{6}\+/), file: 'FontFile3', toUnicode: true });

    const revoked = await inspectPdf(
      await certificatePdf({ ...cert, status: 0 } as MemberCertificate, model, '理事单位', 'https://zx.example/x'),
    );
    expect(revoked.pages[0]).toContain('已撤销');
    expect(revoked.images).toBe(0);
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
