import type { FilterQuery } from '@mikro-orm/core';
import { IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { checkVersion } from '../../engine/crud/version.js';
import { notFound } from '../../engine/errors/domain-error.js';
import { inboxService } from '../../engine/inbox/inbox.service.js';
import { RequiredText } from '../../engine/validation/rules.js';
import { blank } from './company-fields.js';
import { EvidenceFileInput } from './entry-application.service.js';
import { MemberFeedback } from './member-change.entity.js';
import { MemberUnit } from './member.entity.js';

/** Portal menu 意见反馈 (send, read one's own) and the staff menu 意见反馈管理 (read all, reply). */
export const CMS_FEEDBACK_CODE = 'cms_feedback';
export const MEMBER_FEEDBACK_CODE = 'member_feedback';
export const FEEDBACK_STATUS = { waiting: 0, replied: 1 } as const;

export const FEEDBACK_MESSAGES = {
  notFound: '反馈不存在',
  titleRequired: '请输入标题',
  contentRequired: '请输入反馈内容',
  replyRequired: '请输入回复内容',
  attachmentsTooMany: '最多上传20个文件，超出请合并成pdf进行上传',
} as const;

@InputType({ description: 'A feedback of the signed-in member to the association.' })
export class MemberFeedbackInput {
  @Field(() => String) @RequiredText(FEEDBACK_MESSAGES.titleRequired, 200) title!: string;
  @Field(() => String) @RequiredText(FEEDBACK_MESSAGES.contentRequired, 5000) content!: string;
  @Field(() => [EvidenceFileInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @ValidateBy(
    { name: 'maxFiles', validator: { validate: (v: unknown) => v == null || (Array.isArray(v) && v.length <= 20) } },
    { message: FEEDBACK_MESSAGES.attachmentsTooMany },
  )
  attachments?: EvidenceFileInput[] | null;
}

@InputType()
export class FeedbackReplyInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String) @RequiredText(FEEDBACK_MESSAGES.replyRequired, 2000) content!: string;
}

@InputType()
export class MemberFeedbackFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) title?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(255) unitName?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) status?: number;
}

class MemberFeedbackService extends CrudService<
  MemberFeedback,
  { id?: string | null; version?: number | null },
  MemberFeedbackFilter
> {
  constructor() {
    super({ entity: MemberFeedback, notFoundMessage: FEEDBACK_MESSAGES.notFound });
  }

  isStaff(ctx: RequestContext): boolean {
    return holdsAny(requireUser(ctx), [MEMBER_FEEDBACK_CODE]);
  }

  override where(filter: MemberFeedbackFilter = {}): FilterQuery<MemberFeedback> {
    const where: Record<string, unknown> = {};
    if (blank(filter.title)) where.title = { $ilike: likeText(filter.title!.trim()) };
    if (blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<MemberFeedback>;
  }

  /** Staff see every feedback; a member only the ones they sent. */
  visibleWhere(ctx: RequestContext, filter?: MemberFeedbackFilter): FilterQuery<MemberFeedback> {
    const where = this.where(filter) as Record<string, unknown>;
    if (!this.isStaff(ctx)) where.createUser = requireUser(ctx).id;
    return where as FilterQuery<MemberFeedback>;
  }

  async readable(ctx: RequestContext, id: string): Promise<MemberFeedback> {
    const row = await this.detail(ctx, id);
    if (this.isStaff(ctx) || row.createUser === requireUser(ctx).id) return row;
    throw notFound(FEEDBACK_MESSAGES.notFound);
  }

  async send(ctx: RequestContext, input: MemberFeedbackInput): Promise<MemberFeedback> {
    const user = requireUser(ctx);
    const unit = await ctx.em.findOne(MemberUnit, { userId: user.id });
    const row = ctx.em.create(MemberFeedback, {
      tenantId: ctx.tenantId,
      createUser: user.id,
      createDept: user.deptId,
      title: input.title.trim(),
      content: input.content.trim(),
      attachments: (input.attachments ?? []).map((f) => ({ name: f.name, url: f.url, size: f.size ?? undefined })),
      unitId: unit?.id,
      unitName: unit?.name,
      senderName: user.realName || user.account,
    });
    await this.flush(ctx);
    return row;
  }

  /** Adds a reply of the association and tells the sender through an in-app message. */
  async reply(ctx: RequestContext, input: FeedbackReplyInput): Promise<MemberFeedback> {
    const user = requireUser(ctx);
    const row = await this.detail(ctx, input.id);
    checkVersion(ctx, row, input.version);
    const content = input.content.trim();
    row.replies = [
      ...row.replies,
      { content, userName: user.realName || user.account, time: new Date().toISOString() },
    ];
    row.status = FEEDBACK_STATUS.replied;
    row.updateUser = user.id;
    if (row.createUser) {
      inboxService.send(ctx, [row.createUser], {
        category: 'feedback_reply',
        title: `意见反馈已回复：${row.title}`,
        content: content.slice(0, 500),
        link: '/cmsPages/feedback',
      });
    }
    await this.flush(ctx);
    return row;
  }
}

export const memberFeedbackService = new MemberFeedbackService();
