/**
 * A bank transfer of dues (线下转账): who paid, how much, on which day, and the voucher (an image or a PDF of the
 * bank's slip). One rule set, run by the member's dialog while typing and by the server on every registration.
 */
import { checkMoney, parseMoney } from '../rules/money.js';

export const TRANSFER_MESSAGES = {
  payerRequired: '请输入付款单位',
  payerTooLong: '付款单位不能超过100个字符',
  amountRequired: '请输入转账金额',
  amountMismatch: (due: string) => `转账金额须与应缴金额一致（${due}元）`,
  dateRequired: '请选择转账日期',
  dateInvalid: '请选择正确的转账日期',
  dateFuture: '转账日期不能晚于今天',
  voucherRequired: '请上传转账凭证',
  voucherType: '转账凭证须为图片或PDF文件',
  voucherOne: '只能上传一份转账凭证',
} as const;

/** The file types a voucher may have. */
export const VOUCHER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf'] as const;
export const VOUCHER_ACCEPT = VOUCHER_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface TransferVoucher {
  name: string;
  url: string;
}

export interface TransferDetails {
  payerName?: string | null;
  amount?: string | null;
  /** yyyy-MM-dd */
  date?: string | null;
  vouchers?: readonly TransferVoucher[] | null;
}

export interface TransferContext {
  /** The amount due, as the period states it (e.g. "5000.00"). */
  due: string;
  /** Today in Beijing time, yyyy-MM-dd. */
  today: string;
}

export interface TransferError {
  field: 'payerName' | 'amount' | 'date' | 'vouchers';
  message: string;
}

const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name.trim())?.[1] ?? '').toLowerCase();

/** Whether a file name is an image or a PDF. */
export const isVoucherName = (name: string) => (VOUCHER_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Every problem of a transfer registration, in field order; empty when it may be registered. */
export function transferErrors(input: TransferDetails, ctx: TransferContext): TransferError[] {
  const errors: TransferError[] = [];
  const payer = input.payerName?.trim() ?? '';
  if (!payer) errors.push({ field: 'payerName', message: TRANSFER_MESSAGES.payerRequired });
  else if ([...payer].length > 100) errors.push({ field: 'payerName', message: TRANSFER_MESSAGES.payerTooLong });

  const amount = input.amount?.trim() ?? '';
  const moneyProblem = amount ? checkMoney(amount) : TRANSFER_MESSAGES.amountRequired;
  if (moneyProblem) errors.push({ field: 'amount', message: moneyProblem });
  else if (Math.round((parseMoney(amount) ?? 0) * 100) !== Math.round((parseMoney(ctx.due) ?? 0) * 100)) {
    errors.push({ field: 'amount', message: TRANSFER_MESSAGES.amountMismatch(ctx.due) });
  }

  const date = input.date?.trim() ?? '';
  if (!date) errors.push({ field: 'date', message: TRANSFER_MESSAGES.dateRequired });
  else if (!isDay(date)) errors.push({ field: 'date', message: TRANSFER_MESSAGES.dateInvalid });
  else if (date > ctx.today) errors.push({ field: 'date', message: TRANSFER_MESSAGES.dateFuture });

  const vouchers = input.vouchers ?? [];
  if (vouchers.length === 0) errors.push({ field: 'vouchers', message: TRANSFER_MESSAGES.voucherRequired });
  else if (vouchers.length > 1) errors.push({ field: 'vouchers', message: TRANSFER_MESSAGES.voucherOne });
  else if (!isVoucherName(vouchers[0]!.name))
    errors.push({ field: 'vouchers', message: TRANSFER_MESSAGES.voucherType });
  return errors;
}
