import { todayIn } from '@zhuxie/domain/time/datetime';
import { assignCompany, blank } from './company-fields.js';
import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import {
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import { User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { findPage, type PageColumn } from '../../engine/crud/find-page.js';
import { badInput, duplicate } from '../../engine/errors/domain-error.js';
import { normalizeUscc } from '@zhuxie/domain/rules/uscc';
import { IsMobile } from '../../engine/validation/mobile.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { IsUscc } from '../../engine/validation/uscc.js';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { MEMBER_STATUS, MemberPerson, MemberUnit } from './member.entity.js';
import { emitMemberEvent, MEMBER_EVENTS } from './member-webhooks.js';

export const MEMBER_MESSAGES = {
  notFound: '会员单位不存在',
  nameRequired: '请输入单位名称',
  contactRequired: '请输入联系人',
  levelRequired: '请选择会员等级',
  levelUnknown: '会员等级不存在',
  postUnknown: '协会职务不存在',
  creditCodeDuplicate: '该统一社会信用代码已存在',
  emailInvalid: '邮箱格式不正确',
  joinDateInvalid: '入会日期格式不正确',
  personNameRequired: '请输入人员姓名',
  idCardInvalid: '身份证号格式不正确',
  userUnknown: '关联账号不存在',
  userTaken: '该账号已关联其他会员单位',
} as const;

/** Menu `member_info` (会员信息) with buttons member_info_add, member_info_edit, member_info_delete. */
export const MEMBER_INFO_CODE = 'member_info';
export const MEMBER_LEVEL_DICT = 'member_level';
export const MEMBER_POST_DICT = 'member_post';

const ID_CARD = /^(\d{15}|\d{17}[\dX])$/;

@InputType()
export class MemberPersonInput {
  @Field(() => String) @RequiredText(MEMBER_MESSAGES.personNameRequired, 64) name!: string;
  @Field(() => String, { nullable: true }) @OptionalText(64) post?: string | null;
  @Field(() => String, { nullable: true }) @ValidateIf((_o, v) => v != null && v !== '') @IsMobile() mobile?:
    | string
    | null;
  @Field(() => String, { nullable: true })
  @ValidateIf((_o, v) => v != null && v !== '')
  @Matches(ID_CARD, { message: MEMBER_MESSAGES.idCardInvalid })
  idCard?: string | null;
}

/** The company fields a member unit and a join application share. */
@InputType({ description: 'Company fields shared by member units and join applications.' })
export class CompanyFieldsInput {
  @Field(() => String) @RequiredText(MEMBER_MESSAGES.nameRequired, 255) name!: string;
  @Field(() => String) @IsUscc() creditCode!: string;
  @Field(() => String, { nullable: true }) @OptionalText(500) address?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Matches(/^\d{6}$/, { message: '请选择所在地区' }) regionCode?:
    | string
    | null;
  @Field(() => String, { nullable: true }) @OptionalText(64) legalRepresentative?: string | null;
  @Field(() => String) @RequiredText(MEMBER_MESSAGES.contactRequired, 64) contactName!: string;
  @Field(() => String) @IsMobile() contactMobile!: string;
  @Field(() => String, { nullable: true })
  @ValidateIf((_o, v) => v != null && v !== '')
  @IsEmail({}, { message: MEMBER_MESSAGES.emailInvalid })
  email?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(5000) qualifications?: string | null;
  @Field(() => String, { description: 'A dictKey of `member_level`.' })
  @RequiredText(MEMBER_MESSAGES.levelRequired, 64)
  memberLevel!: string;
}

@InputType({
  description:
    "A member unit: created without id, updated with id and version. `people` (when given) replaces the unit's people.",
})
export class MemberUnitInput extends CompanyFieldsInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => [String], { nullable: true, description: 'dictKeys of `member_post`.' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  posts?: string[] | null;
  @Field(() => String, { nullable: true })
  @ValidateIf((_o, v) => v != null && v !== '')
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: MEMBER_MESSAGES.joinDateInvalid })
  joinDate?: string | null;
  @Field(() => Int, { nullable: true, description: '1 正常, 0 停用.' }) @IsOptional() @IsIn([0, 1]) status?:
    | number
    | null;
  @Field(() => ID, { nullable: true, description: 'The company account that signs in for the unit.' })
  @IsOptional()
  @IsString()
  userId?: string | null;
  @Field(() => [MemberPersonInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  people?: MemberPersonInput[] | null;
}

@InputType()
export class MemberUnitFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() creditCode?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() memberLevel?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) status?: number;
  @Field(() => String, {
    nullable: true,
    description: 'A region code: a province or city also matches the divisions below it.',
  })
  @IsOptional()
  @IsString()
  regionCode?: string;
}

/** 210000 -> '21', 210100 -> '2101', 210102 -> '210102': the prefix every division below a region shares. */
export function regionPrefix(code: string): string {
  if (/^\d{2}0000$/.test(code)) return code.slice(0, 2);
  if (/^\d{4}00$/.test(code)) return code.slice(0, 4);
  return code;
}

/** Checks that a level (and posts) are entries of their business dictionaries. */
export async function checkLevelAndPosts(ctx: RequestContext, level: string, posts: string[] = []): Promise<void> {
  const levels = await ctx.em.count(DictBiz, {
    code: MEMBER_LEVEL_DICT,
    dictKey: level.trim(),
    parentId: { $ne: null },
  });
  if (!levels)
    throw badInput(MEMBER_MESSAGES.levelUnknown, [{ field: 'memberLevel', message: MEMBER_MESSAGES.levelUnknown }]);
  if (posts.length) {
    const known = new Set(
      (await ctx.em.find(DictBiz, { code: MEMBER_POST_DICT, dictKey: { $in: posts }, parentId: { $ne: null } })).map(
        (d) => d.dictKey,
      ),
    );
    if (posts.some((p) => !known.has(p)))
      throw badInput(MEMBER_MESSAGES.postUnknown, [{ field: 'posts', message: MEMBER_MESSAGES.postUnknown }]);
  }
}

class MemberUnitService extends CrudService<MemberUnit, MemberUnitInput, MemberUnitFilter> {
  constructor() {
    super({
      entity: MemberUnit,
      notFoundMessage: MEMBER_MESSAGES.notFound,
      uniqueViolation: (e) =>
        e.message.includes('lnjzxh_member_unit_tenant_user_unique')
          ? badInput(MEMBER_MESSAGES.userTaken, [{ field: 'userId', message: MEMBER_MESSAGES.userTaken }])
          : duplicate(MEMBER_MESSAGES.creditCodeDuplicate, 'creditCode'),
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: MemberUnitFilter = {}): FilterQuery<MemberUnit> {
    const where: Record<string, unknown> = {};
    if (blank(filter.name)) where.name = { $ilike: likeText(filter.name!.trim()) };
    if (blank(filter.creditCode)) where.creditCode = { $ilike: likeText(filter.creditCode!.trim().toUpperCase()) };
    if (blank(filter.memberLevel)) where.memberLevel = filter.memberLevel!.trim();
    if (filter.status != null) where.status = filter.status;
    if (blank(filter.regionCode)) where.regionCode = { $like: `${regionPrefix(filter.regionCode!.trim())}%` };
    return where as FilterQuery<MemberUnit>;
  }

  /** The unit of a credit code (live rows of the tenant), if any. */
  byCreditCode(ctx: RequestContext, creditCode: string): Promise<MemberUnit | null> {
    return ctx.em.findOne(MemberUnit, { creditCode: normalizeUscc(creditCode) });
  }

  /** The unit the signed-in company account belongs to. */
  async mine(ctx: RequestContext): Promise<MemberUnit | null> {
    const user = requireUser(ctx);
    return ctx.em.findOne(MemberUnit, { userId: user.id });
  }

  /** The unit of a user account (live rows of the tenant), if any: for other modules (the reader of an article ...). */
  ofUser(ctx: RequestContext, userId: string): Promise<MemberUnit | null> {
    return ctx.em.findOne(MemberUnit, { userId });
  }

  /** Units by id (live rows of the tenant); ids without a unit are left out. */
  /**
   * A subquery answering the name of the live unit of the list row's tenant (`alias`.tenant_id) whose id is
   * `idSql` (for `findPage`'s columns).
   */
  unitNameSql(idSql: string, alias: string): string {
    return `select u.name from lnjzxh_member_unit u where u.id = ${idSql} and u.tenant_id = ${alias}.tenant_id
      and u.is_deleted = 0`;
  }

  byIds(ctx: RequestContext, ids: string[]): Promise<MemberUnit[]> {
    return ctx.em.find(MemberUnit, { id: { $in: ids } });
  }

  /** Whether a unit belongs to a user account (the unit's company account). */
  async belongsToUser(ctx: RequestContext, unitId: string, userId: string): Promise<boolean> {
    return (await ctx.em.count(MemberUnit, { id: unitId, userId })) > 0;
  }

  /** A unit by id (live rows of the tenant), if any. */
  byId(ctx: RequestContext, id: string): Promise<MemberUnit | null> {
    return ctx.em.findOne(MemberUnit, { id });
  }

  /** The active unit of a credit code, if any. */
  activeByCreditCode(ctx: RequestContext, creditCode: string): Promise<MemberUnit | null> {
    return ctx.em.findOne(MemberUnit, { creditCode: normalizeUscc(creditCode), status: MEMBER_STATUS.active });
  }

  /** Every active unit of the tenant, by name (`byName`) or by join date (`byJoinDate`, then name), else unordered. */
  activeUnits(ctx: RequestContext, order?: 'byName' | 'byJoinDate'): Promise<MemberUnit[]> {
    const orderBy =
      order === 'byName'
        ? [{ name: 'asc' as const }, { id: 'asc' as const }]
        : order === 'byJoinDate'
          ? [{ joinDate: 'asc' as const }, { name: 'asc' as const }, { id: 'asc' as const }]
          : undefined;
    return ctx.em.find(MemberUnit, { status: MEMBER_STATUS.active }, orderBy ? { orderBy } : {});
  }

  /** Every active unit of a tenant outside a request (demo data). */
  activeUnitsInTenant(em: SqlEntityManager, tenantId: string): Promise<MemberUnit[]> {
    return em.find(MemberUnit, { status: MEMBER_STATUS.active }, { filters: { [TENANT_FILTER]: { tenantId } } });
  }

  /** A unit by id, or the unit of a user account (either id may be given): the legacy eligibility check. */
  byIdOrUser(ctx: RequestContext, id: string): Promise<MemberUnit | null> {
    return ctx.em.findOne(MemberUnit, { $or: [{ id }, { userId: id }] });
  }

  /**
   * A page of the active units for the member directory, searched by name, level and region (the region and every
   * division below it): the highest level first, then by name. Answers the rows and the total.
   */
  activePage(
    ctx: RequestContext,
    req: { current: number; size: number },
    filter: { keyword?: string; memberLevel?: string; regionCode?: string } = {},
    columns?: Record<string, PageColumn>,
  ): Promise<[MemberUnit[], number, Record<string, unknown>[]]> {
    const where: Record<string, unknown> = { status: MEMBER_STATUS.active };
    if (filter.keyword?.trim()) where.name = { $ilike: likeText(filter.keyword.trim()) };
    if (filter.memberLevel?.trim()) where.memberLevel = filter.memberLevel.trim();
    if (filter.regionCode?.trim()) where.regionCode = { $like: `${regionPrefix(filter.regionCode.trim())}%` };
    return findPage(ctx.em, MemberUnit, where as FilterQuery<MemberUnit>, {
      orderBy: [{ memberLevel: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
      columns,
    });
  }

  /** Every live unit with the fields the member statistics count (status, region, level, qualifications, join date). */
  statisticsRows(
    ctx: RequestContext,
  ): Promise<Pick<MemberUnit, 'id' | 'status' | 'regionCode' | 'memberLevel' | 'qualifications' | 'joinDate'>[]> {
    return ctx.em.find(
      MemberUnit,
      {},
      { fields: ['id', 'status', 'regionCode', 'memberLevel', 'qualifications', 'joinDate'] },
    );
  }

  /** The number of active units (the home page figure). */
  countActive(ctx: RequestContext): Promise<number> {
    return ctx.em.count(MemberUnit, { status: MEMBER_STATUS.active });
  }

  people(ctx: RequestContext, unitId: string): Promise<MemberPerson[]> {
    return ctx.em.find(MemberPerson, { unitId }, { orderBy: { createTime: 'asc', id: 'asc' } });
  }

  protected override async validate(ctx: RequestContext, input: MemberUnitInput, existing?: MemberUnit): Promise<void> {
    const creditCode = normalizeUscc(input.creditCode);
    const clash = await ctx.em.count(MemberUnit, { creditCode, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash > 0) throw duplicate(MEMBER_MESSAGES.creditCodeDuplicate, 'creditCode');
    await checkLevelAndPosts(ctx, input.memberLevel, input.posts ?? []);
    const userId = blank(input.userId);
    if (userId) {
      if (!(await ctx.em.count(User, { id: userId })))
        throw badInput(MEMBER_MESSAGES.userUnknown, [{ field: 'userId', message: MEMBER_MESSAGES.userUnknown }]);
      if (await ctx.em.count(MemberUnit, { userId, ...(existing ? { id: { $ne: existing.id } } : {}) }))
        throw badInput(MEMBER_MESSAGES.userTaken, [{ field: 'userId', message: MEMBER_MESSAGES.userTaken }]);
    }
  }

  protected override assign(entity: MemberUnit, input: MemberUnitInput): void {
    assignCompany(entity, input);
    if (input.posts) entity.posts = [...new Set(input.posts)];
    entity.joinDate = blank(input.joinDate);
    if (input.status != null) entity.status = input.status;
    if (input.userId !== undefined) entity.userId = blank(input.userId);
  }

  override async submit(
    ctx: RequestContext,
    input: MemberUnitInput,
  ): Promise<{ entity: MemberUnit; created: boolean }> {
    const result = await super.submit(ctx, input);
    if (input.people) {
      const old = await this.people(ctx, result.entity.id);
      for (const p of old) p.isDeleted = 1;
      for (const p of input.people) {
        ctx.em.create(MemberPerson, {
          tenantId: ctx.tenantId,
          createUser: ctx.userId,
          unitId: result.entity.id,
          name: p.name.trim(),
          post: blank(p.post),
          mobile: blank(p.mobile),
          idCard: blank(p.idCard)?.toUpperCase(),
        });
      }
    }
    await emitMemberEvent(
      ctx.em,
      ctx.tenantId,
      result.created ? MEMBER_EVENTS.joined : MEMBER_EVENTS.changed,
      result.entity,
    );
    await this.flush(ctx);
    return result;
  }

  protected override async beforeRemove(ctx: RequestContext, rows: MemberUnit[]): Promise<void> {
    if (!rows.length) return;
    const people = await ctx.em.find(MemberPerson, { unitId: { $in: rows.map((r) => r.id) } });
    for (const p of people) p.isDeleted = 1;
  }

  /**
   * Creates the unit of an approved join application, or activates the existing one with the same credit code
   * (its fields refreshed from the application), and links the applicant's account when the unit has none.
   */
  async admit(
    ctx: RequestContext,
    app: {
      name: string;
      creditCode: string;
      address?: string;
      regionCode?: string;
      legalRepresentative?: string;
      contactName: string;
      contactMobile: string;
      email?: string;
      qualifications?: string;
      memberLevel: string;
      createUser?: string;
    },
  ): Promise<MemberUnit> {
    let unit = await this.byCreditCode(ctx, app.creditCode);
    if (!unit)
      unit = ctx.em.create(MemberUnit, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        name: app.name,
        creditCode: app.creditCode,
        contactName: app.contactName,
        contactMobile: app.contactMobile,
        memberLevel: app.memberLevel,
      });
    Object.assign(unit, {
      name: app.name,
      address: app.address,
      regionCode: app.regionCode,
      legalRepresentative: app.legalRepresentative,
      contactName: app.contactName,
      contactMobile: app.contactMobile,
      email: app.email,
      qualifications: app.qualifications,
      memberLevel: app.memberLevel,
      status: MEMBER_STATUS.active,
    });
    unit.joinDate ??= todayIn(); // the Beijing day (before 08:00 the UTC date is still yesterday)
    unit.updateUser = ctx.userId;
    if (
      !unit.userId &&
      app.createUser &&
      !(await ctx.em.count(MemberUnit, { userId: app.createUser, id: { $ne: unit.id } }))
    ) {
      unit.userId = app.createUser;
      const user = await ctx.em.findOne(User, { id: app.createUser });
      if (user) user.companyName = app.name;
    }
    await emitMemberEvent(ctx.em, ctx.tenantId, MEMBER_EVENTS.joined, unit);
    return unit;
  }
}

export const memberUnitService = new MemberUnitService();

/** Whether the user may see every member unit / application. */
export const isMemberStaff = (ctx: RequestContext, code: string) => holdsAny(requireUser(ctx), [code]);
