import { type Opt } from '@mikro-orm/core';
import { STAMP_UPDATE_TIME } from '../../db/sync-trigger.js';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { trigramIndex } from '../../db/list-indexes.js';

/** Dues status of a unit (dictionary `dues_status`): 1 正常, 0 欠费. */
export const DUES_STATUS = { normal: 1, arrears: 0 } as const;
/** A dues period: 0 未缴, 1 已缴. */
export const PERIOD_STATUS = { unpaid: 0, paid: 1 } as const;
/** A payment order: 0 待支付 (or awaiting the staff's confirmation of a transfer), 1 已支付, 2 已取消. */
export const ORDER_STATUS = { pending: 0, paid: 1, cancelled: 2 } as const;
/** A receipt: 1 有效, 0 已作废. */
export const RECEIPT_STATUS = { valid: 1, voided: 0 } as const;
/** An invoice request: 0 已申请, 1 已开具. */
export const INVOICE_STATUS = { requested: 0, issued: 1 } as const;

/** 会费标准: the yearly amount of one member level. */
@ObjectType({ description: '会费标准' })
@Entity({ tableName: 'lnjzxh_dues_standard' })
@Unique({
  name: 'lnjzxh_dues_standard_tenant_year_level_unique',
  properties: ['tenantId', 'year', 'memberLevel'],
  where: { isDeleted: 0 },
})
export class DuesStandard extends BaseEntity {
  @Field(() => Int, { description: 'Year the standard applies to.' }) @Property({ type: 'integer' }) year!: number;
  @Field(() => String, { description: 'A dictKey of `member_level`.' })
  @Property({ type: 'string', length: 64 })
  memberLevel!: string;
  @Field(() => String, { description: 'Amount in 元, 2 decimals, as text.' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;
  @Field(() => String, { description: 'Due date yyyy-MM-dd of the periods generated for the year.' })
  @Property({ type: 'string', length: 10 })
  dueDate!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 500, nullable: true }) remark?: string;
}

/** 会费期间: what one unit owes for one year. */
@ObjectType({ description: '会费期间' })
@Entity({ tableName: 'lnjzxh_dues_period', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_dues_period_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Unique({
  name: 'lnjzxh_dues_period_tenant_unit_year_unique',
  properties: ['tenantId', 'unitId', 'year'],
  where: { isDeleted: 0 },
})
@Index({
  name: 'lnjzxh_dues_period_list_index',
  columns: [{ name: 'tenant_id' }, { name: 'year', sort: 'DESC' }, { name: 'unit_name' }, { name: 'id' }],
  where: { isDeleted: 0 },
})
@Index(trigramIndex('lnjzxh_dues_period', 'unit_name'))
export class DuesPeriod extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit that owes the dues.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;
  @Field(() => String, { description: 'Name of the member unit.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;
  @Field(() => Int, { description: 'The dues year (会费年度).' }) @Property({ type: 'integer' }) year!: number;
  @Field(() => String, { description: 'Member level of the unit, by which the dues standard sets the amount.' })
  @Property({ type: 'string', length: 64 })
  memberLevel!: string;
  @Field(() => String, { description: 'Amount due in yuan (a decimal string with 2 places).' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;
  @Field(() => String, { description: 'Day by which the dues are to be paid (yyyy-MM-dd, Beijing time).' })
  @Property({ type: 'string', length: 10 })
  dueDate!: string;
  @Field(() => Int, { description: '0 未缴, 1 已缴.' }) @Property({ type: 'smallint', default: 0 }) status: number &
    Opt = PERIOD_STATUS.unpaid;
  @Field(() => ID, { nullable: true, description: 'The order that paid it.' })
  @Property({ type: 'string', length: 36, nullable: true })
  paidOrderId?: string;
  @Field(() => GraphQLISODateTime, { description: 'When the period was paid; null while unpaid.', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  paidTime?: Date;
}

/** The voucher of a bank transfer: an uploaded image or PDF of the bank's slip. */
@ObjectType({ description: 'The voucher of a bank transfer (an image or a PDF).' })
export class TransferVoucher {
  @Field(() => String, { description: 'File name of the voucher.' }) name!: string;
  @Field(() => String, { description: 'Address of the uploaded voucher.' }) url!: string;
}

/** 缴费订单 (account order): one payment of one dues period through a provider. */
@ObjectType({ description: '缴费订单' })
@Entity({ tableName: 'lnjzxh_payment_order', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_payment_order_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Unique({ name: 'lnjzxh_payment_order_tenant_no_unique', properties: ['tenantId', 'orderNo'] })
@Index({ properties: ['tenantId', 'unitId'] })
@Index({
  name: 'lnjzxh_payment_order_list_index',
  properties: ['tenantId', 'createTime', 'id'],
  where: { isDeleted: 0 },
})
@Index({ name: 'lnjzxh_payment_order_paid_index', properties: ['tenantId', 'paidTime', 'id'], where: { isDeleted: 0 } })
@Index(trigramIndex('lnjzxh_payment_order', 'unit_name'))
export class PaymentOrder extends BaseEntity {
  @Field(() => String, { description: 'Order number (unique, shown to the payer and on the receipt).' })
  @Property({ type: 'string', length: 32 })
  orderNo!: string;
  @Field(() => String, {
    description: 'dues (会费) — the account orders; other kinds (subscriptions) come with their modules.',
  })
  @Property({ type: 'string', length: 32, default: 'dues' })
  kind: string & Opt = 'dues';
  @Field(() => ID, { description: 'Id of the paying member unit.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;
  @Field(() => String, { description: 'Name of the paying member unit.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;
  @Field(() => ID, { description: 'Id of the dues period the order pays.' })
  @Property({ type: 'string', length: 36 })
  periodId!: string;
  @Field(() => String, { description: 'What is paid, e.g. 2026年度会费.' })
  @Property({ type: 'string', length: 255 })
  subject!: string;
  @Field(() => String, { description: 'Amount to pay in yuan (a decimal string with 2 places).' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;
  @Field(() => String, { description: 'offline (bank transfer) or sandbox (online test provider).' })
  @Property({ type: 'string', length: 32 })
  provider!: string;
  @Field(() => Int, { description: '0 待支付, 1 已支付, 2 已取消.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = ORDER_STATUS.pending;
  @Field(() => String, {
    nullable: true,
    description: "Offline: the payer's note (bank, account, transfer reference).",
  })
  @Property({ type: 'string', length: 500, nullable: true })
  payerNote?: string;
  @Field(() => String, { nullable: true, description: 'Offline: the unit that made the transfer.' })
  @Property({ type: 'string', length: 100, nullable: true })
  payerName?: string;
  @Field(() => String, { nullable: true, description: 'Offline: the amount transferred (equal to the amount due).' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  transferAmount?: string;
  @Field(() => String, { nullable: true, description: 'Offline: the day of the transfer (yyyy-MM-dd, Beijing time).' })
  @Property({ type: 'string', length: 10, nullable: true })
  transferDate?: string;
  @Field(() => TransferVoucher, {
    nullable: true,
    description: 'Offline: the voucher of the transfer, for staff to confirm against.',
  })
  @Property({ type: 'json', nullable: true })
  voucher?: TransferVoucher;
  @Field(() => String, {
    nullable: true,
    description: "The provider's transaction id, or the staff's note on confirming.",
  })
  @Property({ type: 'string', length: 128, nullable: true })
  transactionId?: string;
  @Field(() => GraphQLISODateTime, { description: 'When the payment was confirmed; null until then.', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  paidTime?: Date;
  @Field(() => ID, { nullable: true, description: 'Who confirmed an offline payment.' })
  @Property({ type: 'string', length: 36, nullable: true })
  confirmUser?: string;
  /** Key of the sandbox provider's signed token (never exposed). */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true }) callbackKey?: string;
}

/** 收据: issued when an order is paid; numbered per tenant and year without gaps. */
@ObjectType({ description: '收据' })
@Entity({ tableName: 'lnjzxh_receipt' })
@Unique({ name: 'lnjzxh_receipt_tenant_number_unique', properties: ['tenantId', 'receiptNo'] })
@Unique({ name: 'lnjzxh_receipt_verify_code_unique', properties: ['verifyCode'] })
@Index({ properties: ['tenantId', 'unitId'] })
@Index({ name: 'lnjzxh_receipt_list_index', properties: ['tenantId', 'year', 'seq'], where: { isDeleted: 0 } })
export class Receipt extends BaseEntity {
  @Field(() => String, { description: 'yyyy-000001' }) @Property({ type: 'string', length: 32 }) receiptNo!: string;
  @Field(() => Int, { description: 'Year of the receipt number.' }) @Property({ type: 'integer' }) year!: number;
  @Field(() => Int, { description: 'Sequence number within the year (the last part of the receipt number).' })
  @Property({ type: 'integer' })
  seq!: number;
  @Field(() => ID, { description: 'Id of the paid order the receipt acknowledges.' })
  @Property({ type: 'string', length: 36 })
  orderId!: string;
  @Field(() => ID, { description: 'Id of the member unit that paid.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;
  @Field(() => String, { description: 'Name of the member unit that paid.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;
  @Field(() => String, { description: 'What was paid, e.g. 2026年度会费.' })
  @Property({ type: 'string', length: 255 })
  subject!: string;
  @Field(() => String, { description: 'Amount received in yuan (a decimal string with 2 places).' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;
  @Field(() => String, { description: 'How it was paid: offline (bank transfer) or sandbox (online test provider).' })
  @Property({ type: 'string', length: 32 })
  provider!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the receipt was issued.' })
  @Property({ type: 'datetime' })
  issueTime!: Date;
  @Field(() => Int, { description: '1 有效, 0 已作废.' }) @Property({ type: 'smallint', default: 1 }) status: number &
    Opt = RECEIPT_STATUS.valid;
  @Field(() => Int, { description: 'Downloads of the PDF.' })
  @Property({ type: 'integer', default: 0 })
  printCount: number & Opt = 0;
  @Field(() => Int, { description: 'Reprints (补打).' })
  @Property({ type: 'integer', default: 0 })
  reprintCount: number & Opt = 0;
  @Field(() => String, { description: 'Why the receipt was voided; null while it is valid.', nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  voidReason?: string;
  @Field(() => ID, { description: 'Id of the user who voided the receipt.', nullable: true })
  @Property({ type: 'string', length: 36, nullable: true })
  voidUser?: string;
  @Field(() => String, { description: 'Name of the user who voided the receipt.', nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  voidUserName?: string;
  @Field(() => GraphQLISODateTime, {
    description: 'When the receipt was voided; null while it is valid.',
    nullable: true,
  })
  @Property({ type: 'datetime', nullable: true })
  voidTime?: Date;
  @Field(() => String, { description: 'Verification code carried by the QR code (random, unguessable).' })
  @Property({ type: 'string', length: 40 })
  verifyCode!: string;
}

/** 开票单位: an invoice title a member unit registered. */
@ObjectType({ description: '开票单位' })
@Entity({ tableName: 'lnjzxh_invoice_unit' })
@Index({ properties: ['tenantId', 'unitId'] })
export class InvoiceUnit extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit the invoice title belongs to.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;
  @Field(() => String, { description: '发票抬头' }) @Property({ type: 'string', length: 255 }) title!: string;
  @Field(() => String, { description: '税号 (a unified social credit code).' })
  @Property({ type: 'string', length: 18 })
  taxNumber!: string;
  @Field(() => String, { nullable: true, description: 'Address printed on invoices.' })
  @Property({ type: 'string', length: 500, nullable: true })
  address?: string;
  @Field(() => String, { nullable: true, description: 'Phone printed on invoices.' })
  @Property({ type: 'string', length: 32, nullable: true })
  phone?: string;
  @Field(() => String, { nullable: true, description: '开户行' })
  @Property({ type: 'string', length: 128, nullable: true })
  bank?: string;
  @Field(() => String, { nullable: true, description: '银行账号' })
  @Property({ type: 'string', length: 64, nullable: true })
  account?: string;
}

/** 开票申请 for a paid order; staff mark it issued with the invoice number. */
@ObjectType({ description: '开票申请' })
@Entity({ tableName: 'lnjzxh_invoice_request' })
@Unique({
  name: 'lnjzxh_invoice_request_tenant_order_unique',
  properties: ['tenantId', 'orderId'],
  where: { isDeleted: 0 },
})
export class InvoiceRequest extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit asking for the invoice.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;
  @Field(() => ID, { description: 'Id of the paid order to invoice.' })
  @Property({ type: 'string', length: 36 })
  orderId!: string;
  @Field(() => String, { description: 'Number of that order.' })
  @Property({ type: 'string', length: 32 })
  orderNo!: string;
  @Field(() => String, { description: 'Amount of the invoice in yuan (a decimal string with 2 places).' })
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  amount!: string;
  @Field(() => ID, { description: 'Id of the invoice title (InvoiceUnit) the invoice is made out to.' })
  @Property({ type: 'string', length: 36 })
  invoiceUnitId!: string;
  @Field(() => String, { description: '发票抬头: the name the invoice is made out to.' })
  @Property({ type: 'string', length: 255 })
  title!: string;
  @Field(() => String, { description: '税号 (a unified social credit code).' })
  @Property({ type: 'string', length: 18 })
  taxNumber!: string;
  @Field(() => Int, { description: '0 已申请, 1 已开具.' }) @Property({ type: 'smallint', default: 0 }) status: number &
    Opt = INVOICE_STATUS.requested;
  @Field(() => String, { description: 'Number of the issued invoice; null until it is issued.', nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  invoiceNumber?: string;
  @Field(() => GraphQLISODateTime, { description: 'When the invoice was issued; null until then.', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  issueTime?: Date;
}

/** A short-lived access of the public invoice pages (credit code + contact mobile verified); only its hash is kept. */
@Entity({ tableName: 'lnjzxh_invoice_access' })
export class InvoiceAccess extends BaseEntity {
  @Property({ type: 'string', length: 36 }) unitId!: string;
  @Property({ type: 'string', length: 64, unique: true }) tokenHash!: string;
  @Property({ type: 'datetime' }) expiresAt!: Date;
}

/** A reminder channel's outcome: sent (or queued for the mail job), skipped (nothing to send with), failed. */
export const REMINDER_STATUS = { sent: 'sent', skipped: 'skipped', failed: 'failed' } as const;

/**
 * 欠费提醒记录: one arrears reminder of one dues period at one aging step through one channel (email to the unit's
 * contact, SMS to the contact's mobile, in-app message to the unit's account), with what came of it.
 */
@ObjectType({ description: '欠费提醒记录' })
@Entity({ tableName: 'lnjzxh_dues_reminder' })
@Unique({
  name: 'lnjzxh_dues_reminder_period_step_channel_unique',
  properties: ['tenantId', 'periodId', 'step', 'channel'],
})
@Index({ properties: ['tenantId', 'unitId'] })
@Index({
  name: 'lnjzxh_dues_reminder_list_index',
  properties: ['tenantId', 'createTime', 'id'],
  where: { isDeleted: 0 },
})
export class DuesReminder extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit reminded.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;
  @Field(() => String, { description: 'Name of the member unit reminded.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;
  @Field(() => ID, { description: 'Id of the unpaid dues period.' })
  @Property({ type: 'string', length: 36 })
  periodId!: string;
  @Field(() => Int, { description: 'The dues year of that period.' }) @Property({ type: 'integer' }) year!: number;
  @Field(() => String, { description: 'Day the dues were due (yyyy-MM-dd, Beijing time).' })
  @Property({ type: 'string', length: 10 })
  dueDate!: string;
  @Field(() => Int, { description: 'Aging step: 0 已到期, 30, 60 or 90 days overdue.' })
  @Property({ type: 'smallint' })
  step!: number;
  @Field(() => Int, { description: 'Days past the due date when the reminder was made.' })
  @Property({ type: 'integer' })
  daysOverdue!: number;
  @Field(() => String, { description: 'email | sms | inbox' })
  @Property({ type: 'string', length: 16 })
  channel!: string;
  @Field(() => String, { nullable: true, description: 'The address, mobile or user it went to.' })
  @Property({ type: 'string', length: 255, nullable: true })
  recipient?: string;
  @Field(() => String, { description: 'sent | skipped | failed' })
  @Property({ type: 'string', length: 16 })
  status!: string;
  @Field(() => String, { nullable: true, description: 'Why it was skipped or failed.' })
  @Property({ type: 'string', length: 255, nullable: true })
  note?: string;
}
