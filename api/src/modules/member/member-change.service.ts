import { type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, DomainError, notFound } from '../../engine/errors/domain-error.js';
import { FlowLog } from '../../engine/flow/flow.entities.js';
import { registerFlowHooks } from '../../engine/flow/flow-hooks.js';
import { FLOW_ADMIN_CODE, flowService } from '../../engine/flow/flow.service.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { IsMobile } from '../../engine/validation/mobile.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { blank } from './company-fields.js';
import { EvidenceFileInput } from './entry-application.service.js';
import { MemberChangeRequest, type MemberChangeValues, MemberUnitHistory } from './member-change.entity.js';
import {
  CHANGE_KINDS,
  type ChangeKind,
  changedFields,
  isChangeKind,
  pickChangeValues,
} from '@zhuxie/domain/member/member-change.rules';
import { MemberUnit } from './member.entity.js';
import { emitMemberEvent, MEMBER_EVENTS } from './member-webhooks.js';
import { checkLevelAndPosts, MEMBER_INFO_CODE, MEMBER_MESSAGES } from './member.service.js';

export const CHANGE_BUSINESS_TYPE = 'member_change';
/** Staff menus: 信息变更 (every change request), 申请列表 (all member applications), 会员档案 (history). */
export const MEMBER_CHANGE_CODE = 'member_change';
export const MEMBER_APPLICATION_CODE = 'member_application';
export const MEMBER_RECORDS_CODE = 'member_records';
/** Portal menus, one per kind. */
export const CHANGE_KIND_CODES: Record<ChangeKind, string> = {
  contacts: 'cms_contacts',
  qualifications: 'cms_qualifications',
  posts: 'cms_posts',
};
export const CMS_CHANGE_CODES = Object.values(CHANGE_KIND_CODES);
export const CHANGE_KIND_NAMES: Record<ChangeKind, string> = {
  contacts: '联系人变更',
  qualifications: '资质变更',
  posts: '职务变更',
};

export const CHANGE_MESSAGES = {
  notFound: '变更申请不存在',
  noUnit: '当前账号未关联会员单位',
  unitDisabled: '会员单位已停用，不能申请变更',
  kindUnknown: '变更类型不存在',
  notOwn: '只能修改本单位的变更申请',
  notEditable: '审核中或已办结的变更申请不能修改',
  empty: '变更内容与当前信息一致，请修改后再提交',
  open: (kind: ChangeKind) => `本单位已有未办结的${CHANGE_KIND_NAMES[kind]}申请，请勿重复提交`,
  attachmentsTooMany: '最多上传20个文件，超出请合并成pdf进行上传',
  unitNotReadable: '只能查看本单位的信息',
} as const;

/** Editable while not under review and not finished: pending, rejected or withdrawn. */
export const CHANGE_EDITABLE: number[] = [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];
/** Open (not finished): a unit has at most one of each kind. */
export const CHANGE_OPEN: number[] = [...CHANGE_EDITABLE, FLOW_STATUS.reviewing];

@InputType({
  description:
    'A change request draft of the signed-in unit: created without id, updated (own, editable) with id and version.',
})
export class MemberChangeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String, { description: 'contacts | qualifications | posts' })
  @IsIn([...CHANGE_KINDS], { message: CHANGE_MESSAGES.kindUnknown })
  kind!: ChangeKind;
  @Field(() => String, { description: "New name of the unit's contact person.", nullable: true })
  @ValidateIf((o: MemberChangeInput) => o.kind === 'contacts')
  @RequiredText(MEMBER_MESSAGES.contactRequired, 64)
  contactName?: string | null;
  @Field(() => String, { description: 'New mobile phone number of the contact person (11 digits).', nullable: true })
  @ValidateIf((o: MemberChangeInput) => o.kind === 'contacts')
  @IsMobile()
  contactMobile?: string | null;
  @Field(() => String, { description: 'New email address of the unit.', nullable: true })
  @ValidateIf((o: MemberChangeInput, v) => o.kind === 'contacts' && v != null && v !== '')
  @IsEmail({}, { message: MEMBER_MESSAGES.emailInvalid })
  email?: string | null;
  @Field(() => String, { description: 'New address of the unit.', nullable: true }) @OptionalText(500) address?:
    | string
    | null;
  @Field(() => String, { description: 'New legal representative of the unit (法定代表人).', nullable: true })
  @OptionalText(64)
  legalRepresentative?: string | null;
  @Field(() => String, { nullable: true, description: 'One qualification per line.' })
  @OptionalText(5000)
  qualifications?: string | null;
  @Field(() => [String], { nullable: true, description: 'dictKeys of `member_post`.' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  posts?: string[] | null;
  @Field(() => [EvidenceFileInput], { nullable: true, description: 'Evidence attachments (up to 20).' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @ValidateBy(
    { name: 'maxFiles', validator: { validate: (v: unknown) => v == null || (Array.isArray(v) && v.length <= 20) } },
    { message: CHANGE_MESSAGES.attachmentsTooMany },
  )
  attachments?: EvidenceFileInput[] | null;
  @Field(() => String, { nullable: true, description: '变更说明' }) @OptionalText(500) remark?: string | null;
  @Field(() => Boolean, { nullable: true, description: '保存并送审: also submit into the flow.' })
  @IsOptional()
  andSubmit?: boolean;
}

@InputType({ description: 'Search conditions on member change requests.' })
export class MemberChangeFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Only requests of this kind: contacts, qualifications or posts.',
  })
  @IsOptional()
  @IsIn([...CHANGE_KINDS])
  kind?: string;
  @Field(() => Int, { nullable: true, description: 'Only requests in this flow status (0 to 5, SPEC section 4).' })
  @IsOptional()
  @IsIn([0, 1, 2, 3, 4, 5])
  flowStatus?: number;
  @Field(() => String, { nullable: true, description: 'Part of the unit name.' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  unitName?: string;
  @Field(() => ID, { nullable: true, description: 'Only requests of this member unit.' })
  @IsOptional()
  @IsString()
  unitId?: string;
}

const nowIso = () => new Date();

class MemberChangeService extends CrudService<MemberChangeRequest, MemberChangeInput, MemberChangeFilter> {
  constructor() {
    super({
      entity: MemberChangeRequest,
      notFoundMessage: CHANGE_MESSAGES.notFound,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  /** Staff (信息变更, 申请列表, flow administrators) see every request of the tenant. */
  isStaff(ctx: RequestContext): boolean {
    return holdsAny(requireUser(ctx), [MEMBER_CHANGE_CODE, MEMBER_APPLICATION_CODE, FLOW_ADMIN_CODE]);
  }

  override where(filter: MemberChangeFilter = {}): FilterQuery<MemberChangeRequest> {
    const where: Record<string, unknown> = {};
    if (blank(filter.kind)) where.kind = filter.kind!.trim();
    if (filter.flowStatus != null) where.flowStatus = filter.flowStatus;
    if (blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    if (blank(filter.unitId)) where.unitId = filter.unitId!.trim();
    return where as FilterQuery<MemberChangeRequest>;
  }

  /** The unit of the signed-in company account, or a clear refusal. */
  async myUnit(ctx: RequestContext): Promise<MemberUnit> {
    const user = requireUser(ctx);
    const unit = await ctx.em.findOne(MemberUnit, { userId: user.id });
    if (!unit) throw badInput(CHANGE_MESSAGES.noUnit);
    return unit;
  }

  /** What a user may list: everything for staff, their own unit's requests otherwise. */
  async visibleWhere(ctx: RequestContext, filter?: MemberChangeFilter): Promise<FilterQuery<MemberChangeRequest>> {
    const where = this.where(filter) as Record<string, unknown>;
    if (!this.isStaff(ctx)) {
      const unit = await ctx.em.findOne(MemberUnit, { userId: requireUser(ctx).id });
      where.unitId = unit?.id ?? '-';
    }
    return where as FilterQuery<MemberChangeRequest>;
  }

  /** A request the user may read: staff, the unit's own account, or one who approves or approved it. */
  async readable(ctx: RequestContext, id: string): Promise<MemberChangeRequest> {
    const user = requireUser(ctx);
    const req = await this.detail(ctx, id);
    if (this.isStaff(ctx) || req.createUser === user.id) return req;
    if (await ctx.em.count(MemberUnit, { id: req.unitId, userId: user.id })) return req;
    const instance = await flowService.instanceOf(ctx, CHANGE_BUSINESS_TYPE, id);
    if (
      instance &&
      (flowService.actorsOf(instance, user).length > 0 ||
        (await ctx.em.count(FlowLog, { instanceId: instance.id, createUser: user.id })) > 0)
    )
      return req;
    throw notFound(CHANGE_MESSAGES.notFound);
  }

  /** The unit's open request of a kind (the one the change page edits or follows), if any. */
  async myOpen(ctx: RequestContext, kind: string): Promise<MemberChangeRequest | null> {
    if (!isChangeKind(kind)) throw badInput(CHANGE_MESSAGES.kindUnknown);
    const unit = await ctx.em.findOne(MemberUnit, { userId: requireUser(ctx).id });
    if (!unit) return null;
    return ctx.em.findOne(
      MemberChangeRequest,
      { unitId: unit.id, kind, flowStatus: { $in: CHANGE_OPEN } },
      { orderBy: { createTime: 'desc', id: 'desc' } },
    );
  }

  /**
   * Saves a draft of the signed-in unit (create or update) with the unit's current values as `before`, and with
   * andSubmit submits it into the flow (保存并送审). Refuses an empty change and a second open one of the kind.
   */
  async modify(
    ctx: RequestContext,
    input: MemberChangeInput,
  ): Promise<{ entity: MemberChangeRequest; created: boolean }> {
    const user = requireUser(ctx);
    const unit = await this.myUnit(ctx);
    if (unit.status !== 1) throw badInput(CHANGE_MESSAGES.unitDisabled);
    const kind = input.kind;
    if (!CHANGE_KIND_CODES[kind] || !holdsAny(user, [CHANGE_KIND_CODES[kind]]))
      throw new DomainError('FORBIDDEN', '没有操作权限');
    let entity: MemberChangeRequest | undefined;
    if (input.id) {
      entity = await this.detail(ctx, input.id);
      if (entity.unitId !== unit.id) throw new DomainError('FORBIDDEN', CHANGE_MESSAGES.notOwn);
      checkVersion(ctx, entity, input.version);
      if (!CHANGE_EDITABLE.includes(entity.flowStatus)) throw badInput(CHANGE_MESSAGES.notEditable);
      if (entity.kind !== kind) throw badInput(CHANGE_MESSAGES.kindUnknown);
    }
    const other = await ctx.em.count(MemberChangeRequest, {
      unitId: unit.id,
      kind,
      flowStatus: { $in: CHANGE_OPEN },
      ...(entity ? { id: { $ne: entity.id } } : {}),
    });
    if (other) throw badInput(CHANGE_MESSAGES.open(kind));
    if (kind === 'posts') await checkLevelAndPosts(ctx, unit.memberLevel, input.posts ?? []);
    const before = pickChangeValues(kind, unit as unknown as Record<string, unknown>);
    const after = pickChangeValues(kind, input as unknown as Record<string, unknown>);
    const changed = changedFields(kind, before, after);
    if (!changed.length) throw badInput(CHANGE_MESSAGES.empty);

    const created = !entity;
    entity ??= ctx.em.create(MemberChangeRequest, {
      tenantId: ctx.tenantId,
      createUser: user.id,
      createDept: user.deptId,
      unitId: unit.id,
      unitName: unit.name,
      kind,
      before,
      after,
      applicantName: user.realName || user.account,
    });
    entity.unitName = unit.name;
    entity.before = before as MemberChangeValues;
    entity.after = after as MemberChangeValues;
    entity.changedFields = changed;
    if (input.attachments)
      entity.attachments = input.attachments.map((f) => ({ name: f.name, url: f.url, size: f.size ?? undefined }));
    entity.remark = blank(input.remark);
    entity.updateUser = user.id;
    try {
      await this.flush(ctx);
    } catch (e) {
      // A concurrent save opened the kind's request first (lnjzxh_member_change_open_unique).
      if (e instanceof UniqueConstraintViolationException) throw badInput(CHANGE_MESSAGES.open(kind));
      throw e;
    }
    if (input.andSubmit) {
      await flowService.submit(ctx, { businessType: CHANGE_BUSINESS_TYPE, businessId: entity.id });
      await ctx.em.refresh(entity);
    }
    return { entity, created };
  }

  /** Applies an approved request to its unit and closes the current history version, opening the new one. */
  async apply(ctx: RequestContext, req: MemberChangeRequest, operatorName: string): Promise<void> {
    const unit = await ctx.em.findOne(MemberUnit, { id: req.unitId });
    if (!unit) throw notFound(MEMBER_MESSAGES.notFound);
    const kind = req.kind as ChangeKind;
    const now = nowIso();
    const current = await ctx.em.findOne(
      MemberUnitHistory,
      { unitId: unit.id, kind, validTo: null },
      { orderBy: { validFrom: 'desc' } },
    );
    if (current) current.validTo = now;
    else {
      // The values before the first change, valid since the unit was created.
      ctx.em.create(MemberUnitHistory, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        unitId: unit.id,
        kind,
        values: pickChangeValues(kind, unit as unknown as Record<string, unknown>) as MemberChangeValues,
        validFrom: unit.createTime,
        validTo: now,
      });
    }
    const target = unit as unknown as Record<string, unknown>;
    const after = req.after as Record<string, unknown>;
    for (const field of req.changedFields) {
      const value = after[field];
      target[field] = field === 'posts' ? ((value as string[] | null) ?? []) : (value ?? undefined);
    }
    unit.updateUser = ctx.userId;
    ctx.em.create(MemberUnitHistory, {
      tenantId: ctx.tenantId,
      createUser: ctx.userId,
      unitId: unit.id,
      kind,
      values: pickChangeValues(kind, target) as MemberChangeValues,
      validFrom: now,
      changeRequestId: req.id,
      operatorName,
      applicantName: req.applicantName,
    });
    req.appliedTime = now;
    await emitMemberEvent(ctx.em, ctx.tenantId, MEMBER_EVENTS.changed, unit, {
      changeRequestId: req.id,
      changeKind: kind,
      changedFields: req.changedFields,
    });
  }

  /** The effective-dated history of a unit (newest first); staff, or the unit's own account. */
  async history(ctx: RequestContext, unitId: string, kind?: string | null): Promise<MemberUnitHistory[]> {
    const user = requireUser(ctx);
    if (!holdsAny(user, [MEMBER_RECORDS_CODE, MEMBER_INFO_CODE, MEMBER_CHANGE_CODE])) {
      if (!(await ctx.em.count(MemberUnit, { id: unitId, userId: user.id })))
        throw new DomainError('FORBIDDEN', CHANGE_MESSAGES.unitNotReadable);
    }
    if (!(await ctx.em.count(MemberUnit, { id: unitId }))) throw notFound(MEMBER_MESSAGES.notFound);
    const where: Record<string, unknown> = { unitId };
    if (kind) {
      if (!isChangeKind(kind)) throw badInput(CHANGE_MESSAGES.kindUnknown);
      where.kind = kind;
    }
    return ctx.em.find(MemberUnitHistory, where, {
      orderBy: [{ validFrom: 'desc' }, { createTime: 'desc' }, { id: 'desc' }],
    });
  }
}

export const memberChangeService = new MemberChangeService();

registerFlowHooks(CHANGE_BUSINESS_TYPE, {
  label: '会员信息变更',
  paths: { detail: '/awards/memberManagement/member-info-change/{businessId}' },
  async canSubmit(ctx, businessId) {
    const req = await ctx.em.findOne(MemberChangeRequest, { id: businessId });
    if (!req || !ctx.userId) return false;
    return (await ctx.em.count(MemberUnit, { id: req.unitId, userId: ctx.userId })) > 0;
  },
  async title(ctx, businessId) {
    const req = await ctx.em.findOne(MemberChangeRequest, { id: businessId });
    return req ? `${req.unitName}${CHANGE_KIND_NAMES[req.kind as ChangeKind] ?? '信息变更'}` : undefined;
  },
  async onTransition(ctx, { instance, finished }) {
    const req = await ctx.em.findOne(MemberChangeRequest, { id: instance.businessId });
    if (!req) return;
    req.flowStatus = instance.status;
    if (finished && instance.status === FLOW_STATUS.approved) {
      const user = requireUser(ctx);
      await memberChangeService.apply(ctx, req, user.realName || user.account);
    }
  },
});
