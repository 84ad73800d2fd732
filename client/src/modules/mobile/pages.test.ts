import { describe, expect, it } from 'vitest';
import { applicationsChart, barsHeight } from './figures';
import { kindOf, readScanned } from './licence';

describe('readScanned (licence-query)', () => {
  it("takes a certificate's QR code (its verification address) as that certificate's code, whatever was chosen", () => {
    const url = 'https://zx.example/cmsPages/memberCertificate?code=Ab3%20x';
    expect(readScanned(url, 'expert')).toEqual({ kind: 'certificate', code: 'Ab3 x' });
    expect(readScanned(` ${url.replace('?', '/?')} `, 'certificate')).toEqual({ kind: 'certificate', code: 'Ab3 x' });
  });

  it("takes an expert card's QR code (this page's address with kind and number) as that card, whatever was chosen", () => {
    const url = 'https://zx.example/mobile/licence-query?kind=expert&code=ZJ-2026-0002';
    expect(readScanned(url, 'certificate')).toEqual({ kind: 'expert', code: 'ZJ-2026-0002' });
    expect(readScanned('https://zx.example/mobile/licence-query?kind=expert', 'expert')).toBeUndefined();
  });

  it('takes plain text as a number of the chosen kind, and refuses other addresses and long or empty text', () => {
    expect(readScanned(' ZJ-DEMO-0001 ', 'expert')).toEqual({ kind: 'expert', code: 'ZJ-DEMO-0001' });
    expect(readScanned('LNJX-2026-0001', 'certificate')).toEqual({ kind: 'certificate', code: 'LNJX-2026-0001' });
    expect(readScanned('https://zx.example/cmsPages/receiptVerify?code=abc', 'certificate')).toBeUndefined();
    expect(readScanned('https://zx.example/cmsPages/memberCertificate', 'certificate')).toBeUndefined();
    expect(readScanned('http://[bad', 'certificate')).toBeUndefined();
    expect(readScanned('   ', 'expert')).toBeUndefined();
    expect(readScanned('x'.repeat(41), 'expert')).toBeUndefined();
  });

  it('reads the kind of the address, a certificate unless it says expert', () => {
    expect([kindOf('expert'), kindOf('certificate'), kindOf(null), kindOf('other')]).toEqual([
      'expert',
      'certificate',
      'certificate',
      'certificate',
    ]);
  });
});

describe('applicationsChart (statistical-query-main)', () => {
  it('makes a bar group per award line and a series per status, 0 where a line has none', () => {
    const row = (awardType: string, awardLabel: string, flowStatus: number, statusLabel: string, count: number) => ({
      awardType,
      awardLabel,
      flowStatus,
      statusLabel,
      count,
    });
    expect(
      applicationsChart([
        row('century_cup', '世纪杯', 1, '审核中', 3),
        row('century_cup', '世纪杯', 2, '已通过', 1),
        row('qc', 'QC 成果', 0, '草稿', 2),
        row('qc', 'QC 成果', 1, '审核中', 4),
      ]),
    ).toEqual({
      categories: ['世纪杯', 'QC 成果'],
      series: [
        { name: '草稿', values: [0, 2] },
        { name: '审核中', values: [3, 4] },
        { name: '已通过', values: [1, 0] },
      ],
    });
    expect(applicationsChart([])).toEqual({ categories: [], series: [] });
  });

  it('gives charts a readable height that grows with their bars', () => {
    expect(barsHeight(0)).toBe(140);
    expect(barsHeight(10)).toBe(380);
  });
});
