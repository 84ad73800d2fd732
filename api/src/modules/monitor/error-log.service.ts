import { ErrorLog } from '../../engine/audit/error-log.entity.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { notFound } from '../../engine/errors/domain-error.js';

export interface ClientError {
  kind: string;
  message: string;
  stack?: string;
  url?: string;
  time?: Date;
  userAgent?: string;
}

/** The server's error log: browsers upload their local error logs here; administrators read it. */
export class ErrorLogService {
  /** Stores the uploaded errors of the signed-in user; answers how many were stored. */
  async report(ctx: RequestContext, errors: ClientError[]): Promise<number> {
    const user = requireUser(ctx);
    for (const e of errors) {
      ctx.em.create(ErrorLog, {
        tenantId: ctx.tenantId,
        source: 'client',
        kind: e.kind,
        message: e.message,
        stack: e.stack,
        url: e.url,
        userAgent: (e.userAgent ?? ctx.userAgent)?.slice(0, 255),
        userId: user.id,
        account: user.account,
        ip: ctx.ip?.slice(0, 64),
        clientTime: e.time,
      });
    }
    await ctx.em.flush();
    ctx.log.info({ count: errors.length }, 'client errors reported');
    return errors.length;
  }

  async page(ctx: RequestContext, req: PageRequest, filter: { message?: string; source?: string } = {}): Promise<Page<ErrorLog>> {
    const where: Record<string, unknown> = { tenantId: ctx.tenantId };
    if (filter.message?.trim()) where.message = { $ilike: likeText(filter.message.trim()) };
    if (filter.source?.trim()) where.source = filter.source.trim();
    const [records, total] = await ctx.em.findAndCount(ErrorLog, where, { orderBy: { createTime: 'desc', id: 'desc' }, limit: req.size, offset: (req.current - 1) * req.size });
    return pageOf(records, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<ErrorLog> {
    const found = await ctx.em.findOne(ErrorLog, { id, tenantId: ctx.tenantId });
    if (!found) throw notFound('日志不存在');
    return found;
  }
}

export const errorLogService = new ErrorLogService();
