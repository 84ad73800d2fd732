import type { FilterQuery } from '@mikro-orm/core';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { batched, type BatchLoad } from '../../engine/graphql/batch.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, duplicate, forbidden } from '../../engine/errors/domain-error.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { MEMBER_STATUS } from '../member/index.js';
import { memberUnitService } from '../member/index.js';
import { AWARD_TYPES, awardTypeOf } from '@zhuxie/domain/award/award-types';
import { AwardApplication } from './award-application.entity.js';
import {
  ACCOUNT_CATEGORY_DICT,
  AwardProgramme,
  AwardSerialNumber,
  AwardSubscription,
  OPEN_FLAG,
} from './award.entity.js';
import type {
  AwardApplicationFilter,
  AwardProgrammeFilter,
  AwardProgrammeInput,
  AwardProgrammeOpenInput,
} from './award.inputs.js';

/** Staff screen 奖项设置: view, add, edit, delete, open/close. */
export const PROGRAMME_CODE = 'awards_setting';
export const PROGRAMME_CODES = {
  view: PROGRAMME_CODE,
  add: `${PROGRAMME_CODE}_add`,
  edit: `${PROGRAMME_CODE}_edit`,
  delete: `${PROGRAMME_CODE}_delete`,
  open: `${PROGRAMME_CODE}_open`,
  form: `${PROGRAMME_CODE}_form`,
} as const;
/** The award application layer (奖项申报, newApplication). */
export const AWARD_APPLY_CODE = 'awards_apply';

/** Account categories (business dictionary award_account_category). */
export const ACCOUNT_CATEGORY = { member: '1', recommender: '2', nonMember: '3' } as const;

export const PROGRAMME_MESSAGES = {
  notFound: '奖项设置不存在',
  typeUnknown: '请选择奖项类型',
  datesOrder: '截止日期不能早于开始日期',
  categoriesRequired: '请选择可申报的账号类别',
  categoryUnknown: '账号类别不存在',
  closedMessageRequired: '请输入关闭提示信息',
  closedDefault: '该奖项申报已关闭',
  inUse: '该奖项已有订阅或分配编号，不能删除',
  keyChange: '已有分配编号的奖项不能修改类型或年度',
  showAllForbidden: '当前账号不能查看全部奖项',
  categoryRefused: '您的账号类别不能申报该奖项',
} as const;

export const duplicateProgrammeMessage = (label: string, year: number) =>
  `${label}${year}年度的奖项设置已存在，请勿重复添加`;

export interface Availability {
  canApply: boolean;
  reason?: string;
}

/** Whether a programme takes applications today: open and inside its dates (both days included). */
export function availabilityOf(
  p: Pick<AwardProgramme, 'openFlag' | 'closedMessage' | 'startDate' | 'endDate'>,
  today = todayIn(),
): Availability {
  if (p.openFlag !== OPEN_FLAG.open)
    return { canApply: false, reason: p.closedMessage?.trim() || PROGRAMME_MESSAGES.closedDefault };
  if (today < p.startDate) return { canApply: false, reason: `申报尚未开始，开始日期为${p.startDate}` };
  if (today > p.endDate) return { canApply: false, reason: `申报已截止，截止日期为${p.endDate}` };
  return { canApply: true };
}

/** Staff of the award programmes see every programme in the application layer, whatever their category. */
export function isProgrammeStaff(ctx: RequestContext): boolean {
  return Boolean(ctx.user && holdsAny(ctx.user, [PROGRAMME_CODES.view]));
}

/**
 * The signed-in account's category (award_account_category): a company account whose member unit is active is
 * 1 会员单位; any other account is 3 非会员单位. (2 推荐单位 is for recommending-unit accounts, which do not exist
 * yet: no account is derived as 2 for now.)
 */
export async function accountCategoryOf(ctx: RequestContext): Promise<string> {
  requireUser(ctx);
  const unit = await memberUnitService.mine(ctx);
  return unit && unit.status === MEMBER_STATUS.active ? ACCOUNT_CATEGORY.member : ACCOUNT_CATEGORY.nonMember;
}

/** The keys of the account category dictionary, in its order. */
export async function accountCategoryKeys(ctx: RequestContext): Promise<string[]> {
  const rows = await ctx.em.find(
    DictBiz,
    { code: ACCOUNT_CATEGORY_DICT, parentId: { $ne: null } },
    { orderBy: { sort: 'asc', dictKey: 'asc' } },
  );
  return rows.map((r) => r.dictKey ?? '').filter(Boolean);
}

export interface ProgrammeCard {
  id: string;
  name: string;
  awardType: string;
  awardTypeLabel: string;
  year: number;
  startDate: string;
  endDate: string;
  openFlag: number;
  requireSerialNumber: boolean;
  canApply: boolean;
  reason?: string;
  subscribed: boolean;
  applyPath?: string;
  /** The applications the account's own unit has made in this programme (newest first): open one instead of starting again. */
  mine: { id: string; projectName?: string; flowStatus: number }[];
}

export interface ApplicationLayer {
  accountCategory?: string;
  canShowAll: boolean;
  records: ProgrammeCard[];
}

/** The account categories of a programme: trimmed, unique, at least one, every one from the dictionary. */
async function checkedCategories(ctx: RequestContext, given: string[]): Promise<string[]> {
  const categories = [...new Set(given.map((c) => c.trim()).filter(Boolean))];
  if (categories.length === 0)
    throw badInput(PROGRAMME_MESSAGES.categoriesRequired, [
      { field: 'accountCategories', message: PROGRAMME_MESSAGES.categoriesRequired },
    ]);
  const known = new Set(await accountCategoryKeys(ctx));
  if (categories.some((c) => !known.has(c)))
    throw badInput(PROGRAMME_MESSAGES.categoryUnknown, [
      { field: 'accountCategories', message: PROGRAMME_MESSAGES.categoryUnknown },
    ]);
  return categories;
}

class AwardProgrammeService extends CrudService<AwardProgramme, AwardProgrammeInput, AwardProgrammeFilter> {
  constructor() {
    super({
      entity: AwardProgramme,
      notFoundMessage: PROGRAMME_MESSAGES.notFound,
      uniqueViolation: () => duplicate('该奖项设置已存在，请勿重复添加', 'year'),
      orderBy: [{ year: 'desc' }, { awardType: 'asc' }, { id: 'asc' }],
    });
  }

  override where(filter: AwardProgrammeFilter = {}): FilterQuery<AwardProgramme> {
    const where: Record<string, unknown> = {};
    if (filter.name?.trim()) where.name = { $ilike: likeText(filter.name.trim()) };
    if (filter.awardType?.trim()) where.awardType = filter.awardType.trim();
    if (filter.year != null) where.year = filter.year;
    if (filter.openFlag != null) where.openFlag = filter.openFlag;
    return where as FilterQuery<AwardProgramme>;
  }

  protected override async validate(
    ctx: RequestContext,
    input: AwardProgrammeInput,
    existing?: AwardProgramme,
  ): Promise<void> {
    const type = awardTypeOf(input.awardType.trim());
    if (!type)
      throw badInput(PROGRAMME_MESSAGES.typeUnknown, [{ field: 'awardType', message: PROGRAMME_MESSAGES.typeUnknown }]);
    if (input.endDate < input.startDate)
      throw badInput(PROGRAMME_MESSAGES.datesOrder, [{ field: 'endDate', message: PROGRAMME_MESSAGES.datesOrder }]);
    await checkedCategories(ctx, input.accountCategories);
    const clash = await ctx.em.count(AwardProgramme, {
      awardType: type.key,
      year: input.year,
      ...(existing ? { id: { $ne: existing.id } } : {}),
    });
    if (clash) throw duplicate(duplicateProgrammeMessage(type.label, input.year), 'year');
    if (
      existing &&
      (existing.awardType !== type.key || existing.year !== input.year) &&
      (await ctx.em.count(AwardSerialNumber, { programmeId: existing.id }))
    ) {
      throw badInput(PROGRAMME_MESSAGES.keyChange);
    }
  }

  protected override assign(entity: AwardProgramme, input: AwardProgrammeInput): void {
    entity.awardType = input.awardType.trim();
    entity.year = input.year;
    entity.name = input.name.trim();
    entity.startDate = input.startDate;
    entity.endDate = input.endDate;
    entity.accountCategories = [...new Set(input.accountCategories.map((c) => c.trim()).filter(Boolean))];
    entity.requireSerialNumber = input.requireSerialNumber ?? false;
    entity.closedMessage = input.closedMessage?.trim() || undefined;
    entity.remark = input.remark?.trim() || undefined;
  }

  /** 权限设置: which account categories may apply for a programme (at least one, from the dictionary). */
  async setCategories(
    ctx: RequestContext,
    input: { id: string; version?: number | null; accountCategories: string[] },
  ): Promise<AwardProgramme> {
    const programme = await this.detail(ctx, input.id);
    const categories = await checkedCategories(ctx, input.accountCategories);
    checkVersion(ctx, programme, input.version);
    programme.accountCategories = categories;
    programme.updateUser = ctx.userId;
    await this.flush(ctx);
    return programme;
  }

  /** Opens or closes a programme; closing needs the message applicants will see. */
  async setOpen(ctx: RequestContext, input: AwardProgrammeOpenInput): Promise<AwardProgramme> {
    const programme = await this.detail(ctx, input.id);
    const message = input.closedMessage?.trim();
    if (input.openFlag === OPEN_FLAG.closed && !message)
      throw badInput(PROGRAMME_MESSAGES.closedMessageRequired, [
        { field: 'closedMessage', message: PROGRAMME_MESSAGES.closedMessageRequired },
      ]);
    programme.openFlag = input.openFlag;
    if (message) programme.closedMessage = message;
    programme.updateUser = ctx.userId;
    await this.flush(ctx);
    return programme;
  }

  /** Whether applications are possible now (for the application services): open and inside the dates. */
  async availability(ctx: RequestContext, id: string): Promise<Availability> {
    return availabilityOf(await this.detail(ctx, id));
  }

  /** Whether the signed-in account may apply for a programme: available now and its category admitted. */
  async applicability(ctx: RequestContext, programme: AwardProgramme): Promise<Availability> {
    const available = availabilityOf(programme);
    if (!available.canApply) return available;
    if (isProgrammeStaff(ctx)) return available;
    const category = await accountCategoryOf(ctx);
    return programme.accountCategories.includes(category)
      ? available
      : { canApply: false, reason: PROGRAMME_MESSAGES.categoryRefused };
  }

  // ---- reads for other modules (no access check: the calling service or resolver authorizes)

  /** A programme by id (live rows of the tenant), if any. */
  byId(ctx: RequestContext, id: string): Promise<AwardProgramme | null> {
    return ctx.em.findOne(AwardProgramme, { id });
  }

  /** Programmes by id (live rows of the tenant); ids without one are left out. */
  byIds(ctx: RequestContext, ids: string[]): Promise<AwardProgramme[]> {
    return ctx.em.find(AwardProgramme, { id: { $in: ids } });
  }

  /** The programmes of some award types, newest year first (at most 500). */
  ofTypes(ctx: RequestContext, awardTypes: string[]): Promise<AwardProgramme[]> {
    return ctx.em.find(
      AwardProgramme,
      { awardType: { $in: awardTypes } },
      { orderBy: [{ year: 'desc' }, { createTime: 'desc' }, { id: 'asc' }], limit: 500 },
    );
  }

  protected override async beforeRemove(ctx: RequestContext, rows: AwardProgramme[]): Promise<void> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return;
    const used =
      (await ctx.em.count(AwardSubscription, { programmeId: { $in: ids } })) +
      (await ctx.em.count(AwardSerialNumber, { programmeId: { $in: ids } }));
    if (used > 0) throw badInput(PROGRAMME_MESSAGES.inUse);
  }

  /**
   * The award application layer (newApplication): the programmes the account may apply for now, searched by
   * name or type. `showAll` adds closed and not-yet-open (or past) programmes of its category; it is only for
   * an account whose category is the first of the listed account categories (the dictionary's first, 1 会员单位),
   * and for programme staff.
   */
  async applicationLayer(ctx: RequestContext, filter: AwardApplicationFilter = {}): Promise<ApplicationLayer> {
    const user = requireUser(ctx);
    const staff = isProgrammeStaff(ctx);
    const category = staff ? undefined : await accountCategoryOf(ctx);
    const first = (await accountCategoryKeys(ctx))[0];
    const canShowAll = staff || (category !== undefined && category === first);
    if (filter.showAll && !canShowAll) throw forbidden(PROGRAMME_MESSAGES.showAllForbidden);
    const where: Record<string, unknown> = {};
    if (category) where.accountCategories = { $overlap: [category] };
    if (!filter.showAll) where.openFlag = OPEN_FLAG.open;
    const keyword = filter.keyword?.trim();
    if (keyword) {
      const types = AWARD_TYPES.filter((t) => t.label.includes(keyword)).map((t) => t.key);
      where.$or = [{ name: { $ilike: likeText(keyword) } }, ...(types.length ? [{ awardType: { $in: types } }] : [])];
    }
    const rows = await ctx.em.find(AwardProgramme, where as FilterQuery<AwardProgramme>, {
      orderBy: [{ year: 'desc' }, { startDate: 'desc' }, { id: 'asc' }],
      limit: 500,
    });
    const today = todayIn();
    const subscribed = new Set(
      (await ctx.em.find(AwardSubscription, { userId: user.id, programmeId: { $in: rows.map((r) => r.id) } })).map(
        (s) => s.programmeId,
      ),
    );
    const unit = staff ? undefined : await memberUnitService.mine(ctx);
    const mine = new Map<string, ProgrammeCard['mine']>();
    if (unit && rows.length) {
      const apps = await ctx.em.find(
        AwardApplication,
        { unitId: unit.id, programmeId: { $in: rows.map((r) => r.id) } },
        {
          fields: ['id', 'programmeId', 'projectName', 'flowStatus'],
          orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
          limit: 500,
        },
      );
      for (const a of apps)
        mine.set(a.programmeId, [
          ...(mine.get(a.programmeId) ?? []),
          { id: a.id, projectName: a.projectName, flowStatus: a.flowStatus },
        ]);
    }
    const records = rows
      .map((p): ProgrammeCard => {
        const type = awardTypeOf(p.awardType);
        const available = availabilityOf(p, today);
        return {
          id: p.id,
          name: p.name,
          awardType: p.awardType,
          awardTypeLabel: type?.label ?? p.awardType,
          year: p.year,
          startDate: p.startDate,
          endDate: p.endDate,
          openFlag: p.openFlag,
          requireSerialNumber: p.requireSerialNumber,
          canApply: available.canApply,
          reason: available.reason,
          subscribed: subscribed.has(p.id),
          applyPath: type?.applyPath,
          mine: mine.get(p.id) ?? [],
        };
      })
      .filter((card) => filter.showAll || card.canApply);
    return { accountCategory: category, canShowAll, records };
  }

  /** A programme's name ('' for an unknown id; a removed programme keeps its name); a list's rows ask in one statement. */
  async nameOf(ctx: RequestContext, id: string): Promise<string> {
    return (await batched(ctx, programmeNames).load(id)) ?? '';
  }
}

export const awardProgrammeService = new AwardProgrammeService();

const programmeNames: BatchLoad<string, string> = async (ctx, ids) =>
  new Map(
    (await ctx.em.find(AwardProgramme, { id: { $in: ids } }, { filters: { notDeleted: false } })).map((p) => [
      p.id,
      p.name,
    ]),
  );
