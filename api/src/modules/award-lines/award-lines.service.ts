import type { FilterQuery } from '@mikro-orm/core';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, DomainError, duplicate, notFound } from '../../engine/errors/domain-error.js';
import type { FlowModel } from '../../engine/flow/flow.entities.js';
import { flowService } from '../../engine/flow/flow.service.js';
import { awardProgrammeService } from '../award/index.js';
import { memberUnitService } from '../member/index.js';
import { LINE_STATUS, QualityTeamUnit, SafetyStandardization, TechnologyResult } from './award-lines.entity.js';
import type {
  QualityTeamUnitAddInput,
  QualityTeamUnitFilter,
  SafetyStandardizationFilter,
  SafetyStandardizationInput,
  TechnologyResultAuditInput,
  TechnologyResultFilter,
  TechnologyResultInput,
} from './award-lines.inputs.js';
import { auditOutcome, LINE_MESSAGES, nextEnabled, safetyProblems } from '@zhuxie/domain/award-lines/award-lines.rules';

/** Staff screen 质量小组 (/awards/quality/qualityTeam): view, add, delete, enable/disable. */
export const QUALITY_TEAM_CODE = 'awards_quality_team';
export const QUALITY_TEAM_CODES = {
  view: QUALITY_TEAM_CODE,
  add: `${QUALITY_TEAM_CODE}_add`,
  delete: `${QUALITY_TEAM_CODE}_delete`,
  enable: `${QUALITY_TEAM_CODE}_enable`,
} as const;
/** Staff screen 安全标准化 (/awards/safetyStandardization): view, add, edit, delete. */
export const SAFETY_CODE = 'awards_safety';
export const SAFETY_CODES = {
  view: SAFETY_CODE,
  add: `${SAFETY_CODE}_add`,
  edit: `${SAFETY_CODE}_edit`,
  delete: `${SAFETY_CODE}_delete`,
} as const;
/** 科技成果: view, add, edit, audit. */
export const TECHNOLOGY_CODE = 'awards_technology';
export const TECHNOLOGY_CODES = {
  view: TECHNOLOGY_CODE,
  add: `${TECHNOLOGY_CODE}_add`,
  edit: `${TECHNOLOGY_CODE}_edit`,
  audit: `${TECHNOLOGY_CODE}_audit`,
} as const;

/** The flow business type (flow model key) of quality-team applications. */
export const QUALITY_TEAM_BUSINESS_TYPE = 'quality_team';
export const SAFETY_AWARD_TYPE = 'safety_standardization';

const blank = (v?: string | null) => !v || !v.trim();

/** The member unit of an id, or a field error on `field`. */
async function memberUnitOf(ctx: RequestContext, id: string, field = 'memberUnitId') {
  try {
    return await memberUnitService.detail(ctx, id.trim());
  } catch (e) {
    if (e instanceof DomainError && e.code === 'NOT_FOUND')
      throw badInput(LINE_MESSAGES.memberUnitNotFound, [{ field, message: LINE_MESSAGES.memberUnitNotFound }]);
    throw e;
  }
}

/** Member units to choose from (at most 200, by name), for the award-lines forms. */
export async function memberUnitOptions(
  ctx: RequestContext,
  keyword?: string | null,
): Promise<{ id: string; name: string }[]> {
  const page = await memberUnitService.list(ctx, { current: 1, size: 200 }, {
    name: keyword?.trim() || undefined,
  } as never);
  return page.records.map((u) => ({ id: u.id, name: u.name }));
}

class QualityTeamService extends CrudService<QualityTeamUnit, { id?: string | null }, QualityTeamUnitFilter> {
  constructor() {
    super({
      entity: QualityTeamUnit,
      notFoundMessage: LINE_MESSAGES.unitNotFound,
      uniqueViolation: () => duplicate(LINE_MESSAGES.unitDuplicate, 'memberUnitId'),
      orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
    });
  }

  override where(filter: QualityTeamUnitFilter = {}): FilterQuery<QualityTeamUnit> {
    const where: Record<string, unknown> = {};
    if (!blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    if (filter.enabled != null) where.enabled = filter.enabled;
    return where as FilterQuery<QualityTeamUnit>;
  }

  /** The latest flow model versions configured for the quality-team business type (empty when none is). */
  async flowConfigList(ctx: RequestContext): Promise<FlowModel[]> {
    return (await flowService.models(ctx, { current: 1, size: 200 }, { modelKey: QUALITY_TEAM_BUSINESS_TYPE })).records;
  }

  /** Adds a member unit (enabled); a unit already in the list is refused. */
  async add(ctx: RequestContext, input: QualityTeamUnitAddInput): Promise<QualityTeamUnit> {
    const unit = await memberUnitOf(ctx, input.memberUnitId);
    if (await ctx.em.count(QualityTeamUnit, { memberUnitId: unit.id }))
      throw duplicate(LINE_MESSAGES.unitDuplicate, 'memberUnitId');
    const row = ctx.em.create(QualityTeamUnit, {
      tenantId: ctx.tenantId,
      createUser: ctx.userId,
      createDept: ctx.user?.deptId,
      updateUser: ctx.userId,
      memberUnitId: unit.id,
      unitName: unit.name,
      remark: input.remark?.trim() || undefined,
    });
    await this.flush(ctx);
    return row;
  }

  /** Sets the enabled flag (`enable` 1 or 0) or, without it, toggles it. */
  async enable(ctx: RequestContext, id: string, enable?: string | number | null): Promise<QualityTeamUnit> {
    const row = await this.detail(ctx, id);
    const next = nextEnabled(row.enabled, enable);
    if (next === undefined)
      throw badInput(LINE_MESSAGES.enableInvalid, [{ field: 'enable', message: LINE_MESSAGES.enableInvalid }]);
    row.enabled = next;
    row.updateUser = ctx.userId;
    await this.flush(ctx);
    return row;
  }

  /** Member units not yet in the list (for adding), by name. */
  async candidates(ctx: RequestContext, keyword?: string | null): Promise<{ id: string; name: string }[]> {
    const taken = new Set(
      (await ctx.em.find(QualityTeamUnit, {}, { fields: ['memberUnitId'] as never })).map((r) => r.memberUnitId),
    );
    return (await memberUnitOptions(ctx, keyword)).filter((u) => !taken.has(u.id));
  }
}

class SafetyStandardizationService extends CrudService<
  SafetyStandardization,
  SafetyStandardizationInput,
  SafetyStandardizationFilter
> {
  constructor() {
    super({
      entity: SafetyStandardization,
      notFoundMessage: LINE_MESSAGES.safetyNotFound,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: SafetyStandardizationFilter = {}): FilterQuery<SafetyStandardization> {
    const where: Record<string, unknown> = {};
    if (!blank(filter.projectName)) where.projectName = { $ilike: likeText(filter.projectName!.trim()) };
    if (!blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    if (!blank(filter.programmeId)) where.programmeId = filter.programmeId!.trim();
    if (!blank(filter.level)) where.level = filter.level!.trim();
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<SafetyStandardization>;
  }

  /** Creates or updates a record: every field problem at once, then the unit and the programme must exist. */
  override async submit(
    ctx: RequestContext,
    input: SafetyStandardizationInput,
  ): Promise<{ entity: SafetyStandardization; created: boolean }> {
    const problems = safetyProblems(input);
    if (problems.length) throw badInput(problems[0]!.message, problems);
    const existing = input.id ? await this.detail(ctx, input.id) : undefined;
    if (existing) checkVersion(ctx, existing, input.version);
    const unit = await memberUnitOf(ctx, input.memberUnitId!);
    let programmeType: string | undefined;
    try {
      programmeType = (await awardProgrammeService.detail(ctx, input.programmeId!.trim())).awardType;
    } catch (e) {
      if (!(e instanceof DomainError && e.code === 'NOT_FOUND')) throw e;
    }
    if (programmeType !== SAFETY_AWARD_TYPE)
      throw badInput(LINE_MESSAGES.programmeInvalid, [
        { field: 'programmeId', message: LINE_MESSAGES.programmeInvalid },
      ]);
    const entity =
      existing ??
      ctx.em.create(SafetyStandardization, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        createDept: ctx.user?.deptId,
      } as never);
    // modify sends the whole record: optional fields left out are cleared.
    Object.assign(entity, {
      projectName: input.projectName!.trim(),
      memberUnitId: unit.id,
      unitName: unit.name,
      programmeId: input.programmeId!.trim(),
      contact: input.contact!.trim(),
      mobile: input.mobile!.trim(),
      score: input.score ?? null,
      level: input.level?.trim() || null,
      status: input.status ?? existing?.status ?? LINE_STATUS.pending,
      remark: input.remark?.trim() || null,
      updateUser: ctx.userId,
    });
    await this.flush(ctx);
    return { entity, created: !existing };
  }
}

class TechnologyResultService extends CrudService<TechnologyResult, TechnologyResultInput, TechnologyResultFilter> {
  constructor() {
    super({
      entity: TechnologyResult,
      notFoundMessage: LINE_MESSAGES.technologyNotFound,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: TechnologyResultFilter = {}): FilterQuery<TechnologyResult> {
    const where: Record<string, unknown> = {};
    if (!blank(filter.projectName)) where.projectName = { $ilike: likeText(filter.projectName!.trim()) };
    if (!blank(filter.unitName)) where.unitName = { $ilike: likeText(filter.unitName!.trim()) };
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<TechnologyResult>;
  }

  /** Creates (待送审) or updates a record; an audited one (已通过 / 不通过) is final, a rejected one goes back to 待送审. */
  override async submit(
    ctx: RequestContext,
    input: TechnologyResultInput,
  ): Promise<{ entity: TechnologyResult; created: boolean }> {
    const existing = input.id ? await this.detail(ctx, input.id) : undefined;
    if (existing && (existing.status === LINE_STATUS.passed || existing.status === LINE_STATUS.failed))
      throw badInput(LINE_MESSAGES.modifyFinished);
    if (existing) checkVersion(ctx, existing, input.version);
    const unit = await memberUnitOf(ctx, input.memberUnitId);
    const entity =
      existing ??
      ctx.em.create(TechnologyResult, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        createDept: ctx.user?.deptId,
      } as never);
    Object.assign(entity, {
      projectName: input.projectName.trim(),
      memberUnitId: unit.id,
      unitName: unit.name,
      status: LINE_STATUS.pending,
      updateUser: ctx.userId,
    });
    await this.flush(ctx);
    return { entity, created: !existing };
  }

  /** The staff audit: 待送审 → 已通过 / 驳回 / 不通过; anything else is refused with a clear message. */
  async audit(ctx: RequestContext, input: TechnologyResultAuditInput): Promise<TechnologyResult> {
    const user = requireUser(ctx);
    if (blank(input.id)) throw notFound(LINE_MESSAGES.technologyNotFound);
    const row = await this.detail(ctx, input.id.trim());
    const outcome = auditOutcome(row.status, input.status, input.opinion);
    if ('error' in outcome)
      throw badInput(outcome.error, outcome.field ? [{ field: outcome.field, message: outcome.error }] : []);
    checkVersion(ctx, row, input.version);
    row.status = input.status;
    row.opinion = outcome.opinion;
    row.auditorId = user.id;
    row.auditorName = user.realName || user.account;
    row.auditTime = new Date();
    row.updateUser = user.id;
    await this.flush(ctx);
    return row;
  }
}

export const qualityTeamService = new QualityTeamService();
export const safetyStandardizationService = new SafetyStandardizationService();
export const technologyResultService = new TechnologyResultService();
