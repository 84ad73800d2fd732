import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { v7 as uuidv7 } from 'uuid';

/** Where an outgoing email is: 0 waiting (or waiting for a retry), 1 sent, 2 given up. */
export const MAIL_STATUS = { pending: 0, sent: 1, failed: 2 } as const;

/** An attachment produced when the email is sent, by a source a module registered (see attachments.ts). */
export interface MailAttachmentRef {
  source: string;
  ref: string;
}

/**
 * An outgoing email (发信记录): written in the unit of work of the change it reports, sent afterwards by the
 * `mail-outbox` job (so a slow SMTP server never delays a request), retried on failure, and kept as the log of
 * what was sent to whom and when.
 */
@Entity({ tableName: 'mail_message' })
@Index({ properties: ['status', 'nextAttemptTime'] })
@Index({ properties: ['tenantId', 'kind', 'createTime'] })
export class MailMessage {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  /** The user it is for, when it is a user's notification (a unit's contact address has none). */
  @Property({ type: 'string', length: 36, nullable: true })
  userId?: string;

  /** The notification kind (flow_task, receipt_issued ...). */
  @Property({ type: 'string', length: 64 })
  kind!: string;

  @Property({ type: 'string', length: 255 })
  toAddress!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html?: string;

  @Property({ type: 'json', nullable: true })
  attachments?: MailAttachmentRef[];

  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = MAIL_STATUS.pending;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** When the job may (next) try it. */
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  nextAttemptTime: Date & Opt = new Date();

  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string;

  /** The SMTP server's message id. */
  @Property({ type: 'string', length: 255, nullable: true })
  messageId?: string;

  @Property({ type: 'datetime', nullable: true })
  sentTime?: Date;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}

/**
 * A user's choice of which notifications reach them by email, and in which language the emails are written.
 * No row: every kind, in Chinese.
 */
@Entity({ tableName: 'notification_preference' })
@Unique({ properties: ['userId'] })
export class NotificationPreference {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 36 })
  userId!: string;

  /** zh-CN or en. */
  @Property({ type: 'string', length: 8, default: 'zh-CN' })
  language: string & Opt = 'zh-CN';

  /** Notification kinds the user does not want by email. */
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  emailOff: string[] & Opt = [];

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp', onUpdate: () => new Date() })
  updateTime: Date & Opt = new Date();
}
