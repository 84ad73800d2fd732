import type { MikroORM } from '@mikro-orm/core';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors/domain-error.js';

/**
 * Limits of the public (anonymous) operations and credential checks: `points` attempts per `duration` seconds
 * per key; `block` seconds of refusal once exceeded (default: until the window ends).
 */
export const RATE_LIMITS = {
  /** Sign-in attempts per address (hard block). */
  loginIp: { points: 30, duration: 15 * 60 },
  /** Failed sign-ins per account (any address): past this a captcha is asked for, the owner is never locked out. */
  loginAccount: { points: 5, duration: 15 * 60 },
  refreshIp: { points: 60, duration: 60 },
  /** Invoice access (credit code + mobile) per address and per credit code. */
  invoiceIp: { points: 10, duration: 15 * 60 },
  invoiceUnit: { points: 20, duration: 60 * 60 },
  registerIp: { points: 5, duration: 60 * 60 },
  eventRegisterIp: { points: 20, duration: 60 * 60 },
  /** Answers through a questionnaire's open link per address. */
  questionnaireAnswerIp: { points: 20, duration: 60 * 60 },
  /** Openings of a questionnaire's open link (the page, without sign-in) per address. */
  questionnaireOpenIp: { points: 60, duration: 60 },
  articleReadIp: { points: 120, duration: 60 },
  /** The open course catalogue and course pages per address. */
  courseReadIp: { points: 120, duration: 60 },
  /** Open verification of certificates and receipts (the code of their QR code) per address. */
  verifyIp: { points: 30, duration: 60 },
  captchaIp: { points: 30, duration: 60 },
  /** Old-password checks of a signed-in user (password change). */
  passwordCheckUser: { points: 10, duration: 15 * 60 },
  /** The messaging app's binding: callbacks and bind attempts per address. */
  weixinIp: { points: 30, duration: 15 * 60 },
  /** A messaging-app authorization state is used once (its nonce). */
  weixinState: { points: 1, duration: 15 * 60 },
  /** SMS codes of the messaging-app binding: sent per address and per account, checked per code, used once. */
  weixinSmsIp: { points: 5, duration: 60 * 60 },
  weixinSmsAccount: { points: 3, duration: 15 * 60 },
  weixinSmsCheck: { points: 5, duration: 10 * 60 },
  weixinSmsUse: { points: 1, duration: 10 * 60 },
  /** Calls of a client's service tokens per minute: the client's own limit applies (consumeWithin); this caps it. */
  clientMinute: { points: 1_000_000, duration: 60 },
  /** A captcha answer is used once: the second use of one key is refused. */
  captchaUse: { points: 1, duration: 10 * 60 },
  /** Objections to a public notice of award results per address. */
  objectionIp: { points: 10, duration: 60 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type LimitName = keyof typeof RATE_LIMITS;

/** When to retry, in Chinese: 请N秒后再试 / 请N分钟后再试. */
export function retryMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `操作过于频繁，请${seconds}秒后再试` : `操作过于频繁，请${Math.ceil(seconds / 60)}分钟后再试`;
}

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super('RATE_LIMITED', retryMessage(retryAfterMs));
  }
}

/** Statements of rate-limiter-flexible run through the ORM's connection (PostgreSQL pool or the PGlite session). */
function storeClient(orm: MikroORM) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const values: unknown[] = [];
      const sql = q.text.replace(/\$(\d+)/g, (_, n: string) => {
        values.push(q.values?.[Number(n) - 1]);
        return '?';
      });
      const rows = await orm.em.getConnection().execute<Record<string, unknown>[]>(sql, values, 'all');
      const mapped = rows.map((r: Record<string, unknown>) => ({
        ...r,
        points: Number(r.points),
        expire: r.expire === null ? null : Number(r.expire),
      }));
      return { rows: mapped, rowCount: mapped.length };
    },
  };
}

/** The rate limits, with counters in PostgreSQL (table rate_limit): they hold across instances and restarts. */
export class RateLimits {
  private readonly limiters = new Map<LimitName, RateLimiterPostgres>();

  constructor(private readonly orm: MikroORM) {
    const client = storeClient(orm);
    for (const [name, limit] of Object.entries(RATE_LIMITS) as [LimitName, { points: number; duration: number }][]) {
      this.limiters.set(
        name,
        new RateLimiterPostgres({
          storeClient: client,
          storeType: 'client',
          tableName: 'rate_limit',
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points: limit.points,
          duration: limit.duration,
        }),
      );
    }
  }

  private limiter(name: LimitName): RateLimiterPostgres {
    return this.limiters.get(name)!;
  }

  /** Counts one attempt (atomically); refuses with RATE_LIMITED (HTTP 429) when the limit is exceeded. */
  async consume(name: LimitName, key: string, points = 1): Promise<void> {
    try {
      await this.limiter(name).consume(key.slice(0, 200), points);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new RateLimitedError(e.msBeforeNext);
      throw e;
    }
  }

  /** Counts one call against a limit of `max` per window set per key (a client's own rate); 429 past it. */
  async consumeWithin(name: LimitName, key: string, max: number): Promise<void> {
    let res: RateLimiterRes;
    try {
      res = await this.limiter(name).consume(key.slice(0, 200), 1);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new RateLimitedError(e.msBeforeNext);
      throw e;
    }
    if (res.consumedPoints > max) throw new RateLimitedError(res.msBeforeNext);
  }

  /** Counts one attempt; answers false (instead of refusing) when it is over the limit. */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.limiter(name).consume(key.slice(0, 200), 1);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }

  /** Points used in the current window of a key. */
  async used(name: LimitName, key: string): Promise<number> {
    const res = await this.limiter(name).get(key.slice(0, 200));
    return res?.consumedPoints ?? 0;
  }

  /** Gives attempts back (a sign-in that succeeded). */
  async reward(name: LimitName, key: string, points = 1): Promise<void> {
    await this.limiter(name).reward(key.slice(0, 200), points);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key.slice(0, 200));
  }
}
