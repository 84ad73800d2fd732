import type { SqlEntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../context.js';
import { requireUser } from '../access/permissions.js';
import { badInput } from '../errors/domain-error.js';
import { type MessageCategory, UserMessage } from './message.entity.js';

export interface OutgoingMessage {
  category: MessageCategory;
  title: string;
  content?: string;
  link?: string;
}

/** The most messages one inbox call lists. */
export const INBOX_MAX = 50;

/**
 * Personal in-app messages. `send` only persists the messages in the caller's unit of work, so a message goes
 * out exactly when the change it reports is committed (the flow engine sends inside its transition).
 */
export class InboxService {
  send(ctx: RequestContext, userIds: readonly string[], message: OutgoingMessage): number {
    return this.sendIn(ctx.em, ctx.tenantId, userIds, message, ctx.userId);
  }

  /** The same outside a request (scheduled work): into `em`'s unit of work, for users of `tenantId`. */
  sendIn(
    em: SqlEntityManager,
    tenantId: string,
    userIds: readonly string[],
    message: OutgoingMessage,
    createUser?: string,
  ): number {
    const to = [...new Set(userIds.filter(Boolean))];
    for (const userId of to) {
      em.create(UserMessage, {
        tenantId,
        createUser,
        userId,
        category: message.category,
        title: message.title.slice(0, 255),
        content: message.content?.slice(0, 500),
        link: message.link,
      });
    }
    return to.length;
  }

  /** The signed-in user's latest messages (newest first) and how many of all are unread. */
  async inbox(ctx: RequestContext, limit: number): Promise<{ records: UserMessage[]; unread: number }> {
    const user = requireUser(ctx);
    const size = Math.min(Math.max(1, Math.trunc(limit) || 10), INBOX_MAX);
    const [records, unread] = await Promise.all([
      ctx.em.find(UserMessage, { userId: user.id }, { orderBy: [{ createTime: 'desc' }, { id: 'desc' }], limit: size }),
      ctx.em.count(UserMessage, { userId: user.id, readTime: null }),
    ]);
    return { records, unread };
  }

  /** Marks the user's own messages read (the given ones, or all); answers how many were newly read. */
  async markRead(ctx: RequestContext, input: { ids?: string[] | null; all?: boolean | null }): Promise<number> {
    const user = requireUser(ctx);
    const ids = [...new Set((input.ids ?? []).map((id) => id.trim()).filter(Boolean))];
    if (!input.all && ids.length === 0) throw badInput('请选择至少一条数据');
    const where: Record<string, unknown> = { userId: user.id, readTime: null };
    if (!input.all) where.id = { $in: ids };
    return ctx.em.nativeUpdate(UserMessage, where, { readTime: new Date() });
  }
}

export const inboxService = new InboxService();
