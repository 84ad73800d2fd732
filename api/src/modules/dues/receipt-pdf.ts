import { PdfDocument } from '../../engine/pdf/index.js';
import { formatMoney } from '@zhuxie/domain/rules/money';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import { type Receipt, RECEIPT_STATUS } from './dues.entity.js';

const PROVIDER_LABELS: Record<string, string> = { offline: '银行转账', sandbox: '在线支付' };

/** An amount in Chinese capital numerals (人民币大写): 3000 → 叁仟元整, 10005.5 → 壹万零伍元伍角. */
export function amountInWords(amount: string): string {
  const digits = '零壹贰叁肆伍陆柒捌玖';
  const units = ['', '拾', '佰', '仟'];
  const big = ['', '万', '亿'];
  const [intText, fracText = '00'] = formatMoney(amount).split('.');
  let n = intText!.replace(/^0+/, '');
  let out = '';
  if (n) {
    const groups: string[] = [];
    while (n.length) {
      groups.unshift(n.slice(-4));
      n = n.slice(0, -4);
    }
    groups.forEach((g, gi) => {
      let part = '';
      let zero = false;
      const padded = g.padStart(4, '0');
      for (let i = 0; i < 4; i++) {
        const d = Number(padded[i]);
        if (d === 0) zero = part !== '' || out !== '';
        else {
          if (zero) part += '零';
          zero = false;
          part += digits[d]! + units[3 - i]!;
        }
      }
      if (part) out += part + big[groups.length - 1 - gi]!;
    });
    out += '元';
  }
  const jiao = Number(fracText[0]);
  const fen = Number(fracText[1]);
  if (!jiao && !fen) return `${out || '零元'}整`;
  if (jiao) out += `${digits[jiao]}角`;
  else if (out) out += '零';
  if (fen) out += `${digits[fen]}分`;
  return out;
}

/**
 * The receipt (收据) as an A4 PDF: title, number, payer, subject, amount in figures and in words, payment method,
 * date; a reprint carries 补打, a voided receipt 已作废. With `verifyUrl` (the open verification page of this
 * receipt) it carries the QR code leading there, which is also a link in a viewer, and its verification code.
 */
export function receiptPdf(
  receipt: Receipt,
  options: { association: string; reprint?: boolean; verifyUrl?: string },
): Promise<Uint8Array> {
  const doc = new PdfDocument({ title: `收据 ${receipt.receiptNo}` });
  const left = 60;
  const width = 595 - 2 * left;
  doc.text(297.5, 70, `${options.association}收据`, { size: 22, align: 'center', bold: true });
  doc.text(left, 115, `收据编号：${receipt.receiptNo}`, { size: 12 });
  doc.text(left + width, 115, `开具日期：${formatDateTime(receipt.issueTime).slice(0, 10)}`, {
    size: 12,
    align: 'right',
  });
  const rows: [string, string][] = [
    ['交款单位', receipt.unitName],
    ['收款事由', receipt.subject],
    ['金额（小写）', `¥${formatMoney(receipt.amount, { thousands: true })}元`],
    ['金额（大写）', amountInWords(receipt.amount)],
    ['支付方式', PROVIDER_LABELS[receipt.provider] ?? receipt.provider],
  ];
  const top = 140;
  const rowH = 36;
  doc.rect(left, top, width, rowH * rows.length, { stroke: '#000000', width: 1 });
  rows.forEach(([label, value], i) => {
    const y = top + i * rowH;
    if (i > 0) doc.line(left, y, left + width, y, { width: 0.5 });
    doc.text(left + 10, y + 12, label, { size: 12 });
    doc.text(left + 130, y + 12, value, { size: 12 });
  });
  doc.line(left + 120, top, left + 120, top + rowH * rows.length, { width: 0.5 });
  doc.text(left, top + rowH * rows.length + 30, `收款单位（盖章）：${options.association}`, { size: 12 });
  if (options.verifyUrl) {
    const size = 80;
    const qrTop = top + rowH * rows.length + 15;
    doc.qr(left + width - size, qrTop, size, options.verifyUrl, { link: true });
    doc.text(left + width - size / 2, qrTop + size + 4, '扫码核验真伪', { size: 9, align: 'center' });
    doc.text(left, top + rowH * rows.length + 55, `核验码：${receipt.verifyCode}`, { size: 10, color: '#555555' });
  }
  if (options.reprint) doc.text(left + width, 70, '补打', { size: 16, align: 'right', color: '#c00000' });
  if (receipt.status === RECEIPT_STATUS.voided) {
    doc.text(297.5, top + rowH * rows.length + 70, `已作废（${receipt.voidReason ?? ''}）`, {
      size: 18,
      align: 'center',
      color: '#c00000',
      bold: true,
    });
  }
  return doc.toBytes();
}
