import { createHash, randomBytes } from 'node:crypto';
import { type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import type { Page, PageRequest } from '../../engine/crud/paging.js';
import { badInput, DomainError, notFound } from '../../engine/errors/domain-error.js';
import { normalizeUscc } from '@zhuxie/domain/rules/uscc';
import { type MemberUnit, memberUnitService } from '../member/index.js';
import {
  InvoiceAccess,
  InvoiceRequest,
  InvoiceUnit,
  INVOICE_STATUS,
  ORDER_STATUS,
  PaymentOrder,
} from './dues.entity.js';
import {
  INVOICE_MESSAGES,
  type InvoiceAccessInput,
  type InvoiceRequestInput,
  type InvoiceUnitInput,
} from './dues.inputs.js';
import { limit } from '../../engine/limits/limit.js';
import { findPage } from '../../engine/crud/find-page.js';

/** Staff menu 开票对账 (member_invoice) and its button to mark requests issued. */
export const MEMBER_INVOICE = 'member_invoice';
export const MEMBER_INVOICE_ISSUE = 'member_invoice_issue';
/** How long a verified access of the public invoice pages lasts. */
export const INVOICE_ACCESS_MINUTES = 120;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const blank = (v?: string | null) => (v == null || v.trim() === '' ? undefined : v.trim());

/**
 * Invoice registration on the public pages (/invoice-register …): a member unit proves who it is with its credit
 * code and its contact's mobile, and gets a random access token (2 hours; only its hash is stored). With it the
 * unit registers its invoicing units, requests invoices for its paid orders and reads its payment and invoice
 * messages. Staff reconcile paid orders with requests and mark them issued.
 */
class InvoiceService {
  async access(
    ctx: RequestContext,
    input: InvoiceAccessInput,
  ): Promise<{ token: string; unitName: string; expiresAt: Date }> {
    // Guessing a credit code and mobile is throttled per address and per credit code (counters in PostgreSQL).
    await limit(ctx, 'invoiceIp', ctx.ip ?? 'unknown');
    await limit(ctx, 'invoiceUnit', `${ctx.tenantId}|${normalizeUscc(input.creditCode)}`);
    const unit = await memberUnitService.activeByCreditCode(ctx, input.creditCode);
    if (!unit || unit.contactMobile !== input.mobile.trim()) throw badInput(INVOICE_MESSAGES.accessFailed);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVOICE_ACCESS_MINUTES * 60_000);
    ctx.em.create(InvoiceAccess, { tenantId: ctx.tenantId, unitId: unit.id, tokenHash: hash(token), expiresAt });
    await ctx.em.flush();
    return { token, unitName: unit.name, expiresAt };
  }

  /** The unit an access token stands for, or 请重新验证. */
  async unitOf(ctx: RequestContext, token?: string | null): Promise<MemberUnit> {
    const row = token ? await ctx.em.findOne(InvoiceAccess, { tokenHash: hash(token.trim()) }) : null;
    if (!row || row.expiresAt.getTime() < Date.now())
      throw new DomainError('UNAUTHENTICATED', INVOICE_MESSAGES.accessExpired);
    const unit = await memberUnitService.byId(ctx, row.unitId);
    if (!unit) throw new DomainError('UNAUTHENTICATED', INVOICE_MESSAGES.accessExpired);
    return unit;
  }

  async units(ctx: RequestContext, token: string): Promise<InvoiceUnit[]> {
    const unit = await this.unitOf(ctx, token);
    return ctx.em.find(InvoiceUnit, { unitId: unit.id }, { orderBy: { createTime: 'asc' } });
  }

  async saveUnit(ctx: RequestContext, token: string, input: InvoiceUnitInput): Promise<InvoiceUnit> {
    const unit = await this.unitOf(ctx, token);
    let row: InvoiceUnit;
    if (input.id) {
      const found = await ctx.em.findOne(InvoiceUnit, { id: input.id, unitId: unit.id });
      if (!found) throw notFound(INVOICE_MESSAGES.invoiceUnitNotFound);
      row = found;
    } else row = ctx.em.create(InvoiceUnit, { tenantId: ctx.tenantId, unitId: unit.id, title: '', taxNumber: '' });
    Object.assign(row, {
      title: input.title.trim(),
      taxNumber: normalizeUscc(input.taxNumber),
      address: blank(input.address),
      phone: blank(input.phone),
      bank: blank(input.bank),
      account: blank(input.account),
    });
    await ctx.em.flush();
    return row;
  }

  async removeUnit(ctx: RequestContext, token: string, id: string): Promise<boolean> {
    const unit = await this.unitOf(ctx, token);
    const row = await ctx.em.findOne(InvoiceUnit, { id, unitId: unit.id });
    if (!row) throw notFound(INVOICE_MESSAGES.invoiceUnitNotFound);
    row.isDeleted = 1;
    await ctx.em.flush();
    return true;
  }

  /** /payMsg: the unit's paid orders (payment messages) with their receipt numbers. */
  async payments(ctx: RequestContext, token: string): Promise<PaymentOrder[]> {
    const unit = await this.unitOf(ctx, token);
    return ctx.em.find(PaymentOrder, { unitId: unit.id, status: ORDER_STATUS.paid }, { orderBy: { paidTime: 'desc' } });
  }

  /** /invoiceMsg: the unit's invoice requests and their state. */
  async requests(ctx: RequestContext, token: string): Promise<InvoiceRequest[]> {
    const unit = await this.unitOf(ctx, token);
    return ctx.em.find(InvoiceRequest, { unitId: unit.id }, { orderBy: { createTime: 'desc' } });
  }

  async request(ctx: RequestContext, token: string, input: InvoiceRequestInput): Promise<InvoiceRequest> {
    const unit = await this.unitOf(ctx, token);
    const order = await ctx.em.findOne(PaymentOrder, { id: input.orderId, unitId: unit.id });
    if (!order || order.status !== ORDER_STATUS.paid)
      throw badInput(INVOICE_MESSAGES.orderNotPaid, [{ field: 'orderId', message: INVOICE_MESSAGES.orderNotPaid }]);
    const invoiceUnit = await ctx.em.findOne(InvoiceUnit, { id: input.invoiceUnitId, unitId: unit.id });
    if (!invoiceUnit)
      throw badInput(INVOICE_MESSAGES.invoiceUnitNotFound, [
        { field: 'invoiceUnitId', message: INVOICE_MESSAGES.invoiceUnitNotFound },
      ]);
    if (await ctx.em.count(InvoiceRequest, { orderId: order.id })) throw badInput(INVOICE_MESSAGES.requested);
    const row = ctx.em.create(InvoiceRequest, {
      tenantId: ctx.tenantId,
      unitId: unit.id,
      orderId: order.id,
      orderNo: order.orderNo,
      amount: order.amount,
      invoiceUnitId: invoiceUnit.id,
      title: invoiceUnit.title,
      taxNumber: invoiceUnit.taxNumber,
    });
    try {
      await ctx.em.flush();
    } catch (e) {
      ctx.em.clear();
      // A concurrent request of the same order was stored first (lnjzxh_invoice_request_tenant_order_unique).
      if (e instanceof UniqueConstraintViolationException) throw badInput(INVOICE_MESSAGES.requested);
      throw e;
    }
    return row;
  }

  // ---- staff: reconciliation -----------------------------------------------------------------------------

  /** Paid orders with their invoice request (if any): 开票对账. */
  async reconciliation(
    ctx: RequestContext,
    req: PageRequest,
    filter: { unitName?: string | null; invoiceStatus?: number | null } = {},
  ): Promise<Page<{ order: PaymentOrder; request: InvoiceRequest | null; receiptNo: string | null }>> {
    requirePermission(ctx, MEMBER_INVOICE);
    const where: Record<string, unknown> = { status: ORDER_STATUS.paid };
    if (blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    if (filter.invoiceStatus === -1)
      where.id = { $nin: (await ctx.em.find(InvoiceRequest, {}, { fields: ['orderId'] })).map((r) => r.orderId) };
    else if (filter.invoiceStatus != null)
      where.id = {
        $in: (await ctx.em.find(InvoiceRequest, { status: filter.invoiceStatus }, { fields: ['orderId'] })).map(
          (r) => r.orderId,
        ),
      };
    // The newest receipt of each order is read with the page; the invoice requests of its orders in one statement.
    const [orders, total, extras] = await findPage(ctx.em, PaymentOrder, where as FilterQuery<PaymentOrder>, {
      orderBy: [{ paidTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
      columns: {
        receiptNo: (alias) =>
          `select r.receipt_no from lnjzxh_receipt r where r.order_id = ${alias}.id and r.tenant_id = ${alias}.tenant_id
           and r.is_deleted = 0 order by r.seq desc limit 1`,
      },
    });
    const ids = orders.map((o) => o.id);
    const requests = new Map(
      (ids.length ? await ctx.em.find(InvoiceRequest, { orderId: { $in: ids } }) : []).map((r) => [r.orderId, r]),
    );
    const receipts = new Map(orders.map((o, i) => [o.id, (extras[i]?.receiptNo as string | null) ?? null]));
    return {
      records: orders.map((order) => ({
        order,
        request: requests.get(order.id) ?? null,
        receiptNo: receipts.get(order.id) ?? null,
      })),
      total,
      current: req.current,
      size: req.size,
      pages: Math.ceil(total / req.size),
    };
  }

  async issue(ctx: RequestContext, id: string, invoiceNumber: string): Promise<InvoiceRequest> {
    requirePermission(ctx, MEMBER_INVOICE_ISSUE);
    const row = await ctx.em.findOne(InvoiceRequest, { id });
    if (!row) throw notFound(INVOICE_MESSAGES.requestNotFound);
    if (row.status === INVOICE_STATUS.issued) throw badInput(INVOICE_MESSAGES.issuedAlready);
    row.status = INVOICE_STATUS.issued;
    row.invoiceNumber = invoiceNumber.trim();
    row.issueTime = new Date();
    row.updateUser = ctx.userId;
    await ctx.em.flush();
    return row;
  }
}

export const invoiceService = new InvoiceService();
