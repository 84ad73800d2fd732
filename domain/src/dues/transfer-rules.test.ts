import { describe, expect, it } from 'vitest';
import { isVoucherName, TRANSFER_MESSAGES, transferErrors } from './transfer-rules.js';

const ctx = { due: '5000.00', today: '2026-11-26' };
const ok = {
  payerName: '示例建筑工程有限公司',
  amount: '5000',
  date: '2026-11-20',
  vouchers: [{ name: '回单.pdf', url: '/files/000000/a.pdf' }],
};

describe('transfer rules', () => {
  it('accept a complete transfer of the amount due', () => {
    expect(transferErrors(ok, ctx)).toEqual([]);
    expect(transferErrors({ ...ok, amount: '5,000.00' }, ctx)).toEqual([]);
    expect(transferErrors({ ...ok, date: '2025-01-01' }, ctx)).toEqual([]);
  });

  it('answer every missing part with its field, in order', () => {
    expect(transferErrors({}, ctx)).toEqual([
      { field: 'payerName', message: TRANSFER_MESSAGES.payerRequired },
      { field: 'amount', message: TRANSFER_MESSAGES.amountRequired },
      { field: 'date', message: TRANSFER_MESSAGES.dateRequired },
      { field: 'vouchers', message: TRANSFER_MESSAGES.voucherRequired },
    ]);
    expect(transferErrors({ ...ok, payerName: '   ' }, ctx)).toEqual([
      { field: 'payerName', message: '请输入付款单位' },
    ]);
  });

  it.each([
    ['4999.99', '转账金额须与应缴金额一致（5000.00元）'],
    ['5000.001', '金额最多保留2位小数'],
    ['-5000', '金额不能为负数'],
    ['五千', '请输入正确的金额'],
  ])('refuse the amount %s', (amount, message) => {
    expect(transferErrors({ ...ok, amount }, ctx)).toEqual([{ field: 'amount', message }]);
  });

  it.each([
    ['2026-11-27', TRANSFER_MESSAGES.dateFuture],
    ['2026-02-30', TRANSFER_MESSAGES.dateInvalid],
    ['20261120', TRANSFER_MESSAGES.dateInvalid],
  ])('refuse the date %s', (date, message) => {
    expect(transferErrors({ ...ok, date }, ctx)).toEqual([{ field: 'date', message }]);
  });

  it('take one voucher, an image or a PDF', () => {
    expect(transferErrors({ ...ok, vouchers: [ok.vouchers[0]!, ok.vouchers[0]!] }, ctx)).toEqual([
      { field: 'vouchers', message: TRANSFER_MESSAGES.voucherOne },
    ]);
    expect(transferErrors({ ...ok, vouchers: [{ name: '回单.docx', url: '/files/x' }] }, ctx)).toEqual([
      { field: 'vouchers', message: TRANSFER_MESSAGES.voucherType },
    ]);
    expect(['a.PNG', 'b.jpeg', 'c.pdf'].every(isVoucherName)).toBe(true);
    expect(['a.exe', 'pdf', 'a.pdf.zip'].some(isVoucherName)).toBe(false);
  });
});
