import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { ADMIN_TENANT_ID, requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { forbidden, notFound } from '../../engine/errors/domain-error.js';
import { findPage } from '../../engine/crud/find-page.js';

/** What every log filter may hold besides its own fields: a tenant (administrative tenant only) and a time range. */
export interface LogFilter {
  tenantId?: string;
  createTimeFrom?: Date;
  createTimeTo?: Date;
}

/** May this user read the logs of every tenant? (Administrators of the administrative tenant.) */
export function readsEveryTenant(ctx: RequestContext): boolean {
  const user = requireUser(ctx);
  return user.tenantId === ADMIN_TENANT_ID && user.isAdmin;
}

/**
 * The tenant a log list shows: the request's own, or (administrators of the administrative tenant only) the one
 * the filter names. Anyone else naming another tenant is refused.
 */
export function logTenant(ctx: RequestContext, asked?: string): string {
  const wanted = asked?.trim();
  if (!wanted || wanted === ctx.tenantId) return ctx.tenantId;
  if (!readsEveryTenant(ctx)) throw forbidden('无权访问其他租户的数据');
  return wanted;
}

/**
 * Read side of a log table: a paged list (newest first) with partial-text filters, exact filters and a createTime
 * range, and the detail of one row, both within the caller's tenant. Reads first wait for this instance's audit writes in flight, so the
 * screens show what has just happened.
 */
export class LogReader<E extends { id: string; tenantId: string; createTime: Date }, F extends LogFilter> {
  constructor(
    private readonly entity: EntityClass<E>,
    /** Filter field -> column, matched partially and case-insensitively. */
    private readonly like: Readonly<Partial<Record<keyof F & string, string>>>,
    /** Filter field -> column, matched exactly. */
    private readonly exact: Readonly<Partial<Record<keyof F & string, string>>> = {} as never,
  ) {}

  where(ctx: RequestContext, filter: F): Record<string, unknown> {
    const where: Record<string, unknown> = { tenantId: logTenant(ctx, filter.tenantId) };
    const values = filter as unknown as Record<string, unknown>;
    for (const [key, column] of Object.entries(this.like) as [string, string][]) {
      const v = values[key];
      if (typeof v === 'string' && v.trim()) where[column] = { $ilike: likeText(v.trim()) };
    }
    for (const [key, column] of Object.entries(this.exact) as [string, string][]) {
      const v = values[key];
      if (typeof v === 'string' && v.trim()) where[column] = v.trim();
    }
    if (filter.createTimeFrom || filter.createTimeTo) {
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    }
    return where;
  }

  async page(ctx: RequestContext, req: PageRequest, filter: F = {} as F): Promise<Page<E>> {
    const where = this.where(ctx, filter);
    await ctx.services.audit?.flush();
    const [records, total] = await findPage(ctx.em, this.entity, where as FilterQuery<E>, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }] as never,
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<E> {
    const where = readsEveryTenant(ctx) ? { id } : { id, tenantId: ctx.tenantId };
    await ctx.services.audit?.flush();
    const found = await ctx.em.findOne(this.entity, where as FilterQuery<E>);
    if (!found) throw notFound('日志不存在');
    return found;
  }
}
