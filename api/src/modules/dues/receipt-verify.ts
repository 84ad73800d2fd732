import { todayIn } from '@zhuxie/domain/time/datetime';
import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { limit } from '../../engine/limits/limit.js';
import { verifyPageUrl } from '../../engine/rest/public-url.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { DuesPeriod, PaymentOrder, Receipt, RECEIPT_STATUS } from './dues.entity.js';

/** Where the QR code of a receipt leads: the open verification page. */
export const RECEIPT_VERIFY_PATH = '/cmsPages/receiptVerify';
export const receiptVerifyUrl = (base: string, code: string) => verifyPageUrl(base, RECEIPT_VERIFY_PATH, code);

export type ReceiptState = 'VALID' | 'VOIDED' | 'UNKNOWN';

/** What the verification answers for each state, in Chinese (the REST envelope's msg too). */
export const RECEIPT_VERIFY_MESSAGES: Record<ReceiptState, string> = {
  VALID: '该收据由协会开具，真实有效',
  VOIDED: '该收据已作废，不再有效',
  UNKNOWN: '未找到与该核验码对应的收据，请核对后重试',
};

@ObjectType({
  description: 'What the open receipt verification page shows; an unknown code carries the state and message only.',
})
export class ReceiptVerification {
  @Field(() => String, { description: 'VALID, VOIDED or UNKNOWN.' }) state!: ReceiptState;
  @Field(() => String, { description: 'The state in words (Chinese).' }) message!: string;
  @Field(() => String, { nullable: true, description: 'Number of the receipt; empty when none matches.' })
  receiptNo?: string;
  @Field(() => String, { nullable: true, description: 'The paying unit.' }) unitName?: string;
  @Field(() => String, { nullable: true, description: 'Amount in 元.' }) amount?: string;
  @Field(() => String, { nullable: true, description: 'What was paid, e.g. 2026年度会费.' }) subject?: string;
  @Field(() => Int, { nullable: true, description: 'The dues year paid.' }) periodYear?: number;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, Beijing time.' }) issueDate?: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, Beijing time, when voided.' }) voidedOn?: string;
}

/**
 * Open verification of a receipt by the code of its QR code (any tenant: the code is globally unique and
 * unguessable), throttled per address. Answers what the paper itself shows and whether it still holds; never the
 * void reason, who issued or voided it, the order, or any contact.
 */
export async function verifyReceipt(ctx: RequestContext, code: string): Promise<ReceiptVerification> {
  await limit(ctx, 'verifyIp', ctx.ip ?? 'unknown');
  const trimmed = code.trim();
  const unknown = { state: 'UNKNOWN', message: RECEIPT_VERIFY_MESSAGES.UNKNOWN } as const;
  if (!trimmed || trimmed.length > 40) return unknown;
  const anyTenant = { filters: { [TENANT_FILTER]: false } };
  const receipt = await ctx.em.findOne(Receipt, { verifyCode: trimmed }, anyTenant);
  if (!receipt) return unknown;
  const order = await ctx.em.findOne(PaymentOrder, { id: receipt.orderId }, anyTenant);
  const period = order ? await ctx.em.findOne(DuesPeriod, { id: order.periodId }, anyTenant) : null;
  const state: ReceiptState = receipt.status === RECEIPT_STATUS.voided ? 'VOIDED' : 'VALID';
  return {
    state,
    message: RECEIPT_VERIFY_MESSAGES[state],
    receiptNo: receipt.receiptNo,
    unitName: receipt.unitName,
    amount: receipt.amount,
    subject: receipt.subject,
    periodYear: period?.year,
    issueDate: todayIn(undefined, receipt.issueTime),
    voidedOn: state === 'VOIDED' && receipt.voidTime ? todayIn(undefined, receipt.voidTime) : undefined,
  };
}
