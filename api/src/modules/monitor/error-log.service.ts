import { ErrorLog } from '../../engine/audit/error-log.entity.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import type { Page, PageRequest } from '../../engine/crud/paging.js';
import { type LogFilter, LogReader } from './log-reader.js';

export interface ClientError {
  kind: string;
  message: string;
  stack?: string;
  url?: string;
  time?: Date;
  userAgent?: string;
}

/** Filters of the error log list. */
export interface ErrorLogQuery extends LogFilter {
  message?: string;
  source?: string;
  requestUri?: string;
  createBy?: string;
  requestId?: string;
}

const errorLogReader = new LogReader<ErrorLog, ErrorLogQuery>(
  ErrorLog,
  { message: 'message', requestUri: 'url', createBy: 'account' },
  { source: 'source', requestId: 'requestId' },
);

/** The server's error log: browsers upload their local error logs here, the audit engine adds server errors; administrators read it. */
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

  async page(ctx: RequestContext, req: PageRequest, filter: ErrorLogQuery = {}): Promise<Page<ErrorLog>> {
    return errorLogReader.page(ctx, req, filter);
  }

  async detail(ctx: RequestContext, id: string): Promise<ErrorLog> {
    return errorLogReader.detail(ctx, id);
  }
}

export const errorLogService = new ErrorLogService();
