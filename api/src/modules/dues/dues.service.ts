import { type FilterQuery, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { randomBytes } from 'node:crypto';
import { holdsAny } from '../../engine/access/current-user.js';
import { requirePermission, requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import type { Page, PageRequest } from '../../engine/crud/paging.js';
import { badInput, DomainError, duplicate, notFound } from '../../engine/errors/domain-error.js';
import { formatMoney } from '@zhuxie/domain/rules/money';
import { nextSequence } from '../../engine/sequence/sequence.js';
import { formatIn, todayIn } from '@zhuxie/domain/time/datetime';
import { transferErrors } from '@zhuxie/domain/dues/transfer-rules';
import { fileKeyOf } from '../../engine/storage/storage.js';
import { checkLevelAndPosts, memberUnitService } from '../member/index.js';
import type { MemberUnit } from '../member/index.js';
import { arrearsService } from './arrears.service.js';
import { mailReceipt } from './dues-mail.js';
import { emitPaid } from './dues-webhooks.js';
import {
  DUES_STATUS,
  DuesPeriod,
  DuesStandard,
  ORDER_STATUS,
  PaymentOrder,
  PERIOD_STATUS,
  Receipt,
  RECEIPT_STATUS,
} from './dues.entity.js';
import {
  type CreatePaymentOrderInput,
  DUES_MESSAGES,
  type DuesPeriodFilter,
  type DuesStandardFilter,
  type DuesStandardInput,
  type PaymentOrderFilter,
  type ReceiptFilter,
} from './dues.inputs.js';
import { DEFAULT_PROVIDER, PAYMENT_PROVIDERS, type PaymentStart } from './providers/index.js';
import { tokenOrderId } from './providers/sandbox.js';
import { findPage } from '../../engine/crud/find-page.js';
import { newVerifyCode } from '../../engine/rest/public-url.js';

/** Staff menu 会费缴纳 (member_pay): read standards, periods and orders of every unit. */
export const MEMBER_PAY = 'member_pay';
/** Button: edit dues standards and generate a year's periods. */
export const MEMBER_PAY_EDIT = 'member_pay_edit';
/** Button: confirm the receipt of an offline transfer (and register one for a unit). */
export const MEMBER_PAY_CONFIRM = 'member_pay_confirm';
/** Staff menu 收据管理 (member_receipt) and its void button. */
export const MEMBER_RECEIPT = 'member_receipt';
export const MEMBER_RECEIPT_VOID = 'member_receipt_void';
/** Member portal menu 会费缴纳. */
export const CMS_PAY = 'cms_pay';

/** Receipts are numbered in the shared sequence counter under this name, per tenant and year. */
export const RECEIPT_SEQUENCE = 'receipt';

export const formatReceiptNo = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;
const money = (v: string | number) => formatMoney(v);
const blank = (v?: string | null) => (v == null || v.trim() === '' ? undefined : v.trim());

export const isPayStaff = (ctx: RequestContext) => holdsAny(requireUser(ctx), [MEMBER_PAY, MEMBER_PAY_CONFIRM]);
const isReceiptStaff = (ctx: RequestContext) => holdsAny(requireUser(ctx), [MEMBER_RECEIPT, MEMBER_PAY]);

class DuesStandardService extends CrudService<DuesStandard, DuesStandardInput, DuesStandardFilter> {
  constructor() {
    super({
      entity: DuesStandard,
      notFoundMessage: DUES_MESSAGES.standardNotFound,
      uniqueViolation: () => duplicate(DUES_MESSAGES.standardDuplicate, 'memberLevel'),
      orderBy: [{ year: 'desc' }, { memberLevel: 'asc' }],
    });
  }

  override where(filter: DuesStandardFilter = {}): FilterQuery<DuesStandard> {
    const where: Record<string, unknown> = {};
    if (filter.year != null) where.year = filter.year;
    if (blank(filter.memberLevel)) where.memberLevel = filter.memberLevel!.trim();
    return where as FilterQuery<DuesStandard>;
  }

  protected override async validate(
    ctx: RequestContext,
    input: DuesStandardInput,
    existing?: DuesStandard,
  ): Promise<void> {
    await checkLevelAndPosts(ctx, input.memberLevel);
    if (Number(input.amount) <= 0)
      throw badInput(DUES_MESSAGES.amountZero, [{ field: 'amount', message: DUES_MESSAGES.amountZero }]);
    const clash = await ctx.em.count(DuesStandard, {
      year: input.year,
      memberLevel: input.memberLevel.trim(),
      ...(existing ? { id: { $ne: existing.id } } : {}),
    });
    if (clash) throw duplicate(DUES_MESSAGES.standardDuplicate, 'memberLevel');
  }

  protected override assign(entity: DuesStandard, input: DuesStandardInput): void {
    entity.year = input.year;
    entity.memberLevel = input.memberLevel.trim();
    entity.amount = money(input.amount);
    entity.dueDate = blank(input.dueDate) ?? `${input.year}-03-31`;
    entity.remark = blank(input.remark);
  }
}

export const duesStandardService = new DuesStandardService();

class DuesService {
  // ---- periods and status --------------------------------------------------------------------------------

  /** The member unit of the signed-in company account, or a clear refusal. */
  async myUnit(ctx: RequestContext): Promise<MemberUnit> {
    const unit = await memberUnitService.mine(ctx);
    if (!unit) throw new DomainError('FORBIDDEN', DUES_MESSAGES.notMember);
    return unit;
  }

  /** Staff see every unit (filtered by unit id or name); a member only its own (the filter's unit is replaced by theirs). */
  private async unitScope(
    ctx: RequestContext,
    filter: { unitId?: string | null; unitName?: string | null },
  ): Promise<Record<string, unknown>> {
    const where: Record<string, unknown> = {};
    if (isPayStaff(ctx)) {
      if (blank(filter.unitId)) where.unitId = filter.unitId!.trim();
      if (blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    } else {
      requirePermission(ctx, CMS_PAY);
      where.unitId = (await this.myUnit(ctx)).id;
    }
    return where;
  }

  async periodWhere(ctx: RequestContext, filter: DuesPeriodFilter = {}): Promise<FilterQuery<DuesPeriod>> {
    const where = await this.unitScope(ctx, filter);
    if (filter.year != null) where.year = filter.year;
    if (filter.status != null) where.status = filter.status;
    if (filter.overdue) Object.assign(where, { status: PERIOD_STATUS.unpaid, dueDate: { $lt: todayIn() } });
    return where as FilterQuery<DuesPeriod>;
  }

  async periods(ctx: RequestContext, req: PageRequest, filter?: DuesPeriodFilter): Promise<Page<DuesPeriod>> {
    const where = await this.periodWhere(ctx, filter);
    const [records, total] = await findPage(ctx.em, DuesPeriod, where, {
      orderBy: [{ year: 'desc' }, { unitName: 'asc' }, { id: 'asc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
  }

  /** A period the user may pay or read: staff any, a member only its own unit's. */
  async period(ctx: RequestContext, id: string): Promise<DuesPeriod> {
    const period = await ctx.em.findOne(DuesPeriod, { id });
    if (!period) throw notFound(DUES_MESSAGES.periodNotFound);
    if (!isPayStaff(ctx)) {
      requirePermission(ctx, CMS_PAY);
      if (period.unitId !== (await this.myUnit(ctx)).id) throw notFound(DUES_MESSAGES.periodNotFound);
    }
    return period;
  }

  /** 1 正常 / 0 欠费: derived from the unit's unpaid periods whose due date has passed. */
  async unitStatus(ctx: RequestContext, unitId: string): Promise<number> {
    const result = await arrearsService.check(ctx.em, ctx.tenantId, unitId);
    return result.inArrears ? DUES_STATUS.arrears : DUES_STATUS.normal;
  }

  /**
   * 生成年度会费: one period per active unit for the year, at the amount of the unit's level. Idempotent: units
   * that already have the year's period are left alone. Answers how many periods were created.
   */
  async generateYear(ctx: RequestContext, year: number): Promise<number> {
    requirePermission(ctx, MEMBER_PAY_EDIT);
    const standards = await ctx.em.find(DuesStandard, { year });
    if (!standards.length)
      throw badInput(DUES_MESSAGES.noStandard(year), [{ field: 'year', message: DUES_MESSAGES.noStandard(year) }]);
    const byLevel = new Map(standards.map((s) => [s.memberLevel, s]));
    const units = await memberUnitService.activeUnits(ctx);
    const existing = new Set((await ctx.em.find(DuesPeriod, { year }, { fields: ['unitId'] })).map((p) => p.unitId));
    let created = 0;
    for (const unit of units) {
      const standard = byLevel.get(unit.memberLevel);
      if (!standard || existing.has(unit.id)) continue;
      ctx.em.create(DuesPeriod, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        unitId: unit.id,
        unitName: unit.name,
        year,
        memberLevel: unit.memberLevel,
        amount: standard.amount,
        dueDate: standard.dueDate,
      });
      created++;
    }
    try {
      await ctx.em.flush();
    } catch (e) {
      // Another generation of the same year ran at the same time: its rows stand, ours are dropped.
      ctx.em.clear();
      if (e instanceof UniqueConstraintViolationException) return 0;
      throw e;
    }
    return created;
  }

  // ---- orders ---------------------------------------------------------------------------------------------

  async orderWhere(ctx: RequestContext, filter: PaymentOrderFilter = {}): Promise<FilterQuery<PaymentOrder>> {
    const where = await this.unitScope(ctx, filter);
    if (blank(filter.orderNo)) where.orderNo = { $ilike: likeText(filter.orderNo!.trim()) };
    if (filter.status != null) where.status = filter.status;
    if (blank(filter.provider)) where.provider = filter.provider!.trim();
    return where as FilterQuery<PaymentOrder>;
  }

  async orders(ctx: RequestContext, req: PageRequest, filter?: PaymentOrderFilter): Promise<Page<PaymentOrder>> {
    const where = await this.orderWhere(ctx, filter);
    const [records, total] = await findPage(ctx.em, PaymentOrder, where, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
  }

  async order(ctx: RequestContext, id: string): Promise<PaymentOrder> {
    const order = await ctx.em.findOne(PaymentOrder, { id });
    if (!order) throw notFound(DUES_MESSAGES.orderNotFound);
    if (!isPayStaff(ctx) && order.unitId !== (await this.myUnit(ctx)).id) throw notFound(DUES_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * Starts paying a period: the amount is the period's. A paid period is refused; other pending orders of the
   * period are cancelled (only the newest can be paid). Members pay their own unit's periods; staff with the
   * confirm code may register a transfer for any unit.
   */
  async createOrder(
    ctx: RequestContext,
    input: CreatePaymentOrderInput,
  ): Promise<{ order: PaymentOrder; start: PaymentStart }> {
    const user = requireUser(ctx);
    const staff = holdsAny(user, [MEMBER_PAY_CONFIRM]);
    if (!staff) requirePermission(ctx, CMS_PAY);
    const providerName = blank(input.provider) ?? DEFAULT_PROVIDER;
    const provider = PAYMENT_PROVIDERS[providerName];
    if (!provider)
      throw badInput(DUES_MESSAGES.providerUnknown, [{ field: 'provider', message: DUES_MESSAGES.providerUnknown }]);
    if (!(await provider.enabled(ctx)))
      throw badInput(DUES_MESSAGES.providerDisabled, [{ field: 'provider', message: DUES_MESSAGES.providerDisabled }]);
    const period = await ctx.em.findOne(DuesPeriod, { id: input.periodId });
    if (!period) throw notFound(DUES_MESSAGES.periodNotFound);
    if (!staff && period.unitId !== (await this.myUnit(ctx)).id) throw notFound(DUES_MESSAGES.periodNotFound);
    if (period.status === PERIOD_STATUS.paid) throw badInput(DUES_MESSAGES.periodPaid);
    const transfer = provider.online ? undefined : this.checkedTransfer(ctx, input, period, staff);

    return ctx.em.transactional(async (em) => {
      // The period row is locked for the transaction, so concurrent orders of one period run one after the other
      // and leave exactly one pending order (the last), never two.
      const locked = await em.findOneOrFail(
        DuesPeriod,
        { id: period.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (locked.status === PERIOD_STATUS.paid) throw badInput(DUES_MESSAGES.periodPaid);
      await em.nativeUpdate(
        PaymentOrder,
        { periodId: period.id, status: ORDER_STATUS.pending },
        { status: ORDER_STATUS.cancelled, updateUser: user.id },
      );
      const order = em.create(PaymentOrder, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        orderNo: orderNumber(),
        unitId: period.unitId,
        unitName: period.unitName,
        periodId: period.id,
        subject: `${period.year}年度会费`,
        amount: period.amount,
        provider: provider.name,
        payerNote: blank(input.payerNote),
        ...transfer,
      });
      const start = await provider.start(ctx, order);
      await em.flush();
      return { order, start };
    });
  }

  /**
   * The details of a bank transfer, checked by the shared transfer rules: members must give the payer, the amount
   * (equal to the amount due), the day and one voucher uploaded to this tenant's storage; staff registering a
   * transfer for a unit may leave them out, but what they give is checked the same way.
   */
  private checkedTransfer(
    ctx: RequestContext,
    input: CreatePaymentOrderInput,
    period: DuesPeriod,
    staff: boolean,
  ): Partial<PaymentOrder> {
    const vouchers = (input.vouchers ?? []).map((v) => ({ name: v.name.trim(), url: v.url.trim() }));
    const given =
      [input.payerName, input.transferAmount, input.transferDate].some((v) => blank(v) !== undefined) ||
      vouchers.length > 0;
    if (staff && !given) return {};
    const errors = transferErrors(
      { payerName: input.payerName, amount: input.transferAmount, date: input.transferDate, vouchers },
      { due: period.amount, today: todayIn() },
    );
    if (!errors.length && !fileKeyOf(vouchers[0]!.url, ctx.tenantId))
      errors.push({ field: 'vouchers', message: DUES_MESSAGES.voucherForeign });
    if (errors.length) throw badInput(errors[0]!.message, errors);
    return {
      payerName: input.payerName!.trim(),
      transferAmount: formatMoney(input.transferAmount!),
      transferDate: input.transferDate!.trim(),
      voucher: vouchers[0],
    };
  }

  /** Staff confirm the receipt of an offline transfer: the order becomes paid and its receipt is issued. */
  async confirmOffline(ctx: RequestContext, orderId: string, transactionId?: string | null): Promise<Receipt> {
    const user = requirePermission(ctx, MEMBER_PAY_CONFIRM);
    const order = await ctx.em.findOne(PaymentOrder, { id: orderId });
    if (!order) throw notFound(DUES_MESSAGES.orderNotFound);
    if (PAYMENT_PROVIDERS[order.provider]?.online) throw badInput(DUES_MESSAGES.providerOnline);
    return this.markPaid(ctx, order, { transactionId: blank(transactionId), confirmUser: user.id });
  }

  /**
   * The sandbox provider's callback: a valid signed token marks its order paid. Idempotent: a callback for an
   * order that is already paid answers its receipt again.
   */
  async sandboxCallback(ctx: RequestContext, token: string): Promise<Receipt> {
    const id = tokenOrderId(token.trim());
    const order = id ? await ctx.em.findOne(PaymentOrder, { id, provider: 'sandbox' }) : null;
    const provider = PAYMENT_PROVIDERS.sandbox!;
    if (!order || !provider.verify!(order, token.trim())) throw badInput(DUES_MESSAGES.tokenInvalid);
    if (!(await provider.enabled(ctx))) throw badInput(DUES_MESSAGES.providerDisabled);
    const issued = () => ctx.em.findOne(Receipt, { orderId: order.id, status: RECEIPT_STATUS.valid });
    if (order.status === ORDER_STATUS.paid) {
      const receipt = await issued();
      if (receipt) return receipt;
    }
    try {
      return await this.markPaid(ctx, order, { transactionId: `SANDBOX-${order.orderNo}` });
    } catch (e) {
      // A callback of the same order that won the race meanwhile: answer its receipt.
      const receipt = e instanceof DomainError ? await issued() : null;
      if (receipt) return receipt;
      throw e;
    }
  }

  /**
   * In one transaction: the order pending → paid (a conditional update, so two callbacks cannot both win), its
   * period unpaid → paid, and a receipt with the next number of the year from the atomic counter.
   */
  private async markPaid(
    ctx: RequestContext,
    order: PaymentOrder,
    extra: { transactionId?: string; confirmUser?: string },
  ): Promise<Receipt> {
    if (order.status === ORDER_STATUS.paid) throw badInput(DUES_MESSAGES.orderPaidAlready);
    if (order.status !== ORDER_STATUS.pending) throw badInput(DUES_MESSAGES.orderCancelled);
    const now = new Date();
    const year = Number(todayIn(undefined, now).slice(0, 4));
    try {
      return await ctx.em.transactional(async (em: SqlEntityManager) => {
        const changed = await em.nativeUpdate(
          PaymentOrder,
          { id: order.id, status: ORDER_STATUS.pending },
          {
            status: ORDER_STATUS.paid,
            paidTime: now,
            transactionId: extra.transactionId,
            confirmUser: extra.confirmUser,
            updateUser: ctx.userId,
          },
        );
        if (changed !== 1) throw badInput(DUES_MESSAGES.orderNotPending);
        const paid = await em.nativeUpdate(
          DuesPeriod,
          { id: order.periodId, status: PERIOD_STATUS.unpaid },
          { status: PERIOD_STATUS.paid, paidOrderId: order.id, paidTime: now, updateUser: ctx.userId },
        );
        if (paid !== 1) throw badInput(DUES_MESSAGES.periodPaid);
        const seq = await nextSequence(em, ctx.tenantId, RECEIPT_SEQUENCE, year);
        const receipt = em.create(Receipt, {
          tenantId: ctx.tenantId,
          createUser: ctx.userId,
          receiptNo: formatReceiptNo(year, seq),
          year,
          seq,
          orderId: order.id,
          unitId: order.unitId,
          unitName: order.unitName,
          subject: order.subject,
          amount: order.amount,
          provider: order.provider,
          issueTime: now,
          verifyCode: newVerifyCode(),
        });
        await mailReceipt(ctx, em, receipt);
        await emitPaid(em, ctx.tenantId, order, receipt, extra.transactionId);
        await em.flush();
        return receipt;
      });
    } finally {
      ctx.em.clear();
    }
  }

  // ---- receipts -------------------------------------------------------------------------------------------

  async receiptWhere(ctx: RequestContext, filter: ReceiptFilter = {}): Promise<FilterQuery<Receipt>> {
    const where: Record<string, unknown> = {};
    if (isReceiptStaff(ctx)) {
      if (blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    } else {
      requirePermission(ctx, CMS_PAY);
      where.unitId = (await this.myUnit(ctx)).id;
    }
    if (blank(filter.receiptNo)) where.receiptNo = { $ilike: likeText(filter.receiptNo!.trim()) };
    if (filter.year != null) where.year = filter.year;
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<Receipt>;
  }

  async receipts(ctx: RequestContext, req: PageRequest, filter?: ReceiptFilter): Promise<Page<Receipt>> {
    const where = await this.receiptWhere(ctx, filter);
    const [records, total] = await findPage(ctx.em, Receipt, where, {
      orderBy: [{ year: 'desc' }, { seq: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
  }

  async receipt(ctx: RequestContext, id: string): Promise<Receipt> {
    const receipt = await ctx.em.findOne(Receipt, { id });
    if (!receipt) throw notFound(DUES_MESSAGES.receiptNotFound);
    if (!isReceiptStaff(ctx)) {
      requirePermission(ctx, CMS_PAY);
      if (receipt.unitId !== (await this.myUnit(ctx)).id) throw notFound(DUES_MESSAGES.receiptNotFound);
    }
    return receipt;
  }

  /** Counts a download; a reprint (补打) is counted apart and marked on the PDF. */
  async countPrint(ctx: RequestContext, receipt: Receipt, reprint: boolean): Promise<void> {
    if (reprint) await ctx.em.nativeUpdate(Receipt, { id: receipt.id }, { reprintCount: receipt.reprintCount + 1 });
    else await ctx.em.nativeUpdate(Receipt, { id: receipt.id }, { printCount: receipt.printCount + 1 });
  }

  /**
   * 作废: the receipt keeps its number with status 0 and who, when and why; the order is cancelled and the period
   * is unpaid again (so the unit may be in arrears again).
   */
  async voidReceipt(ctx: RequestContext, id: string, reason: string): Promise<Receipt> {
    const user = requirePermission(ctx, MEMBER_RECEIPT_VOID);
    const text = reason.trim();
    if (!text)
      throw badInput(DUES_MESSAGES.voidReasonRequired, [
        { field: 'reason', message: DUES_MESSAGES.voidReasonRequired },
      ]);
    const receipt = await ctx.em.findOne(Receipt, { id });
    if (!receipt) throw notFound(DUES_MESSAGES.receiptNotFound);
    if (receipt.status === RECEIPT_STATUS.voided) throw badInput(DUES_MESSAGES.receiptVoided);
    const now = new Date();
    await ctx.em.transactional(async (em) => {
      const changed = await em.nativeUpdate(
        Receipt,
        { id, status: RECEIPT_STATUS.valid },
        {
          status: RECEIPT_STATUS.voided,
          voidReason: text,
          voidUser: user.id,
          voidUserName: user.realName || user.account,
          voidTime: now,
          updateUser: user.id,
        },
      );
      if (changed !== 1) throw badInput(DUES_MESSAGES.receiptVoided);
      await em.nativeUpdate(
        PaymentOrder,
        { id: receipt.orderId },
        { status: ORDER_STATUS.cancelled, updateUser: user.id },
      );
      await em.nativeUpdate(
        DuesPeriod,
        { paidOrderId: receipt.orderId },
        { status: PERIOD_STATUS.unpaid, paidOrderId: null, paidTime: null, updateUser: user.id },
      );
    });
    ctx.em.clear();
    ctx.log.info({ receiptNo: receipt.receiptNo, userId: user.id, reason: text }, 'receipt voided');
    return ctx.em.findOneOrFail(Receipt, { id });
  }
}

/** Order numbers: yyyyMMddHHmmss in Beijing time + 6 random digits (unique per tenant by constraint). */
export function orderNumber(now: Date = new Date()): string {
  const stamp = formatIn(now, 'yyyyMMddHHmmss');
  return `${stamp}${(randomBytes(4).readUInt32BE() % 1_000_000).toString().padStart(6, '0')}`;
}

export const duesService = new DuesService();
