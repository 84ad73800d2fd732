import { hostname } from 'node:os';
import type { MikroORM, RequiredEntityData } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import type { CurrentUser } from '../access/current-user.js';
import type { RequestContext } from '../context.js';
import type { Logger } from '../log/logger.js';
import { ApiLog } from './api-log.entity.js';
import { ErrorLog } from './error-log.entity.js';
import { clip, paramsText } from './redact.js';
import { retentionCutoff } from './retention.js';
import { RateLimitRow } from '../limits/rate-limit.entity.js';
import { UsualLog } from './usual-log.entity.js';

declare module '../context.js' {
  interface AppServices {
    /** The audit engine (API, usual and error logs); absent in service-level tests. */
    audit?: AuditService;
  }
}

/** Who made a request and how: what every log row records about its origin. */
export interface RequestOrigin {
  tenantId?: string;
  user?: Pick<CurrentUser, 'id' | 'account'>;
  ip?: string;
  userAgent?: string;
  requestId?: string;
  method: string;
  /** Path of the request (no query string). */
  uri: string;
}

export interface ApiCall extends RequestOrigin {
  title: string;
  params?: unknown;
  /** ok, or the error code the caller got. */
  result: string;
  durationMs: number;
}

export interface UsualEntry {
  /** A stable event name: registration_approve, role_grant ... */
  logId: string;
  logLevel?: 'info' | 'warn' | 'error';
  /** A sentence, or details (JSON, secrets redacted). */
  logData: unknown;
}

export interface AuditSettings {
  /** Rows older than this many days are removed by the scheduled cleanup (the `log-retention` job). */
  retentionDays: number;
}

type Entry =
  | { kind: 'api'; row: RequiredEntityData<ApiLog> }
  | { kind: 'usual'; row: RequiredEntityData<UsualLog> }
  | { kind: 'error'; row: RequiredEntityData<ErrorLog> };

/** `/graphql` -> graphql; `/api/blade-system/post/submit` -> blade-system. */
export function serviceOf(uri: string): string {
  if (uri.startsWith('/graphql')) return 'graphql';
  const match = /^\/api\/([^/?]+)/.exec(uri);
  return match ? match[1]!.slice(0, 64) : 'api';
}

/** The origin of a service call, from its request context (method and path when the request set them). */
export function originOf(ctx: RequestContext): RequestOrigin {
  return {
    tenantId: ctx.tenantId,
    user: ctx.user,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    requestId: ctx.requestId,
    method: ctx.request?.method ?? '',
    uri: ctx.request?.uri ?? '',
  };
}

/** Cron expression of the log cleanup: every 6 hours, at 23 minutes past (UTC). */
export const LOG_RETENTION_CRON = '23 */6 * * *';

/**
 * The audit engine: API log (calls that change data), usual log (business events) and server errors. Each entry is
 * written through at once, one INSERT of one row, nothing held in memory that a dying instance could take with it;
 * GraphQL awaits its request's rows before the response is sent (see record.ts). A failing write is logged and
 * never reaches the request. The scheduled `log-retention` job (engine/jobs) calls `cleanup()`.
 */
export class AuditService {
  readonly host = hostname().slice(0, 255);
  /** Inserts started and not finished yet (flush and close wait for them). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
    private readonly settings: AuditSettings,
  ) {}

  /** Records a call that changed data; the promise settles when the row is written (it never rejects). */
  api(call: ApiCall): Promise<void> {
    return this.record(() => ({
      kind: 'api',
      row: {
        ...this.originRow(call),
        title: clip(call.title, 255) ?? '',
        params: paramsText(call.params),
        result: clip(call.result, 64) ?? 'ok',
        duration: Math.max(0, Math.round(call.durationMs)),
      },
    }));
  }

  /** Records a business event of the request (after the change it describes succeeded). */
  usual(ctx: RequestContext, entry: UsualEntry): Promise<void> {
    return this.record(() => {
      const origin = originOf(ctx);
      const data = typeof entry.logData === 'string' ? entry.logData : (paramsText(entry.logData) ?? '');
      return {
        kind: 'usual',
        row: {
          ...this.originRow(origin),
          method: clip(origin.method, 10) || undefined,
          requestUri: clip(origin.uri, 1000) || undefined,
          logLevel: entry.logLevel ?? 'info',
          logId: clip(entry.logId, 100) ?? '',
          logData: data,
        },
      };
    });
  }

  /** Records an unexpected server error (the one the caller saw masked as 服务器内部错误). */
  serverError(origin: RequestOrigin, error: unknown): Promise<void> {
    return this.record(() => {
      const e = error instanceof Error ? error : new Error(String(error));
      const row = this.originRow(origin);
      return {
        kind: 'error',
        row: {
          id: row.id,
          tenantId: row.tenantId,
          source: 'server',
          kind: clip(e.name || 'Error', 32) ?? 'Error',
          message: clip(e.message || String(error), 2000) ?? '',
          stack: clip(e.stack, 16_000),
          url: clip(origin.uri, 1000),
          method: clip(origin.method, 10),
          requestId: row.requestId,
          serverHost: this.host,
          userAgent: row.userAgent,
          userId: row.userId,
          account: row.createBy,
          ip: row.remoteIp,
          createTime: row.createTime,
        },
      };
    });
  }

  /** Builds an entry and writes it now; recording never throws into the request. */
  private record(build: () => Entry): Promise<void> {
    let entry: Entry;
    try {
      entry = build();
    } catch (err) {
      this.log.error({ err }, 'audit entry not recorded');
      return Promise.resolve();
    }
    const write = this.write(entry).catch((err: unknown) =>
      this.log.error({ err, lost: entry.kind }, 'audit log write failed'),
    );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
    return write;
  }

  /** Waits for the writes started so far on this instance (log screens call it, so they show the latest entries). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Removes API, usual and error log rows older than the retention; answers how many were removed. */
  async cleanup(now = new Date()): Promise<number> {
    const cutoff = retentionCutoff(now, this.settings.retentionDays);
    const em = this.orm.em.fork();
    let removed = 0;
    removed += await em.nativeDelete(ApiLog, { createTime: { $lt: cutoff } });
    removed += await em.nativeDelete(UsualLog, { createTime: { $lt: cutoff } });
    removed += await em.nativeDelete(ErrorLog, { createTime: { $lt: cutoff } });
    // Rate-limit counters whose window ended over an hour ago.
    await em.nativeDelete(RateLimitRow, { expire: { $lt: String(now.getTime() - 3_600_000) } });
    if (removed > 0) this.log.info({ removed, cutoff }, 'old log rows removed');
    return removed;
  }

  /** Waits for the writes in flight (before the database closes; no request starts new ones then). */
  async close(): Promise<void> {
    while (this.pending.size) await this.flush();
  }

  private originRow(origin: RequestOrigin) {
    return {
      id: uuidv7(),
      tenantId: clip(origin.tenantId, 12) || DEFAULT_TENANT_ID,
      serviceId: serviceOf(origin.uri),
      serverHost: this.host,
      method: clip(origin.method, 10) ?? '',
      requestUri: clip(origin.uri, 1000) ?? '',
      userId: origin.user?.id,
      createBy: clip(origin.user?.account, 64),
      remoteIp: clip(origin.ip, 64),
      userAgent: clip(origin.userAgent, 255),
      requestId: clip(origin.requestId, 64),
      createTime: new Date(),
    };
  }

  /** One INSERT of one row, outside any transaction of the request (a rolled-back change still leaves its API row). */
  private async write(entry: Entry): Promise<void> {
    // Never inside the request's own transaction (a fork resolved from context could inherit it).
    const em = this.orm.em.fork({ disableContextResolution: true });
    if (entry.kind === 'api') await em.insert(ApiLog, entry.row);
    else if (entry.kind === 'usual') await em.insert(UsualLog, entry.row);
    else await em.insert(ErrorLog, entry.row);
  }
}

/** Records a business event in the usual log: `usual(ctx, { logId: 'role_grant', logData: '…' })`. No-op without an audit engine. */
export function usual(ctx: RequestContext, entry: UsualEntry): void {
  void ctx.services.audit?.usual(ctx, entry);
}
