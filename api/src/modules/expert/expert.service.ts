import type { FilterQuery } from '@mikro-orm/core';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { bizDictLabels } from '../../engine/dict/index.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, DomainError, duplicate, notFound } from '../../engine/errors/domain-error.js';
import { registerFlowHooks } from '../../engine/flow/flow-hooks.js';
import { flowService } from '../../engine/flow/flow.service.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { normalizeUscc, usccError } from '@zhuxie/domain/rules/uscc';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { EXPERT_DISCIPLINE_DICT, ExpertAccount } from './expert.entity.js';
import type { ExpertAccountFilter, ExpertAccountInput, ExpertSearchFilter } from './expert.inputs.js';
import { findPage } from '../../engine/crud/find-page.js';
import { limit } from '../../engine/limits/limit.js';
import { User } from '../../engine/auth/user.entity.js';
import { storedImage } from '../../engine/pdf/index.js';
import { paramService } from '../system/index.js';
import type { ExpertCardData } from './expert-card.pdf.js';

/** The largest photo file the card reads. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const EXPERT_BUSINESS_TYPE = 'expert';
/** Staff screen 账号管理 (expert accounts): view, add, edit, delete, and the card's expiry. */
export const EXPERT_CODE = 'member_account';
export const EXPERT_CODES = {
  view: EXPERT_CODE,
  add: `${EXPERT_CODE}_add`,
  edit: `${EXPERT_CODE}_edit`,
  delete: `${EXPERT_CODE}_delete`,
  expiry: `${EXPERT_CODE}_expiry`,
} as const;
/** The member portal's 专家申请: a person files their own expert application. */
export const EXPERT_APPLY_CODE = 'cms_specialist';

export const EXPERT_MESSAGES = {
  notFound: '专家信息不存在',
  cardTaken: '该专家证号已存在',
  cardNotFound: '未找到该专家证号',
  notEditable: '审核中或已通过的专家信息不能修改',
  disciplineUnknown: '请选择专业',
  ownOnly: '只能修改自己的专家申请',
  removeReviewing: '审核中的专家信息不能删除',
  staffOnly: '专家证号和有效期由协会填写',
  appliedAlready: '您已提交过专家申请，请在原申请上修改',
  noCard: '该专家尚未发放专家证',
} as const;

/** One expert application per account (partial unique index of lnjzxh_account). */
const EXPERT_USER_UNIQUE = 'lnjzxh_account_tenant_user_unique';

/** Editable while not under review and not approved: pending, rejected or withdrawn. */
const EDITABLE: number[] = [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];

/** An expert as the public search shows it: no phone, no credit code, nothing of the review. */
export interface PublicExpert {
  id: string;
  name: string;
  unitName: string;
  jobTitle?: string;
  discipline: string;
  /** The discipline's label (the public page cannot read the business dictionary). */
  disciplineName: string;
  cardCode?: string;
  expirationDate?: string;
}

function isStaff(ctx: RequestContext): boolean {
  return Boolean(ctx.user && holdsAny(ctx.user, [EXPERT_CODES.view]));
}

class ExpertService extends CrudService<ExpertAccount, ExpertAccountInput, ExpertAccountFilter> {
  constructor() {
    super({
      entity: ExpertAccount,
      notFoundMessage: EXPERT_MESSAGES.notFound,
      uniqueViolation: (e) =>
        e.message.includes(EXPERT_USER_UNIQUE)
          ? badInput(EXPERT_MESSAGES.appliedAlready)
          : duplicate(EXPERT_MESSAGES.cardTaken, 'cardCode'),
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: ExpertAccountFilter = {}): FilterQuery<ExpertAccount> {
    const where = textWhere(
      filter as Record<string, unknown>,
      ['name', 'unitName', 'cardCode'],
      ['discipline', 'flowStatus'],
    );
    if (filter.expired) where.expirationDate = { $lt: todayIn() };
    return where as FilterQuery<ExpertAccount>;
  }

  /** A record the user may read: staff any; a person their own; an approver of its flow. */
  async readable(ctx: RequestContext, id: string): Promise<ExpertAccount> {
    const user = requireUser(ctx);
    const expert = await this.detail(ctx, id);
    if (isStaff(ctx) || expert.userId === user.id || expert.createUser === user.id) return expert;
    const instance = await flowService.instanceOf(ctx, EXPERT_BUSINESS_TYPE, id);
    if (instance && flowService.actorsOf(instance, user).length > 0) return expert;
    throw notFound(EXPERT_MESSAGES.notFound);
  }

  /**
   * The expert card of a record for printing: staff who see expert records, or the expert themself; only once
   * the association has issued a card number.
   */
  async cardData(ctx: RequestContext, id: string): Promise<ExpertCardData> {
    const user = requireUser(ctx);
    const expert = await this.detail(ctx, id);
    if (!isStaff(ctx) && !(expert.userId && expert.userId === user.id)) throw notFound(EXPERT_MESSAGES.notFound);
    if (!expert.cardCode) throw badInput(EXPERT_MESSAGES.noCard);
    const account = expert.userId ? await ctx.em.findOne(User, { id: expert.userId }) : null;
    const [labels, association, photo] = await Promise.all([
      bizDictLabels(ctx, EXPERT_DISCIPLINE_DICT),
      paramService.associationName(ctx),
      storedImage(ctx, account?.avatar, expert.tenantId, PHOTO_MAX_BYTES, 'expert photo'),
    ]);
    return {
      expert,
      association,
      disciplineName: labels.get(expert.discipline) ?? expert.discipline,
      photo,
      printedOn: todayIn(),
    };
  }

  /** Expert records by id, for other modules (assignment, scoring); ids without a live record are left out. */
  byIds(ctx: RequestContext, ids: string[], options: { orderByName?: boolean } = {}): Promise<ExpertAccount[]> {
    return ctx.em.find(
      ExpertAccount,
      { id: { $in: ids } },
      options.orderByName ? { orderBy: [{ name: 'asc' }, { id: 'asc' }] } : {},
    );
  }

  /** The approved experts of a discipline, by name (the assignment pool). */
  approvedOfDiscipline(ctx: RequestContext, discipline: string): Promise<ExpertAccount[]> {
    return ctx.em.find(
      ExpertAccount,
      { discipline, flowStatus: FLOW_STATUS.approved },
      { orderBy: [{ name: 'asc' }, { id: 'asc' }] },
    );
  }

  /** The first experts by name, any status (choosing group members). */
  firstByName(ctx: RequestContext, limit: number): Promise<ExpertAccount[]> {
    return ctx.em.find(ExpertAccount, {}, { orderBy: [{ name: 'asc' }, { id: 'asc' }], limit });
  }

  /** The name of an expert record, removed ones included (names on earlier scores); empty when there is none. */
  async nameOf(ctx: RequestContext, id: string): Promise<string> {
    return (await ctx.em.findOne(ExpertAccount, { id }, { filters: { notDeleted: false } }))?.name ?? '';
  }

  /** The ids of a user's expert records (any status). */
  async idsOfUser(ctx: RequestContext, userId: string): Promise<string[]> {
    return (await ctx.em.find(ExpertAccount, { userId }, { fields: ['id'] })).map((e) => e.id);
  }

  /** How many approved experts the tenant has (a questionnaire's audience of experts). */
  countApproved(ctx: RequestContext): Promise<number> {
    return ctx.em.count(ExpertAccount, { flowStatus: FLOW_STATUS.approved });
  }

  /** A user's approved expert records. */
  approvedOfUser(ctx: RequestContext, userId: string): Promise<ExpertAccount[]> {
    return ctx.em.find(ExpertAccount, { userId, flowStatus: FLOW_STATUS.approved });
  }

  /** The signed-in person's own expert application, if any (专家申请). */
  async mine(ctx: RequestContext): Promise<ExpertAccount | null> {
    const user = requireUser(ctx);
    return ctx.em.findOne(ExpertAccount, { userId: user.id }, { orderBy: { createTime: 'desc' } });
  }

  protected override async validate(
    ctx: RequestContext,
    input: ExpertAccountInput,
    existing?: ExpertAccount,
  ): Promise<void> {
    const user = requireUser(ctx);
    const staff = isStaff(ctx);
    if (!staff && (input.cardCode?.trim() || input.expirationDate))
      throw new DomainError('FORBIDDEN', EXPERT_MESSAGES.staffOnly);
    if (existing) {
      if (!staff && existing.userId !== user.id) throw new DomainError('FORBIDDEN', EXPERT_MESSAGES.ownOnly);
      if (!EDITABLE.includes(existing.flowStatus)) throw badInput(EXPERT_MESSAGES.notEditable);
    } else if (!staff && (await this.mine(ctx))) {
      throw badInput(EXPERT_MESSAGES.appliedAlready);
    }
    const known = await ctx.em.count(DictBiz, {
      code: EXPERT_DISCIPLINE_DICT,
      dictKey: input.discipline.trim(),
      parentId: { $ne: null },
    });
    if (!known)
      throw badInput(EXPERT_MESSAGES.disciplineUnknown, [
        { field: 'discipline', message: EXPERT_MESSAGES.disciplineUnknown },
      ]);
    if (input.creditCode?.trim()) {
      const creditError = usccError(input.creditCode);
      if (creditError) throw badInput(creditError, [{ field: 'creditCode', message: creditError }]);
    }
    const card = input.cardCode?.trim();
    if (
      card &&
      (await ctx.em.count(ExpertAccount, { cardCode: card, ...(existing ? { id: { $ne: existing.id } } : {}) }))
    )
      throw duplicate(EXPERT_MESSAGES.cardTaken, 'cardCode');
  }

  /** A person's own application belongs to their account from its first write (one per account, a unique index). */
  protected override prepareNew(ctx: RequestContext, entity: ExpertAccount): ExpertAccount {
    if (!isStaff(ctx)) entity.userId = ctx.userId;
    return entity;
  }

  protected override assign(entity: ExpertAccount, input: ExpertAccountInput): void {
    entity.name = input.name.trim();
    entity.gender = input.gender ?? undefined;
    entity.mobile = input.mobile.trim();
    entity.unitName = input.unitName.trim();
    entity.creditCode = normalizeUscc(input.creditCode) || undefined;
    entity.jobTitle = input.jobTitle?.trim() || undefined;
    entity.discipline = input.discipline.trim();
    entity.resume = input.resume?.trim() || undefined;
    entity.remark = input.remark?.trim() || undefined;
  }

  /** Saves (staff: any record, with the card fields; a person: their own application) and, with andSubmit, sends it for review. */
  async save(ctx: RequestContext, input: ExpertAccountInput): Promise<{ entity: ExpertAccount; created: boolean }> {
    requireUser(ctx);
    const result = await this.submit(ctx, input);
    const { entity } = result;
    if (isStaff(ctx)) {
      entity.cardCode = input.cardCode?.trim() || undefined;
      entity.expirationDate = input.expirationDate || undefined;
      await this.flush(ctx);
    }
    if (input.andSubmit) await flowService.submit(ctx, { businessType: EXPERT_BUSINESS_TYPE, businessId: entity.id });
    return result;
  }

  /** Staff issue or change a card (any status): a code unique in the tenant and an optional end date. */
  async issueCard(
    ctx: RequestContext,
    id: string,
    cardCode: string,
    expirationDate?: string | null,
  ): Promise<ExpertAccount> {
    const expert = await this.detail(ctx, id);
    const card = cardCode.trim();
    if (await ctx.em.count(ExpertAccount, { cardCode: card, id: { $ne: expert.id } }))
      throw duplicate(EXPERT_MESSAGES.cardTaken, 'cardCode');
    expert.cardCode = card;
    expert.expirationDate = expirationDate || undefined;
    expert.updateUser = ctx.userId;
    await this.flush(ctx);
    return expert;
  }

  /** The legacy expiration calls by card code: set a date, or clear it (no end). */
  async setExpiration(ctx: RequestContext, cardCode: string, expirationDate?: string | null): Promise<ExpertAccount> {
    const expert = await ctx.em.findOne(ExpertAccount, { cardCode: cardCode.trim() });
    if (!expert) throw notFound(EXPERT_MESSAGES.cardNotFound);
    expert.expirationDate = expirationDate || undefined;
    expert.updateUser = ctx.userId;
    await this.flush(ctx);
    return expert;
  }

  protected override async beforeRemove(_ctx: RequestContext, rows: ExpertAccount[]): Promise<void> {
    if (rows.some((r) => r.flowStatus === FLOW_STATUS.reviewing)) throw badInput(EXPERT_MESSAGES.removeReviewing);
  }

  /** Public search: approved experts whose card has not expired, by name or unit and discipline. */
  async search(ctx: RequestContext, req: PageRequest, filter: ExpertSearchFilter = {}): Promise<Page<PublicExpert>> {
    const where: Record<string, unknown> = {
      flowStatus: FLOW_STATUS.approved,
      $or: [{ expirationDate: null }, { expirationDate: { $gte: todayIn() } }],
    };
    const keyword = filter.keyword?.trim();
    if (keyword) {
      const like = likeText(keyword);
      where.$and = [
        { $or: [{ name: { $ilike: like } }, { unitName: { $ilike: like } }, { cardCode: { $ilike: like } }] },
      ];
    }
    if (filter.discipline?.trim()) where.discipline = filter.discipline.trim();
    const [rows, total] = await findPage(ctx.em, ExpertAccount, where as FilterQuery<ExpertAccount>, {
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    const labels = await bizDictLabels(ctx, EXPERT_DISCIPLINE_DICT);
    return pageOf(
      rows.map((e) => ({
        id: e.id,
        name: e.name,
        unitName: e.unitName,
        jobTitle: e.jobTitle,
        discipline: e.discipline,
        disciplineName: labels.get(e.discipline) ?? e.discipline,
        cardCode: e.cardCode,
        expirationDate: e.expirationDate,
      })),
      total,
      req,
    );
  }

  /**
   * Open check of an expert card by its number (专家证号, unique in the tenant of the request), throttled per address
   * as the certificates' verification: whether the card holds today and what the card itself shows (never the
   * mobile, credit code or resume). A card of an expert not (or no longer) approved is unknown.
   */
  async verifyCard(ctx: RequestContext, cardCode: string): Promise<ExpertCardVerification> {
    await limit(ctx, 'verifyIp', ctx.ip ?? 'unknown');
    const trimmed = cardCode.trim();
    if (!trimmed || trimmed.length > 32) return { state: 'UNKNOWN' };
    const expert = await ctx.em.findOne(ExpertAccount, { cardCode: trimmed, flowStatus: FLOW_STATUS.approved });
    if (!expert) return { state: 'UNKNOWN' };
    const labels = await bizDictLabels(ctx, EXPERT_DISCIPLINE_DICT);
    const expired = !!expert.expirationDate && expert.expirationDate < todayIn();
    return {
      state: expired ? 'EXPIRED' : 'VALID',
      cardCode: expert.cardCode,
      name: expert.name,
      unitName: expert.unitName,
      jobTitle: expert.jobTitle,
      disciplineName: labels.get(expert.discipline) ?? expert.discipline,
      expirationDate: expert.expirationDate,
    };
  }
}

/** What the open expert card check tells: the state and, for a known card, what the card shows. */
export interface ExpertCardVerification {
  state: 'VALID' | 'EXPIRED' | 'UNKNOWN';
  cardCode?: string;
  name?: string;
  unitName?: string;
  jobTitle?: string;
  disciplineName?: string;
  expirationDate?: string;
}

export const expertService = new ExpertService();

registerFlowHooks(EXPERT_BUSINESS_TYPE, {
  label: '专家申请',
  paths: { detail: '/awards/accountMGT/detail/{businessId}' },
  async canSubmit(ctx, businessId) {
    const expert = await ctx.em.findOne(ExpertAccount, { id: businessId });
    if (!expert || !ctx.user) return false;
    return (
      expert.userId === ctx.user.id || (!expert.userId && holdsAny(ctx.user, [EXPERT_CODES.add, EXPERT_CODES.edit]))
    );
  },
  async title(ctx, businessId) {
    const expert = await ctx.em.findOne(ExpertAccount, { id: businessId });
    return expert ? `${expert.name}（${expert.unitName}）的专家申请` : undefined;
  },
  async onTransition(ctx, { instance }) {
    const expert = await ctx.em.findOne(ExpertAccount, { id: instance.businessId });
    if (expert) expert.flowStatus = instance.status;
  },
});
