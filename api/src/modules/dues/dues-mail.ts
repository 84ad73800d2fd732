import type { SqlEntityManager } from '@mikro-orm/sql';
import { formatMoney } from '@zhuxie/domain/rules/money';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import type { RequestContext } from '../../engine/context.js';
import { registerNotificationKind, simpleKind } from '../../engine/mail/kinds.js';
import { mailService, registerMailAttachmentSource } from '../../engine/mail/mail.service.js';
import { memberUnitService } from '../member/index.js';
import { paramService } from '../system/index.js';
import { Receipt } from './dues.entity.js';
import { receiptPdf } from './receipt-pdf.js';
import { receiptVerifyUrl } from './receipt-verify.js';

/** Emails of the dues module. */
export const DUES_MAIL = { receipt: 'receipt_issued', arrears: 'dues_arrears' } as const;

/** The attachment source of a receipt's PDF (rendered when the email is sent). */
const RECEIPT_PDF = 'receipt-pdf';

registerNotificationKind(
  simpleKind(DUES_MAIL.receipt, true, {
    'zh-CN': {
      subject: '收据已开具：{receiptNo}',
      text: '{unit}：\n您缴纳的「{subject}」¥{amount}元已收到，收据 {receiptNo} 已于 {date} 开具，PDF 见附件。\n也可登录系统在「我的收据」中下载。',
    },
    en: {
      subject: 'Receipt issued: {receiptNo}',
      text: 'Dear {unit},\nYour payment of "{subject}" (CNY {amount}) was received and receipt {receiptNo} was issued on {date}. The PDF is attached.\nYou can also download it under "My receipts" after signing in.',
    },
  }),
);

registerNotificationKind(
  simpleKind(DUES_MAIL.arrears, false, {
    'zh-CN': {
      subject: '会费缴纳提醒：{year}年度会费{overdue}',
      text: '{unit}：\n贵单位{year}年度会费 ¥{amount}元 应于 {dueDate} 前缴纳，{overdue}。\n请尽快登录系统缴纳会费{phone}。如已缴纳，请忽略本邮件。',
    },
    en: {
      subject: 'Dues reminder: {year} membership dues',
      text: 'Dear {unit},\nYour {year} membership dues of CNY {amount} were due on {dueDate} ({overdueEn}).\nPlease sign in and pay them. If you have paid already, please ignore this email.',
    },
  }),
);

/**
 * The attachment's reference: the receipt's id, with the public address (PUBLIC_URL) when one is configured so
 * the emailed PDF carries the same QR code as a download (an email has no request to take an address from).
 */
const receiptRef = (id: string, base?: string) => (base ? JSON.stringify({ id, base }) : id);
const parseReceiptRef = (ref: string): { id: string; base?: string } =>
  ref.startsWith('{') ? (JSON.parse(ref) as { id: string; base?: string }) : { id: ref };

registerMailAttachmentSource(RECEIPT_PDF, async (em: SqlEntityManager, tenantId: string, ref: string) => {
  const { id, base } = parseReceiptRef(ref);
  const receipt = await em.findOne(Receipt, { id, tenantId }, { filters: false });
  if (!receipt) return undefined;
  const association = (await paramService.valueInTenant(em, tenantId, 'association.name')) || '建筑业协会';
  const verifyUrl = base ? receiptVerifyUrl(base, receipt.verifyCode) : undefined;
  return {
    filename: `收据-${receipt.receiptNo}.pdf`,
    content: await receiptPdf(receipt, { association, verifyUrl }),
    contentType: 'application/pdf',
  };
});

/**
 * Emails a newly issued receipt (with its PDF) to the unit's company account, in the transaction that issued it;
 * a unit without an account gets it at its own email address.
 */
export async function mailReceipt(ctx: RequestContext, em: SqlEntityManager, receipt: Receipt): Promise<void> {
  if (!mailService.enabled) return;
  const unit = await memberUnitService.byId({ ...ctx, em }, receipt.unitId);
  const vars = {
    unit: receipt.unitName,
    subject: receipt.subject,
    amount: formatMoney(receipt.amount, { thousands: true }),
    receiptNo: receipt.receiptNo,
    date: formatDateTime(receipt.issueTime).slice(0, 10),
  };
  const options = { attachments: [{ source: RECEIPT_PDF, ref: receiptRef(receipt.id, ctx.services.publicUrl) }] };
  if (unit?.userId) await mailService.notify(em, ctx.tenantId, [unit.userId], DUES_MAIL.receipt, vars, options);
  else mailService.sendTo(em, ctx.tenantId, unit?.email, DUES_MAIL.receipt, vars, options);
}
