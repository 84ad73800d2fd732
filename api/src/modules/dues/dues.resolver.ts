import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requirePermission, requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { DomainError } from '../../engine/errors/domain-error.js';
import { memberUnitService } from '../member/index.js';
import { paramService } from '../system/index.js';
import { ArrearsResult, arrearsService } from './arrears.service.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { ReceiptVerification, verifyReceipt } from './receipt-verify.js';
import {
  DuesPeriod,
  DuesStandard,
  InvoiceRequest,
  InvoiceUnit,
  PaymentOrder,
  PERIOD_STATUS,
  Receipt,
} from './dues.entity.js';
import {
  ConfirmPaymentInput,
  CreatePaymentOrderInput,
  DUES_MESSAGES,
  DuesPeriodFilter,
  DuesStandardFilter,
  DuesStandardInput,
  GenerateDuesInput,
  InvoiceAccessInput,
  InvoiceReconciliationFilter,
  InvoiceRequestInput,
  InvoiceUnitInput,
  IssueInvoiceInput,
  PaymentOrderFilter,
  ReceiptFilter,
  SandboxCallbackInput,
  VoidReceiptInput,
} from './dues.inputs.js';
import {
  CMS_PAY,
  duesService,
  duesStandardService,
  isPayStaff,
  MEMBER_PAY,
  MEMBER_PAY_CONFIRM,
  MEMBER_PAY_EDIT,
  MEMBER_RECEIPT,
  MEMBER_RECEIPT_VOID,
} from './dues.service.js';
import { invoiceService, MEMBER_INVOICE, MEMBER_INVOICE_ISSUE } from './invoice.service.js';
import { PAYMENT_PROVIDERS } from './providers/index.js';

/** duesStandards(page, filter), duesStandard(id), submitDuesStandard(input), removeDuesStandards(input). */
export const DuesStandardCrudResolver = crudResolver({
  entity: DuesStandard,
  input: DuesStandardInput,
  filter: DuesStandardFilter,
  service: duesStandardService,
  names: { one: 'duesStandard', many: 'duesStandards' },
  codes: { view: MEMBER_PAY, add: MEMBER_PAY_EDIT, edit: MEMBER_PAY_EDIT, delete: MEMBER_PAY_EDIT },
});

@ObjectType({ description: 'A new payment order and how to pay it.' })
export class PaymentStartResult {
  @Field(() => PaymentOrder, { description: 'The payment order created.' }) order!: PaymentOrder;
  @Field(() => String, { nullable: true, description: 'Online providers: the pay page.' }) payUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Online providers: the signed token their callback carries.' })
  token?: string | null;
}

@ObjectType({ description: 'A payment provider the caller may choose.' })
export class PaymentProviderInfo {
  @Field(() => String, { description: 'Provider key, as sent when paying (e.g. offline, sandbox).' }) name!: string;
  @Field(() => String, { description: 'Name of the provider shown to users.' }) label!: string;
  @Field(() => Boolean, { description: 'Whether payment happens online (false: offline transfer).' }) online!: boolean;
}

@ObjectType({
  description:
    "The association's bank account for dues transfers, as staff configure it (parameters association.bank.*).",
})
export class TransferAccount {
  @Field(() => Boolean, { description: 'Whether the account name, bank and number are all configured.' })
  configured!: boolean;
  @Field(() => String, { nullable: true, description: '收款户名' }) accountName?: string | null;
  @Field(() => String, { nullable: true, description: '开户银行' }) bankName?: string | null;
  @Field(() => String, { nullable: true, description: '收款账号' }) accountNo?: string | null;
  @Field(() => String, { nullable: true, description: "The member department's phone, for questions." }) phone?:
    | string
    | null;
}

@ObjectType({ description: "The signed-in unit's dues overview." })
export class MyDues {
  @Field(() => ID, { description: "Id of the signed-in user's member unit." }) unitId!: string;
  @Field(() => String, { description: 'Name of that unit.' }) unitName!: string;
  @Field(() => Int, { description: '1 正常, 0 欠费.' }) duesStatus!: number;
  @Field(() => ArrearsResult, {
    description: 'Whether the unit is in arrears, with the message and contact shown to it.',
  })
  arrears!: ArrearsResult;
}

@ObjectType({ description: 'Verified access of the public invoice pages.' })
export class InvoiceAccessResult {
  @Field(() => String, { description: 'Access token of the public invoice pages (send it with their calls).' })
  token!: string;
  @Field(() => String, { description: 'Name of the verified member unit.' }) unitName!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the access ends.' }) expiresAt!: Date;
}

@ObjectType({ description: 'A paid order and its invoice request (开票对账).' })
export class InvoiceReconciliationRow {
  @Field(() => PaymentOrder, { description: 'The paid order.' }) order!: PaymentOrder;
  @Field(() => InvoiceRequest, { description: 'Its invoice request; null when none was made.', nullable: true })
  request?: InvoiceRequest | null;
  @Field(() => String, { nullable: true, description: 'Number of the receipt issued, when any.' }) receiptNo?:
    | string
    | null;
}

const DuesPeriodPage = PageType(DuesPeriod);
const PaymentOrderPage = PageType(PaymentOrder);
const ReceiptPage = PageType(Receipt);
const InvoiceReconciliationPage = PageType(InvoiceReconciliationRow);

@Resolver(() => DuesPeriod)
export class DuesPeriodResolver {
  @FieldResolver(() => Boolean, { description: 'Unpaid and past its due date.' })
  overdue(@Root() period: DuesPeriod) {
    return period.status === PERIOD_STATUS.unpaid && period.dueDate < todayIn();
  }

  @Authorized(MEMBER_PAY, MEMBER_PAY_CONFIRM, CMS_PAY)
  @Query(() => DuesPeriodPage, { description: "Dues periods: every unit's for staff, one's own unit's for members." })
  duesPeriods(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => DuesPeriodFilter, { nullable: true }) filter?: DuesPeriodFilter,
  ) {
    return duesService.periods(ctx, pageRequest(page), filter);
  }

  @Authorized(MEMBER_PAY_EDIT)
  @Mutation(() => Int, {
    description: '生成年度会费: creates the missing periods of the year for active units; answers how many.',
  })
  generateDues(@Ctx() ctx: RequestContext, @Arg('input', () => GenerateDuesInput) input: GenerateDuesInput) {
    return duesService.generateYear(ctx, input.year);
  }

  @Authorized(MEMBER_PAY, MEMBER_PAY_CONFIRM, CMS_PAY)
  @Query(() => Int, { description: 'Dues status of a unit: 1 正常, 0 欠费 (members: only their own).' })
  async duesStatus(@Ctx() ctx: RequestContext, @Arg('unitId', () => ID) unitId: string) {
    await this.assertUnitReadable(ctx, unitId);
    return duesService.unitStatus(ctx, unitId);
  }

  @Authorized()
  @Query(() => ArrearsResult, { description: "The arrears rule for a unit (default: the signed-in account's unit)." })
  async arrearsCheck(@Ctx() ctx: RequestContext, @Arg('unitId', () => ID, { nullable: true }) unitId?: string) {
    requireUser(ctx);
    const id = unitId ?? (await memberUnitService.mine(ctx))?.id;
    if (!id) return { inArrears: false, message: null, fieldError: null };
    if (unitId) await this.assertUnitReadable(ctx, unitId);
    return arrearsService.check(ctx.em, ctx.tenantId, id);
  }

  @Authorized(CMS_PAY)
  @Query(() => MyDues, { description: "The signed-in unit's dues status and arrears message." })
  async myDues(@Ctx() ctx: RequestContext) {
    const unit = await duesService.myUnit(ctx);
    const arrears = await arrearsService.check(ctx.em, ctx.tenantId, unit.id);
    return { unitId: unit.id, unitName: unit.name, duesStatus: arrears.inArrears ? 0 : 1, arrears };
  }

  private async assertUnitReadable(ctx: RequestContext, unitId: string) {
    if (isPayStaff(ctx)) return;
    const mine = await memberUnitService.mine(ctx);
    if (!mine || mine.id !== unitId) throw new DomainError('FORBIDDEN', DUES_MESSAGES.notOwn);
  }
}

@Resolver(() => PaymentOrder)
export class PaymentOrderResolver {
  @Authorized(CMS_PAY, MEMBER_PAY_CONFIRM)
  @Query(() => [PaymentProviderInfo], { description: 'The payment providers enabled now.' })
  async paymentProviders(@Ctx() ctx: RequestContext) {
    const out: PaymentProviderInfo[] = [];
    for (const p of Object.values(PAYMENT_PROVIDERS))
      if (await p.enabled(ctx)) out.push({ name: p.name, label: p.label, online: p.online });
    return out;
  }

  @Authorized(CMS_PAY, MEMBER_PAY_CONFIRM)
  @Query(() => TransferAccount, { description: "Where to transfer dues: the association's bank account." })
  async transferAccount(@Ctx() ctx: RequestContext): Promise<TransferAccount> {
    const keys = [
      'association.bank.accountName',
      'association.bank.name',
      'association.bank.account',
      'member.department.phone',
    ];
    const values = await paramService.valuesByKeys(ctx, keys);
    const [accountName, bankName, accountNo, phone] = keys.map((k) => values.get(k)?.trim() || null);
    return { configured: Boolean(accountName && bankName && accountNo), accountName, bankName, accountNo, phone };
  }

  @Authorized(MEMBER_PAY, MEMBER_PAY_CONFIRM, CMS_PAY)
  @Query(() => PaymentOrderPage, {
    description: "Payment orders (the account statement): every unit's for staff, one's own for members.",
  })
  paymentOrders(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => PaymentOrderFilter, { nullable: true }) filter?: PaymentOrderFilter,
  ) {
    return duesService.orders(ctx, pageRequest(page), filter);
  }

  @Authorized(MEMBER_PAY, MEMBER_PAY_CONFIRM, CMS_PAY)
  @Query(() => PaymentOrder, { description: "One payment order: any unit's for staff, one's own unit's for members." })
  paymentOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return duesService.order(ctx, id);
  }

  @Authorized(CMS_PAY, MEMBER_PAY_CONFIRM)
  @Mutation(() => PaymentStartResult, { description: 'Starts paying a dues period (amount from the server).' })
  async createPaymentOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePaymentOrderInput) input: CreatePaymentOrderInput,
  ) {
    const { order, start } = await duesService.createOrder(ctx, input);
    return { order, payUrl: start.payUrl ?? null, token: start.token ?? null };
  }

  @Authorized(MEMBER_PAY_CONFIRM)
  @Mutation(() => Receipt, {
    description: 'Staff confirm the receipt of an offline transfer; answers the receipt issued.',
  })
  confirmPayment(@Ctx() ctx: RequestContext, @Arg('input', () => ConfirmPaymentInput) input: ConfirmPaymentInput) {
    return duesService.confirmOffline(ctx, input.orderId, input.transactionId);
  }

  @Mutation(() => Receipt, {
    description: "The sandbox provider's callback: a valid signed token marks its order paid (idempotent).",
  })
  sandboxPaymentCallback(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SandboxCallbackInput) input: SandboxCallbackInput,
  ) {
    return duesService.sandboxCallback(ctx, input.token);
  }
}

@Resolver(() => Receipt)
export class ReceiptResolver {
  @Authorized(MEMBER_RECEIPT, MEMBER_PAY, CMS_PAY)
  @Query(() => ReceiptPage, { description: "Receipts: every one for staff, one's own unit's for members." })
  receipts(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ReceiptFilter, { nullable: true }) filter?: ReceiptFilter,
  ) {
    return duesService.receipts(ctx, pageRequest(page), filter);
  }

  @Authorized(MEMBER_RECEIPT, MEMBER_PAY, CMS_PAY)
  @Query(() => Receipt, { description: 'One receipt by id.' })
  receipt(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return duesService.receipt(ctx, id);
  }

  @Query(() => ReceiptVerification, {
    description: 'Open verification of a receipt by the code of its QR code (rate limited per address).',
  })
  verifyReceipt(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String, { description: 'The verification code of the receipt’s QR code.' }) code: string,
  ) {
    return verifyReceipt(ctx, code);
  }

  @Authorized(MEMBER_RECEIPT_VOID)
  @Mutation(() => Receipt, {
    description: '作废 with a required reason: the number stays, the period is unpaid again.',
  })
  voidReceipt(@Ctx() ctx: RequestContext, @Arg('input', () => VoidReceiptInput) input: VoidReceiptInput) {
    return duesService.voidReceipt(ctx, input.id, input.reason);
  }

  @FieldResolver(() => String, { description: 'The PDF download address (REST GET; send the access token).' })
  pdfUrl(@Root() receipt: Receipt) {
    return `/api/lnjzxh-member/receipt/pdf/${receipt.id}`;
  }
}

/** The `token` argument of the public invoice pages' calls. */
const INVOICE_TOKEN = 'Access token of the public invoice pages (from invoiceAccess).';

@Resolver()
export class InvoiceResolver {
  @Mutation(() => InvoiceAccessResult, {
    description: 'Public invoice pages: verify a unit by credit code and contact mobile.',
  })
  invoiceAccess(@Ctx() ctx: RequestContext, @Arg('input', () => InvoiceAccessInput) input: InvoiceAccessInput) {
    return invoiceService.access(ctx, input);
  }

  @Query(() => [InvoiceUnit], { description: 'The invoicing units of the verified unit.' })
  invoiceUnits(@Ctx() ctx: RequestContext, @Arg('token', () => String, { description: INVOICE_TOKEN }) token: string) {
    return invoiceService.units(ctx, token);
  }

  @Mutation(() => InvoiceUnit, { description: 'Registers (no id) or changes an invoicing unit.' })
  submitInvoiceUnit(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: INVOICE_TOKEN }) token: string,
    @Arg('input', () => InvoiceUnitInput) input: InvoiceUnitInput,
  ) {
    return invoiceService.saveUnit(ctx, token, input);
  }

  @Mutation(() => Boolean, { description: 'Removes one invoice title of the verified unit; answers true.' })
  removeInvoiceUnit(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: INVOICE_TOKEN }) token: string,
    @Arg('id', () => ID) id: string,
  ) {
    return invoiceService.removeUnit(ctx, token, id);
  }

  @Query(() => [PaymentOrder], { description: "/payMsg: the verified unit's paid orders." })
  invoicePayments(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: INVOICE_TOKEN }) token: string,
  ) {
    return invoiceService.payments(ctx, token);
  }

  @Query(() => [InvoiceRequest], { description: "/invoiceMsg: the verified unit's invoice requests." })
  invoiceRequests(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: INVOICE_TOKEN }) token: string,
  ) {
    return invoiceService.requests(ctx, token);
  }

  @Mutation(() => InvoiceRequest, { description: 'Requests an invoice for a paid order.' })
  requestInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: INVOICE_TOKEN }) token: string,
    @Arg('input', () => InvoiceRequestInput) input: InvoiceRequestInput,
  ) {
    return invoiceService.request(ctx, token, input);
  }

  @Authorized(MEMBER_INVOICE)
  @Query(() => InvoiceReconciliationPage, { description: '开票对账: paid orders and their invoice requests.' })
  invoiceReconciliation(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => InvoiceReconciliationFilter, { nullable: true }) filter?: InvoiceReconciliationFilter,
  ) {
    requirePermission(ctx, MEMBER_INVOICE);
    return invoiceService.reconciliation(ctx, pageRequest(page), filter ?? {});
  }

  @Authorized(MEMBER_INVOICE_ISSUE)
  @Mutation(() => InvoiceRequest, { description: 'Marks an invoice request issued with its invoice number.' })
  issueInvoice(@Ctx() ctx: RequestContext, @Arg('input', () => IssueInvoiceInput) input: IssueInvoiceInput) {
    return invoiceService.issue(ctx, input.id, input.invoiceNumber);
  }
}
