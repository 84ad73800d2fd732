import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { checkMoney } from '@zhuxie/domain/rules/money';
import { IsMobile } from '../../engine/validation/mobile.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { NestedInput } from '../../engine/validation/validate.js';
import { IsUscc } from '../../engine/validation/uscc.js';

export const DUES_MESSAGES = {
  voucherForeign: '转账凭证须从本页面上传',
  standardNotFound: '会费标准不存在',
  standardDuplicate: '该年度该会员等级的会费标准已存在',
  levelRequired: '请选择会员等级',
  yearInvalid: '年度不正确',
  amountRequired: '请输入会费金额',
  amountZero: '会费金额必须大于0',
  dueDateInvalid: '缴费截止日期格式不正确',
  noStandard: (year: number) => `${year}年度尚未设置会费标准`,
  periodNotFound: '会费记录不存在',
  periodPaid: '该年度会费已缴纳，无需重复缴费',
  orderNotFound: '缴费订单不存在',
  orderNotPending: '该订单不是待支付状态',
  orderPaidAlready: '该订单已支付',
  orderCancelled: '该订单已取消',
  providerUnknown: '不支持的支付方式',
  providerDisabled: '该支付方式未开通',
  providerOnline: '在线支付订单由支付平台确认，不能手工确认到账',
  tokenInvalid: '支付凭证无效',
  notMember: '当前账号未关联会员单位',
  notOwn: '只能操作本单位的会费',
  receiptNotFound: '收据不存在',
  voidReasonRequired: '请输入作废原因',
  receiptVoided: '该收据已作废',
} as const;

const isMoney = (v: unknown) =>
  (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '' && !checkMoney(v);

@InputType({ description: 'A dues standard: created without id, updated with id and version.' })
export class DuesStandardInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => Int, { description: 'Year the standard applies to.' })
  @IsInt({ message: DUES_MESSAGES.yearInvalid })
  @Min(2000, { message: DUES_MESSAGES.yearInvalid })
  @Max(2100, { message: DUES_MESSAGES.yearInvalid })
  year!: number;
  @Field(() => String) @RequiredText(DUES_MESSAGES.levelRequired, 64) memberLevel!: string;
  @Field(() => String, { description: 'Amount in 元 (at most 2 decimals).' })
  @ValidateBy(
    { name: 'money', validator: { validate: isMoney } },
    { message: (a) => checkMoney(a.value as string) ?? DUES_MESSAGES.amountRequired },
  )
  amount!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; default 31 March of the year.' })
  @ValidateIf((_o, v) => v != null && v !== '')
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DUES_MESSAGES.dueDateInvalid })
  dueDate?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(500) remark?: string | null;
}

@InputType()
export class DuesStandardFilter {
  @Field(() => Int, { nullable: true, description: 'Only standards of this year.' })
  @IsOptional()
  @IsInt()
  year?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() memberLevel?: string;
}

@InputType()
export class DuesPeriodFilter {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() year?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() unitId?: string;
  @Field(() => Int, { nullable: true, description: '0 未缴, 1 已缴.' }) @IsOptional() @IsIn([0, 1]) status?: number;
  @Field(() => Boolean, { nullable: true, description: 'Only unpaid periods whose due date has passed.' })
  @IsOptional()
  overdue?: boolean;
}

@InputType({ description: 'Generates the dues periods of a year for the member units.' })
export class GenerateDuesInput {
  @Field(() => Int, { description: 'The dues year.' })
  @IsInt({ message: DUES_MESSAGES.yearInvalid })
  @Min(2000, { message: DUES_MESSAGES.yearInvalid })
  @Max(2100, { message: DUES_MESSAGES.yearInvalid })
  year!: number;
}

@InputType({ description: 'The voucher of a bank transfer: an uploaded file of this tenant.' })
export class TransferVoucherInput {
  @Field(() => String, { description: 'File name of the voucher (up to 255 characters).' })
  @IsString()
  @MaxLength(255)
  name!: string;
  @Field(() => String, { description: 'Address of the uploaded voucher (up to 2000 characters).' })
  @IsString()
  @MaxLength(2000)
  url!: string;
}

@InputType({ description: "Pays a dues period: the amount is the period's, never the caller's." })
export class CreatePaymentOrderInput {
  @Field(() => ID, { description: 'Id of the dues period to pay.' }) @IsString() periodId!: string;
  @Field(() => String, { nullable: true, description: 'offline (default) or sandbox.' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  provider?: string | null;
  @Field(() => String, { nullable: true, description: 'Offline: bank, account and transfer reference of the payer.' })
  @OptionalText(500)
  payerNote?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Offline: the unit that made the transfer (required from members).',
  })
  @OptionalText(200)
  payerName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Offline: the amount transferred; must equal the amount due (required from members).',
  })
  @OptionalText(32)
  transferAmount?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Offline: the day of the transfer, yyyy-MM-dd (required from members).',
  })
  @OptionalText(32)
  transferDate?: string | null;
  @Field(() => [TransferVoucherInput], {
    nullable: true,
    description: 'Offline: the voucher, one image or PDF uploaded first (required from members).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @NestedInput(() => TransferVoucherInput, { each: true })
  vouchers?: TransferVoucherInput[] | null;
}

@InputType({ description: 'Confirms that an order was paid.' })
export class ConfirmPaymentInput {
  @Field(() => ID, { description: 'Id of the payment order.' }) @IsString() orderId!: string;
  @Field(() => String, { nullable: true, description: 'Bank reference of the transfer.' })
  @OptionalText(128)
  transactionId?: string | null;
}

@InputType({ description: 'The callback of the sandbox (test) payment provider.' })
export class SandboxCallbackInput {
  @Field(() => String, { description: 'The token the sandbox payment page was opened with.' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

@InputType()
export class PaymentOrderFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() orderNo?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() unitId?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2]) status?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() provider?: string;
}

@InputType()
export class ReceiptFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() receiptNo?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() year?: number;
  @Field(() => Int, { nullable: true, description: '1 有效, 0 已作废.' }) @IsOptional() @IsIn([0, 1]) status?: number;
}

@InputType({ description: 'Voids a receipt.' })
export class VoidReceiptInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { description: 'Why the receipt is voided.' })
  @RequiredText(DUES_MESSAGES.voidReasonRequired, 500)
  reason!: string;
}

// ---- invoices ---------------------------------------------------------------------------------------------

export const INVOICE_MESSAGES = {
  accessFailed: '统一社会信用代码或联系人手机号不正确',
  accessExpired: '登录已过期，请重新验证',
  titleRequired: '请输入发票抬头',
  invoiceUnitNotFound: '开票单位不存在',
  orderNotPaid: '只能为已支付的订单申请开票',
  requested: '该订单已申请开票',
  requestNotFound: '开票申请不存在',
  invoiceNumberRequired: '请输入发票号码',
  issuedAlready: '该申请已开具发票',
} as const;

@InputType({
  description: 'Public invoice pages: a member unit proves who it is with its credit code and contact mobile.',
})
export class InvoiceAccessInput {
  @Field(() => String, { description: 'Unified social credit code (18 characters) of the unit.' })
  @IsUscc()
  creditCode!: string;
  @Field(() => String) @IsMobile() mobile!: string;
}

@InputType()
export class InvoiceUnitInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => String) @RequiredText(INVOICE_MESSAGES.titleRequired, 255) title!: string;
  @Field(() => String, { description: '税号: validated as a unified social credit code.' })
  @IsUscc()
  taxNumber!: string;
  @Field(() => String, { nullable: true, description: 'Address printed on invoices (up to 500 characters).' })
  @OptionalText(500)
  address?: string | null;
  @Field(() => String, { nullable: true, description: 'Phone printed on invoices (up to 32 characters).' })
  @OptionalText(32)
  phone?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(128) bank?: string | null;
  @Field(() => String, { nullable: true })
  @ValidateIf((_o, v) => v != null && v !== '')
  @Matches(/^[0-9 -]{6,40}$/, { message: '银行账号格式不正确' })
  account?: string | null;
}

@InputType()
export class InvoiceRequestInput {
  @Field(() => ID) @IsString() orderId!: string;
  @Field(() => ID) @IsString() invoiceUnitId!: string;
}

@InputType({ description: 'Records the issue of a requested invoice.' })
export class IssueInvoiceInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { description: 'Number of the issued invoice.' })
  @RequiredText(INVOICE_MESSAGES.invoiceNumberRequired, 64)
  invoiceNumber!: string;
}

@InputType({ description: 'Search conditions on paid orders and their invoice requests.' })
export class InvoiceReconciliationFilter {
  @Field(() => String, { description: 'Only orders of units whose name contains this text.', nullable: true })
  @IsOptional()
  @IsString()
  unitName?: string;
  @Field(() => Int, { nullable: true, description: '-1 none requested, 0 requested, 1 issued.' })
  @IsOptional()
  @IsIn([-1, 0, 1])
  invoiceStatus?: number;
}
