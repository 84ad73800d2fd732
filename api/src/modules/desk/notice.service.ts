import { type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { requireUser } from '../../engine/access/permissions.js';
import { User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { findPage } from '../../engine/crud/find-page.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { RequiredText } from '../../engine/validation/rules.js';
import { Dict } from '../../engine/dict/dict.entity.js';
import { NOTICE_CATEGORY_DICTIONARY, NOTICE_STATUS, Notice, NoticeRead } from './notice.entity.js';

export const NOTICE_MESSAGES = {
  notFound: '通知不存在',
  titleRequired: '请输入通知标题',
  categoryRequired: '请选择通知类型',
  categoryUnknown: '通知类型不存在',
  contentRequired: '请输入通知内容',
  publishedEdit: '已发布的通知不能修改',
  alreadyPublished: '通知已发布',
} as const;

export const NOTICE_CONTENT_MAX = 20000;

@InputType({ description: 'A notice draft: created without id, updated (drafts only) with id and version.' })
export class NoticeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String, { description: 'Title of the notice (up to 255 characters).' })
  @RequiredText(NOTICE_MESSAGES.titleRequired, 255)
  title!: string;
  @Field(() => String, { description: 'A dictKey of the system dictionary `notice`.' })
  @RequiredText(NOTICE_MESSAGES.categoryRequired, 64)
  category!: string;
  @Field(() => String) @RequiredText(NOTICE_MESSAGES.contentRequired, NOTICE_CONTENT_MAX) content!: string;
}

@InputType()
export class NoticeFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only notices whose title contains this text.' })
  @IsOptional()
  @IsString()
  title?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() category?: string;
  @Field(() => Int, { nullable: true, description: '0 draft, 1 published.' })
  @IsOptional()
  @IsIn([0, 1])
  status?: number;
}

@InputType({ description: 'Names a notice.' })
export class NoticeIdInput {
  @Field(() => ID) @IsString() id!: string;
}

@InputType({ description: 'Notices the signed-in user has read.' })
export class MarkNoticeReadInput {
  @Field(() => [ID], { description: 'Ids of the notices read.' }) @IsString({ each: true }) ids!: string[];
}

@ObjectType({ description: 'A published notice as its reader sees it.' })
export class MyNotice {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Title of the notice.' }) title!: string;
  @Field(() => String, { description: 'A dictKey of the system dictionary `notice`.' }) category!: string;
  @Field(() => String, { description: 'Plain text (line breaks kept).' }) content!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the notice was published.' }) releaseTime!: Date;
  @Field(() => Boolean, { description: 'Has the signed-in user read it?' }) read!: boolean;
}

@ObjectType({
  description: "The signed-in user's latest published notices and how many of all published ones are unread.",
})
export class NoticeInbox {
  @Field(() => [MyNotice], { description: 'The notices, newest first.' }) records!: MyNotice[];
  @Field(() => Int, { description: 'Published notices of the tenant.' }) total!: number;
  @Field(() => Int, { description: 'Notices the signed-in user has not read.' }) unread!: number;
}

@ObjectType({ description: 'Who has read a notice, and when.' })
export class NoticeReader {
  @Field(() => ID, { description: 'Id of the reader.' }) userId!: string;
  @Field(() => String, { nullable: true, description: "The reader's account." }) account?: string;
  @Field(() => String, { nullable: true }) realName?: string;
  @Field(() => GraphQLISODateTime, { description: 'When the reader first read the notice.' }) readTime!: Date;
}

/**
 * Notices of a tenant. Drafts are edited freely; publishing sets the release time and freezes the notice (a
 * published notice is removed, not rewritten, so what readers saw stays what was published). Every signed-in
 * user reads the published notices of the own tenant and leaves one read receipt per notice.
 */
class NoticeService extends CrudService<Notice, NoticeInput, NoticeFilter> {
  constructor() {
    super({
      entity: Notice,
      notFoundMessage: NOTICE_MESSAGES.notFound,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: NoticeFilter = {}): FilterQuery<Notice> {
    const where: Record<string, unknown> = {};
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.category?.trim()) where.category = filter.category.trim();
    if (filter.status !== undefined && filter.status !== null) where.status = filter.status;
    if (filter.createTimeFrom || filter.createTimeTo)
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    return where as FilterQuery<Notice>;
  }

  protected override async validate(ctx: RequestContext, input: NoticeInput, existing?: Notice): Promise<void> {
    if (existing?.status === NOTICE_STATUS.published) throw badInput(NOTICE_MESSAGES.publishedEdit);
    const known = await ctx.em.count(Dict, {
      code: NOTICE_CATEGORY_DICTIONARY,
      dictKey: input.category.trim(),
      parentId: { $ne: null },
    });
    if (!known)
      throw badInput(NOTICE_MESSAGES.categoryUnknown, [
        { field: 'category', message: NOTICE_MESSAGES.categoryUnknown },
      ]);
  }

  protected override assign(entity: Notice, input: NoticeInput): void {
    entity.title = input.title.trim();
    entity.category = input.category.trim();
    entity.content = input.content.replace(/\r\n?/g, '\n').trim();
  }

  async publish(ctx: RequestContext, id: string): Promise<Notice> {
    const notice = await this.detail(ctx, id);
    if (notice.status === NOTICE_STATUS.published) throw badInput(NOTICE_MESSAGES.alreadyPublished);
    notice.status = NOTICE_STATUS.published;
    notice.releaseTime = new Date();
    notice.updateUser = ctx.userId;
    await this.flush(ctx);
    return notice;
  }

  /** The latest published notices of the own tenant (newest first). */
  async latest(ctx: RequestContext, limit: number): Promise<Notice[]> {
    return ctx.em.find(
      Notice,
      { status: NOTICE_STATUS.published },
      { orderBy: [{ releaseTime: 'desc' }, { id: 'desc' }], limit },
    );
  }

  /** The signed-in user's inbox: the latest `limit` published notices with their read flag, and the unread count. */
  async inbox(ctx: RequestContext, limit: number): Promise<NoticeInbox> {
    const user = requireUser(ctx);
    const size = Math.min(Math.max(1, Math.trunc(limit) || 10), 50);
    const [latest, total] = await findPage(
      ctx.em,
      Notice,
      { status: NOTICE_STATUS.published },
      { orderBy: [{ releaseTime: 'desc' }, { id: 'desc' }], limit: size },
    );
    // The unread count of all published notices and which of the latest are read, in one statement.
    const [counts] = await ctx.em.execute<{ unread: number | string; read: string[] | string | null }[]>(
      `select count(*) filter (where r.id is null) as unread,
         json_agg(n.id) filter (where r.id is not null and n.id = any(string_to_array(?, ','))) as read
       from blade_notice n left join blade_notice_read r on r.notice_id = n.id and r.user_id = ?
       where n.tenant_id = ? and n.is_deleted = 0 and n.status = ?`,
      [latest.map((n) => n.id).join(','), user.id, ctx.tenantId, NOTICE_STATUS.published],
    );
    const readIds: string[] =
      typeof counts?.read === 'string' ? (JSON.parse(counts.read) as string[]) : (counts?.read ?? []);
    const read = new Set(readIds);
    return {
      records: latest.map((n) => ({
        id: n.id,
        title: n.title,
        category: n.category,
        content: n.content,
        releaseTime: n.releaseTime!,
        read: read.has(n.id),
      })),
      total,
      unread: Number(counts?.unread ?? 0),
    };
  }

  /** Leaves the user's read receipt on published notices of the own tenant; answers how many were newly read. */
  async markRead(ctx: RequestContext, ids: string[]): Promise<number> {
    const user = requireUser(ctx);
    const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
    if (!wanted.length) throw badInput('请选择至少一条数据');
    const notices = await ctx.em.find(
      Notice,
      { id: { $in: wanted }, status: NOTICE_STATUS.published },
      { fields: ['id'] },
    );
    if (!notices.length) throw badInput(NOTICE_MESSAGES.notFound);
    const already = new Set(
      (await ctx.em.find(NoticeRead, { userId: user.id, noticeId: { $in: notices.map((n) => n.id) } })).map(
        (r) => r.noticeId,
      ),
    );
    const fresh = notices.filter((n) => !already.has(n.id));
    let marked = 0;
    for (const n of fresh) {
      ctx.em.create(NoticeRead, { tenantId: ctx.tenantId, noticeId: n.id, userId: user.id });
      try {
        await ctx.em.flush();
        marked++;
      } catch (e) {
        // Another request of the same user read it at the same moment: the receipt exists, as was asked.
        ctx.em.clear();
        if (!(e instanceof UniqueConstraintViolationException)) throw e;
      }
    }
    return marked;
  }

  /** Who has read a notice of the own tenant, earliest first. */
  async readers(ctx: RequestContext, id: string): Promise<NoticeReader[]> {
    const notice = await this.detail(ctx, id);
    const reads = await ctx.em.find(NoticeRead, { noticeId: notice.id }, { orderBy: { readTime: 'asc', id: 'asc' } });
    const users = reads.length ? await ctx.em.find(User, { id: { $in: reads.map((r) => r.userId) } }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return reads.map((r) => ({
      userId: r.userId,
      account: byId.get(r.userId)?.account,
      realName: byId.get(r.userId)?.realName,
      readTime: r.readTime,
    }));
  }
}

export const noticeService = new NoticeService();
