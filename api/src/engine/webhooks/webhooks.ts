import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { ChangeSetType, type MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import type { Logger } from '../log/logger.js';
import { DELIVERY_STATUS, WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';

/**
 * Webhooks: staff register endpoints per event type; a module reports an event with `emit` in the unit of work
 * of the change (so a rolled-back change posts nothing); the `webhook-outbox` job posts each delivery, signed,
 * and retries a failure with growing delays. The engine knows event types only by the keys modules register.
 */

/** An event type a module reports, with what it means (for the screen and the API description). */
export interface WebhookEventType {
  key: string;
  description: string;
}

const eventTypes = new Map<string, WebhookEventType>();

/** Declares an event type (once, when its module loads): lower-case words joined by dots, e.g. payment.confirmed. */
export function registerWebhookEvent(key: string, description: string): void {
  if (!/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/.test(key) || key.length > 64) throw new Error(`webhook event ${key}: a.b`);
  eventTypes.set(key, { key, description });
}

export function webhookEventTypes(): WebhookEventType[] {
  return [...eventTypes.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export function isWebhookEvent(key: string): boolean {
  return eventTypes.has(key);
}

/** Attempts of one delivery before it is given up (about an hour of retries: 1, 2, 4, 8, 16, 32 minutes). */
export const WEBHOOK_MAX_ATTEMPTS = 7;
/** Deliveries one run of the job posts at most. */
const BATCH = 50;
/** While one instance posts a delivery, others leave it alone this long. */
const LEASE_MS = 5 * 60_000;
/** How long a receiver may take to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The headers of a delivery. */
export const WEBHOOK_HEADERS = {
  event: 'x-zhuxie-event',
  delivery: 'x-zhuxie-delivery',
  timestamp: 'x-zhuxie-timestamp',
  signature: 'x-zhuxie-signature',
} as const;

/**
 * The signature of a delivery: `sha256=` and the hex HMAC-SHA256, under the endpoint's secret, of the timestamp
 * (Unix seconds), a dot and the raw body. A receiver recomputes it and refuses old timestamps (replays).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A new signing secret (shown to staff once). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const PRIVATE_V4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];

/**
 * Why a URL cannot receive webhooks (undefined: it can): http or https only, no credentials in it; with
 * `allowPrivate` false, no loopback, private or link-local host written as such.
 */
export function webhookUrlProblem(value: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '请输入有效的 URL 地址';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '仅支持 http 或 https 地址';
  if (url.username || url.password) return '地址中不能包含用户名或密码';
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) === 4 && PRIVATE_V4.some((r) => r.test(host))) ||
    (isIP(host) === 6 && (host === '::1' || /^f[cd]/.test(host) || /^fe80:/.test(host) || host === '::'));
  return local ? '不能推送到本机或内网地址' : undefined;
}

export interface WebhookServiceOptions {
  /** May endpoints be on loopback or private addresses (development, tests, an intranet deployment). */
  allowPrivate: boolean;
  /**
   * Post deliveries as soon as the flush that wrote them has committed, rather than waiting for the outbox job's
   * next minute (which still retries and catches up whatever this misses).
   */
  immediate?: { orm: MikroORM; log: Logger };
}

export class WebhookService {
  private options: WebhookServiceOptions = { allowPrivate: true };

  private nudged = false;
  private running: Promise<unknown> = Promise.resolve();

  configure(options: WebhookServiceOptions): void {
    this.options = options;
    const immediate = options.immediate;
    if (!immediate) return;
    immediate.orm.em.getEventManager().registerSubscriber({
      // After the flush's commit (inside an outer transaction the rows may not be visible yet: the job catches up).
      afterFlush: ({ uow }) => {
        if (uow.getChangeSets().some((cs) => cs.type === ChangeSetType.CREATE && cs.entity instanceof WebhookDelivery))
          this.nudge(immediate.orm, immediate.log);
      },
    });
  }

  /**
   * A delivery was written: post what is due once the current deliveries are done (one run at a time per
   * instance; the claims keep two instances from posting one delivery twice).
   */
  private nudge(orm: MikroORM, log: Logger): void {
    if (this.nudged) return;
    this.nudged = true;
    this.running = this.running.then(async () => {
      this.nudged = false;
      try {
        await this.deliver(orm, log);
      } catch (err) {
        log.warn({ err }, 'immediate webhook delivery failed; the outbox job retries');
      }
    });
  }

  get allowPrivate(): boolean {
    return this.options.allowPrivate;
  }

  /**
   * Reports an event: one delivery per enabled endpoint of the tenant that receives its type, added to the
   * caller's unit of work. Answers how many were queued.
   */
  async emit(em: SqlEntityManager, tenantId: string, event: string, data: Record<string, unknown>): Promise<number> {
    return this.emitAll(em, tenantId, [[event, data]]);
  }

  /** Reports several events of one change (a payment and its receipt), reading the tenant's endpoints once. */
  async emitAll(
    em: SqlEntityManager,
    tenantId: string,
    events: ReadonlyArray<readonly [event: string, data: Record<string, unknown>]>,
  ): Promise<number> {
    for (const [event] of events)
      if (!eventTypes.has(event)) throw new Error(`webhook event ${event} is not registered`);
    const endpoints = await em.find(
      WebhookEndpoint,
      { tenantId, isDeleted: 0, enabled: true },
      { fields: ['id', 'events'], filters: false },
    );
    let queued = 0;
    for (const [event, data] of events) {
      const receiving = endpoints.filter((e) => e.events.includes(event)).map((e) => e.id);
      queued += this.queue(em, tenantId, receiving, event, data).length;
    }
    return queued;
  }

  /** One delivery of a new event to each of the endpoints, in the caller's unit of work (the body: id, type, tenantId, createdAt, data). */
  queue(
    em: SqlEntityManager,
    tenantId: string,
    endpointIds: readonly string[],
    event: string,
    data: Record<string, unknown>,
  ): WebhookDelivery[] {
    if (!endpointIds.length) return [];
    const eventId = uuidv7();
    const body = JSON.stringify({ id: eventId, type: event, tenantId, createdAt: new Date().toISOString(), data });
    return endpointIds.map((endpointId) => em.create(WebhookDelivery, { tenantId, endpointId, eventId, event, body }));
  }

  /**
   * Posts the deliveries that are due (the `webhook-outbox` job): each is claimed first (two instances never post
   * one twice), posted with its signature, and marked delivered on a 2xx answer; anything else is retried after
   * 1, 2, 4 ... minutes and given up after WEBHOOK_MAX_ATTEMPTS. Answers how many were delivered.
   */
  async deliver(orm: MikroORM, log: Logger): Promise<number> {
    const em = orm.em.fork() as SqlEntityManager;
    const due = await em.find(
      WebhookDelivery,
      { status: DELIVERY_STATUS.pending, nextAttemptTime: { $lte: new Date() } },
      { orderBy: { createTime: 'asc' }, limit: BATCH },
    );
    if (!due.length) return 0;
    const endpoints = new Map(
      (
        await em.find(
          WebhookEndpoint,
          { id: { $in: [...new Set(due.map((d) => d.endpointId))] } },
          { fields: ['id', 'url', 'secret', 'isDeleted'], filters: false },
        )
      ).map((e) => [e.id, e]),
    );
    let delivered = 0;
    for (const delivery of due) {
      const claimed = await em.nativeUpdate(
        WebhookDelivery,
        { id: delivery.id, status: DELIVERY_STATUS.pending, attempts: delivery.attempts },
        { attempts: delivery.attempts + 1, nextAttemptTime: new Date(Date.now() + LEASE_MS) },
      );
      if (claimed !== 1) continue;
      const attempt = delivery.attempts + 1;
      const endpoint = endpoints.get(delivery.endpointId);
      if (!endpoint || endpoint.isDeleted) {
        await em.nativeUpdate(
          WebhookDelivery,
          { id: delivery.id },
          { status: DELIVERY_STATUS.failed, lastError: '推送地址已删除' },
        );
        continue;
      }
      const outcome = await post(endpoint.url, endpoint.secret, delivery, this.options.allowPrivate);
      const ok = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
      const giveUp = !ok && attempt >= WEBHOOK_MAX_ATTEMPTS;
      await em.nativeUpdate(
        WebhookDelivery,
        { id: delivery.id },
        {
          status: ok ? DELIVERY_STATUS.delivered : giveUp ? DELIVERY_STATUS.failed : DELIVERY_STATUS.pending,
          nextAttemptTime: new Date(Date.now() + 60_000 * 2 ** (attempt - 1)),
          responseStatus: outcome.status ?? null,
          responseBody: outcome.body ?? null,
          lastError: ok ? null : (outcome.error ?? `HTTP ${outcome.status}`).slice(0, 500),
          durationMs: outcome.ms,
          deliveredTime: ok ? new Date() : null,
        },
      );
      if (ok) delivered++;
      else
        log.warn(
          {
            delivery: delivery.id,
            event: delivery.event,
            endpoint: endpoint.id,
            attempt,
            giveUp,
            error: outcome.error,
          },
          'webhook not delivered',
        );
    }
    return delivered;
  }

  /** A copy of a delivery (same event, same body) queued to go now: staff's re-send. */
  resend(em: SqlEntityManager, original: WebhookDelivery): WebhookDelivery {
    return em.create(WebhookDelivery, {
      tenantId: original.tenantId,
      endpointId: original.endpointId,
      eventId: original.eventId,
      event: original.event,
      body: original.body,
      resentFrom: original.id,
    });
  }
}

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
  ms: number;
}

async function post(url: string, secret: string, delivery: WebhookDelivery, allowPrivate: boolean): Promise<Outcome> {
  const started = Date.now();
  // Checked again when posting: an endpoint saved while private hosts were allowed is not posted to once they are not.
  const problem = webhookUrlProblem(url, allowPrivate);
  if (problem) return { error: problem, ms: 0 };
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Zhuxie-Webhook/1',
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.delivery]: delivery.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, delivery.body),
      },
      body: delivery.body,
    });
    const text = await response.text().catch(() => '');
    return { status: response.status, body: text.slice(0, 1000), ms: Date.now() - started };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
    return {
      error: timedOut ? `超时（${WEBHOOK_TIMEOUT_MS / 1000} 秒）未响应` : (cause ?? (err as Error).message),
      ms: Date.now() - started,
    };
  }
}

export const webhookService = new WebhookService();

/** How often the `webhook-outbox` job looks for deliveries to post (every minute). */
export const WEBHOOK_OUTBOX_CRON = '* * * * *';
