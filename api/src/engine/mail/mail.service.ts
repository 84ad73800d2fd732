import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { User } from '../auth/user.entity.js';
import type { Logger } from '../log/logger.js';
import { notificationKind, renderNotification, type MailVars } from './kinds.js';
import { MAIL_STATUS, type MailAttachmentRef, MailMessage, NotificationPreference } from './mail.entity.js';

/** One email as the transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Uint8Array; contentType?: string }[];
}

/** Sends one email (SMTP through nodemailer in the product); answers the server's message id. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId?: string }>;
  close?(): void;
}

/** Produces an attachment when the email is sent (a receipt's PDF ...), from the reference stored with it. */
export type MailAttachmentSource = (
  em: SqlEntityManager,
  tenantId: string,
  ref: string,
) => Promise<{ filename: string; content: Uint8Array; contentType?: string } | undefined>;

const attachmentSources = new Map<string, MailAttachmentSource>();

/** Registers an attachment source (once, when its module loads). */
export function registerMailAttachmentSource(name: string, source: MailAttachmentSource): void {
  attachmentSources.set(name, source);
}

/** Attempts of one email before it is given up. */
export const MAIL_MAX_ATTEMPTS = 5;
/** Emails one run of the job sends at most. */
const BATCH = 50;
/** While one instance sends an email, others leave it alone this long. */
const LEASE_MS = 10 * 60_000;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export interface NotifyOptions {
  attachments?: MailAttachmentRef[];
}

/**
 * The mail engine. `notify` and `sendTo` only add emails to the caller's unit of work (they go out when the change
 * they report is committed); the `mail-outbox` job sends them. Without an SMTP server configured nothing is
 * queued and nothing fails.
 */
export class MailService {
  private transport?: MailTransport;

  /** Set by the app from the configuration (undefined: no email). */
  configure(transport: MailTransport | undefined): void {
    this.transport?.close?.();
    this.transport = transport;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Emails a notification to users of a tenant, each in their language, except to those who turned the kind
   * off or have no email address. Answers how many were queued.
   */
  async notify(
    em: SqlEntityManager,
    tenantId: string,
    userIds: readonly string[],
    kind: string,
    vars: MailVars,
    options: NotifyOptions = {},
  ): Promise<number> {
    if (!this.transport) return 0;
    const ids = [...new Set(userIds.filter(Boolean))];
    if (!ids.length) return 0;
    const declared = notificationKind(kind);
    if (!declared) throw new Error(`notification kind ${kind} is not registered`);
    const [users, preferences] = await Promise.all([
      em.find(User, { id: { $in: ids } }, { fields: ['id', 'email'], filters: false }),
      em.find(NotificationPreference, { userId: { $in: ids } }),
    ]);
    const byUser = new Map(preferences.map((p) => [p.userId, p]));
    let queued = 0;
    for (const user of users) {
      const preference = byUser.get(user.id);
      if (declared.optional && preference?.emailOff.includes(kind)) continue;
      if (!user.email || !EMAIL.test(user.email.trim())) continue;
      this.queue(em, tenantId, user.email.trim(), kind, preference?.language, vars, options, user.id);
      queued++;
    }
    return queued;
  }

  /** Emails a notification to an address that is no user's (a unit's contact), in Chinese unless told. */
  sendTo(
    em: SqlEntityManager,
    tenantId: string,
    address: string | undefined | null,
    kind: string,
    vars: MailVars,
    options: NotifyOptions & { language?: string } = {},
  ): boolean {
    if (!this.transport) return false;
    const to = address?.trim();
    if (!to || !EMAIL.test(to)) return false;
    this.queue(em, tenantId, to, kind, options.language, vars, options);
    return true;
  }

  private queue(
    em: SqlEntityManager,
    tenantId: string,
    to: string,
    kind: string,
    language: string | undefined,
    vars: MailVars,
    options: NotifyOptions,
    userId?: string,
  ): void {
    const mail = renderNotification(kind, language, vars);
    em.create(MailMessage, {
      tenantId,
      userId,
      kind,
      toAddress: to.slice(0, 255),
      subject: mail.subject.slice(0, 255),
      text: mail.text,
      html: mail.html,
      attachments: options.attachments?.length ? options.attachments : undefined,
    });
  }

  /**
   * Sends the emails that are due (the `mail-outbox` job): each is claimed first (so two instances never send one
   * twice), sent with its attachments, and marked sent; a failure is retried later (1, 2, 4, 8 minutes) and given
   * up after MAIL_MAX_ATTEMPTS. Answers how many were sent.
   */
  async deliver(orm: MikroORM, log: Logger): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const em = orm.em.fork() as SqlEntityManager;
    const due = await em.find(
      MailMessage,
      { status: MAIL_STATUS.pending, nextAttemptTime: { $lte: new Date() } },
      { orderBy: { createTime: 'asc' }, limit: BATCH },
    );
    let sent = 0;
    for (const mail of due) {
      const claimed = await em.nativeUpdate(
        MailMessage,
        { id: mail.id, status: MAIL_STATUS.pending, attempts: mail.attempts },
        { attempts: mail.attempts + 1, nextAttemptTime: new Date(Date.now() + LEASE_MS) },
      );
      if (claimed !== 1) continue;
      const attempt = mail.attempts + 1;
      try {
        const attachments = [];
        for (const ref of mail.attachments ?? []) {
          const source = attachmentSources.get(ref.source);
          if (!source) throw new Error(`mail attachment source ${ref.source} is not registered`);
          const scoped = em.fork();
          scoped.setFilterParams(TENANT_FILTER, { tenantId: mail.tenantId });
          const file = await source(scoped, mail.tenantId, ref.ref);
          if (file) attachments.push(file);
        }
        const result = await transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments,
        });
        await em.nativeUpdate(
          MailMessage,
          { id: mail.id },
          {
            status: MAIL_STATUS.sent,
            sentTime: new Date(),
            messageId: result.messageId?.slice(0, 255),
            lastError: null,
          },
        );
        log.info({ mail: mail.id, kind: mail.kind, to: mail.toAddress, attempt }, 'email sent');
        sent++;
      } catch (err) {
        const giveUp = attempt >= MAIL_MAX_ATTEMPTS;
        await em.nativeUpdate(
          MailMessage,
          { id: mail.id },
          {
            status: giveUp ? MAIL_STATUS.failed : MAIL_STATUS.pending,
            nextAttemptTime: new Date(Date.now() + 60_000 * 2 ** (attempt - 1)),
            lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          },
        );
        log.warn({ err, mail: mail.id, kind: mail.kind, to: mail.toAddress, attempt, giveUp }, 'email not sent');
      }
    }
    return sent;
  }
}

export const mailService = new MailService();

/** How often the `mail-outbox` job looks for emails to send (every minute). */
export const MAIL_OUTBOX_CRON = '* * * * *';
