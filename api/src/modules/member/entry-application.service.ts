import { assignCompany, blank } from './company-fields.js';
import type { FilterQuery } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { badInput, DomainError, notFound } from '../../engine/errors/domain-error.js';
import { FlowLog } from '../../engine/flow/flow.entities.js';
import { registerFlowHooks } from '../../engine/flow/flow-hooks.js';
import { FLOW_ADMIN_CODE, flowService } from '../../engine/flow/flow.service.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { normalizeUscc } from '@zhuxie/domain/rules/uscc';

import { EntryApplication, type EvidenceFile, MEMBER_STATUS } from './member.entity.js';
import { checkLevelAndPosts, CompanyFieldsInput, memberUnitService } from './member.service.js';

export const ENTRY_BUSINESS_TYPE = 'entry_application';
/** Menu `member_join` (入会申请, staff): every application of the tenant. */
export const MEMBER_JOIN_CODE = 'member_join';
/** Menu `cms_join` (member portal 入会申请): one's own application. */
export const CMS_JOIN_CODE = 'cms_join';

export const ENTRY_MESSAGES = {
  notFound: '入会申请不存在',
  notOwn: '只能修改自己的入会申请',
  notEditable: '审核中或已通过的申请不能修改',
  alreadyMember: '该单位已是会员单位',
  pendingElsewhere: '该统一社会信用代码已有审核中的入会申请',
  attachmentsTooMany: '最多上传20个文件，超出请合并成pdf进行上传',
} as const;

/** Editable while not under review and not finished: pending, rejected or withdrawn. */
export const ENTRY_EDITABLE: number[] = [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];

const isFileList = (v: unknown) =>
  Array.isArray(v) &&
  v.every(
    (f) =>
      f &&
      typeof f === 'object' &&
      typeof (f as EvidenceFile).name === 'string' &&
      typeof (f as EvidenceFile).url === 'string' &&
      (f as EvidenceFile).url.length <= 2000,
  );

@InputType()
export class EvidenceFileInput {
  @Field(() => String) @IsString() @MaxLength(255) name!: string;
  @Field(() => String) @IsString() @MaxLength(2000) url!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() size?: number | null;
}

@InputType({
  description: 'A join application draft: created without id, updated (own, editable) with id and version.',
})
export class EntryApplicationInput extends CompanyFieldsInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => [EvidenceFileInput], { nullable: true, description: 'Evidence attachments (up to 20).' })
  @IsOptional()
  @ValidateBy(
    {
      name: 'files',
      validator: { validate: (v: unknown) => v == null || (isFileList(v) && (v as unknown[]).length <= 20) },
    },
    { message: ENTRY_MESSAGES.attachmentsTooMany },
  )
  attachments?: EvidenceFileInput[] | null;
  @Field(() => Boolean, { nullable: true, description: '保存并送审: also submit into the flow.' })
  @IsOptional()
  andSubmit?: boolean;
}

@InputType()
export class EntryApplicationFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() creditCode?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2, 3, 4, 5]) flowStatus?: number;
}

class EntryApplicationService extends CrudService<EntryApplication, EntryApplicationInput, EntryApplicationFilter> {
  constructor() {
    super({ entity: EntryApplication, notFoundMessage: ENTRY_MESSAGES.notFound });
  }

  /** Staff (member_join or flow administrators) see every application; others only their own. */
  isStaff(ctx: RequestContext): boolean {
    return holdsAny(requireUser(ctx), [MEMBER_JOIN_CODE, FLOW_ADMIN_CODE]);
  }

  override where(filter: EntryApplicationFilter = {}): FilterQuery<EntryApplication> {
    const where: Record<string, unknown> = {};
    if (blank(filter.name)) where.name = { $ilike: likeText(filter.name!.trim()) };
    if (blank(filter.creditCode)) where.creditCode = { $ilike: likeText(filter.creditCode!.trim().toUpperCase()) };
    if (filter.flowStatus != null) where.flowStatus = filter.flowStatus;
    return where as FilterQuery<EntryApplication>;
  }

  /** The list a user may see: everything for staff, their own otherwise. */
  visibleWhere(ctx: RequestContext, filter?: EntryApplicationFilter): FilterQuery<EntryApplication> {
    const where = this.where(filter) as Record<string, unknown>;
    if (!this.isStaff(ctx)) where.createUser = requireUser(ctx).id;
    return where as FilterQuery<EntryApplication>;
  }

  /** The signed-in user's latest application, if any. */
  async mine(ctx: RequestContext): Promise<EntryApplication | null> {
    const user = requireUser(ctx);
    return ctx.em.findOne(EntryApplication, { createUser: user.id }, { orderBy: { createTime: 'desc', id: 'desc' } });
  }

  /** An application the user may read: their own, staff, or one they approve or approved. */
  async readable(ctx: RequestContext, id: string): Promise<EntryApplication> {
    const user = requireUser(ctx);
    const app = await this.detail(ctx, id);
    if (app.createUser === user.id || this.isStaff(ctx)) return app;
    const instance = await flowService.instanceOf(ctx, ENTRY_BUSINESS_TYPE, id);
    if (
      instance &&
      (flowService.actorsOf(instance, user).length > 0 ||
        (await ctx.em.count(FlowLog, { instanceId: instance.id, createUser: user.id })) > 0)
    )
      return app;
    throw notFound(ENTRY_MESSAGES.notFound);
  }

  protected override async validate(
    ctx: RequestContext,
    input: EntryApplicationInput,
    existing?: EntryApplication,
  ): Promise<void> {
    if (existing) {
      if (existing.createUser !== ctx.userId) throw new DomainError('FORBIDDEN', ENTRY_MESSAGES.notOwn);
      if (!ENTRY_EDITABLE.includes(existing.flowStatus)) throw badInput(ENTRY_MESSAGES.notEditable);
    }
    await checkLevelAndPosts(ctx, input.memberLevel);
    const creditCode = normalizeUscc(input.creditCode);
    const unit = await memberUnitService.byCreditCode(ctx, creditCode);
    if (unit && unit.status === MEMBER_STATUS.active)
      throw badInput(ENTRY_MESSAGES.alreadyMember, [{ field: 'creditCode', message: ENTRY_MESSAGES.alreadyMember }]);
    const reviewing = await ctx.em.count(EntryApplication, {
      creditCode,
      flowStatus: FLOW_STATUS.reviewing,
      ...(existing ? { id: { $ne: existing.id } } : {}),
    });
    if (reviewing)
      throw badInput(ENTRY_MESSAGES.pendingElsewhere, [
        { field: 'creditCode', message: ENTRY_MESSAGES.pendingElsewhere },
      ]);
  }

  protected override assign(entity: EntryApplication, input: EntryApplicationInput): void {
    assignCompany(entity, input);
    if (input.attachments)
      entity.attachments = input.attachments.map((f) => ({ name: f.name, url: f.url, size: f.size ?? undefined }));
  }

  /** Saves a draft (create or update) and, with andSubmit, submits it into the flow (保存并送审). */
  async modify(
    ctx: RequestContext,
    input: EntryApplicationInput,
  ): Promise<{ entity: EntryApplication; created: boolean }> {
    const user = requireUser(ctx);
    const result = await this.submit(ctx, input);
    if (!result.entity.applicantName) {
      result.entity.applicantName = user.realName || user.account;
      await this.flush(ctx);
    }
    if (input.andSubmit) {
      await flowService.submit(ctx, { businessType: ENTRY_BUSINESS_TYPE, businessId: result.entity.id });
      await ctx.em.refresh(result.entity);
    }
    return result;
  }
}

export const entryApplicationService = new EntryApplicationService();

registerFlowHooks(ENTRY_BUSINESS_TYPE, {
  label: '入会申请',
  paths: { detail: '/awards/memberManagement/join-a-society/{businessId}' },
  async canSubmit(ctx, businessId) {
    const app = await ctx.em.findOne(EntryApplication, { id: businessId });
    return Boolean(app && app.createUser === ctx.userId);
  },
  async title(ctx, businessId) {
    const app = await ctx.em.findOne(EntryApplication, { id: businessId });
    return app ? `${app.name}入会申请` : undefined;
  },
  async onTransition(ctx, { instance, finished }) {
    const app = await ctx.em.findOne(EntryApplication, { id: instance.businessId });
    if (!app) return;
    app.flowStatus = instance.status;
    if (finished && instance.status === FLOW_STATUS.approved) {
      const unit = await memberUnitService.admit(ctx, app);
      app.memberUnitId = unit.id;
    }
  },
});
