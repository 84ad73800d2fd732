import { describe, expect, it } from 'vitest';
import { inspectPdf, readPdfQrCodes } from '../../../../tests/support/pdf.js';
import { type Receipt, RECEIPT_STATUS } from './dues.entity.js';
import { amountInWords, receiptPdf } from './receipt-pdf.js';
import { receiptVerifyUrl } from './receipt-verify.js';

const receipt = {
  receiptNo: '2026-000001',
  unitName: '示例建筑工程有限公司',
  subject: '2026年度会费',
  amount: '5000.00',
  provider: 'offline',
  issueTime: new Date('2026-11-23T02:00:00Z'),
  status: RECEIPT_STATUS.valid,
  verifyCode: 'k3Jq9xVb2LmN8pQr4sTu6w',
} as Receipt;

describe('amountInWords', () => {
  it('writes amounts in capital numerals', () => {
    expect(amountInWords('3000')).toBe('叁仟元整');
    expect(amountInWords('3000.50')).toBe('叁仟元伍角');
    expect(amountInWords('10005.5')).toBe('壹万零伍元伍角');
    expect(amountInWords('100.05')).toBe('壹佰元零伍分');
    expect(amountInWords('0.05')).toBe('伍分');
    expect(amountInWords('0')).toBe('零元整');
    expect(amountInWords('120000')).toBe('壹拾贰万元整');
    expect(amountInWords('1010')).toBe('壹仟零壹拾元整');
  });
});

describe('receipt PDF', () => {
  it('is one A4 page whose text extracts, set in embedded subsets of the regular and the bold face', async () => {
    const pdf = await inspectPdf(await receiptPdf(receipt, { association: '辽宁省建筑业协会' }));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.sizes[0]![0]).toBeCloseTo(595.28);
    const text = pdf.pages[0]!;
    for (const s of [
      '辽宁省建筑业协会收据',
      '收据编号：2026-000001',
      '开具日期：2026-11-23',
      '示例建筑工程有限公司',
      '2026年度会费',
      '¥5,000.00元',
      '伍仟元整',
      '银行转账',
      '收款单位（盖章）：辽宁省建筑业协会',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('补打');
    expect(text).not.toContain('已作废');
    expect(pdf.fonts).toHaveLength(2);
    for (const font of pdf.fonts)
      expect(font).toMatchObject({ name: expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-/), file: 'FontFile3' });
  });

  it('carries a QR code that a phone reads as the verification page of the receipt, also a link in a viewer', async () => {
    const url = receiptVerifyUrl('https://zx.example/', receipt.verifyCode);
    expect(url).toBe('https://zx.example/cmsPages/receiptVerify?code=k3Jq9xVb2LmN8pQr4sTu6w');
    const bytes = await receiptPdf(receipt, { association: '辽宁省建筑业协会', verifyUrl: url });
    expect(await readPdfQrCodes(bytes)).toEqual([[url]]);
    const pdf = await inspectPdf(bytes);
    expect(pdf.links).toEqual([[url]]);
    expect(pdf.pages[0]).toContain('扫码核验真伪');
    expect(pdf.pages[0]).toContain('核验码：k3Jq9xVb2LmN8pQr4sTu6w');
    // Without an address (no verification page known) there is no code and no link.
    const plain = await receiptPdf(receipt, { association: '辽宁省建筑业协会' });
    expect(await readPdfQrCodes(plain)).toEqual([[]]);
    expect((await inspectPdf(plain)).links).toEqual([[]]);
  });

  it('marks a reprint 补打 and a voided receipt 已作废 with its reason', async () => {
    const reprint = await inspectPdf(await receiptPdf(receipt, { association: '辽宁省建筑业协会', reprint: true }));
    expect(reprint.pages[0]).toContain('补打');
    const voided = await inspectPdf(
      await receiptPdf({ ...receipt, status: RECEIPT_STATUS.voided, voidReason: '重复缴费' } as Receipt, {
        association: '辽宁省建筑业协会',
      }),
    );
    expect(voided.pages[0]).toContain('已作废（重复缴费）');
  });
});
