import type { FilterQuery } from '@mikro-orm/core';
import { requirePermission, requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { badInput, forbidden } from '../../engine/errors/domain-error.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import {
  type AwardApplication,
  type AwardApplicationExpert,
  awardApplicationService,
  formTypeOf,
} from '../award/index.js';
import { awardProgrammeService } from '../award/index.js';
import { type ExpertAccount, expertService } from '../expert/index.js';
import { ExpertGroup, ReviewTask } from './award-assign.entity.js';
import type {
  AutoAssignInput,
  ExpertGroupFilter,
  ExpertGroupInput,
  ReviewTaskFilter,
  ReviewTaskInput,
} from './award-assign.inputs.js';
import { type AssignExpert, autoAssign, exclusionOf, type ExclusionReason } from './auto-assign.js';

/** Screen 专家分配 (/awards/expertsAllot and the century cup variants): view/preview; buttons apply, groups, review tasks. */
export const ALLOT_CODE = 'awards_allot';
export const ALLOT_CODES = {
  view: ALLOT_CODE,
  apply: `${ALLOT_CODE}_apply`,
  group: `${ALLOT_CODE}_group`,
  task: `${ALLOT_CODE}_task`,
} as const;

export const ASSIGN_MESSAGES = {
  groupNotFound: '专家分组不存在',
  taskNotFound: '评审任务不存在',
  expertNotFound: '所选专家不存在',
  poolRequired: '请选择专家分组或专业',
  applicationNotInProgramme: '所选申报不属于该奖项',
  programmeWithoutForm: '该奖项暂不支持专家分配',
  nothingToApply: '没有需要分配的申报',
} as const;

const blank = (v?: string | null) => !v || !v.trim();
const clean = (ids: readonly string[]) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))];

class ExpertGroupService extends CrudService<ExpertGroup, ExpertGroupInput, ExpertGroupFilter> {
  constructor() {
    super({
      entity: ExpertGroup,
      notFoundMessage: ASSIGN_MESSAGES.groupNotFound,
      orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
    });
  }

  override where(filter: ExpertGroupFilter = {}): FilterQuery<ExpertGroup> {
    const where: Record<string, unknown> = {};
    if (!blank(filter.name)) where.name = { $ilike: likeText(filter.name!.trim()) };
    if (!blank(filter.discipline)) where.discipline = filter.discipline!.trim();
    return where as FilterQuery<ExpertGroup>;
  }

  protected override async validate(ctx: RequestContext, input: ExpertGroupInput): Promise<void> {
    const ids = clean(input.memberIds);
    if (ids.length && (await expertService.byIds(ctx, ids)).length !== ids.length) {
      throw badInput(ASSIGN_MESSAGES.expertNotFound, [{ field: 'memberIds', message: ASSIGN_MESSAGES.expertNotFound }]);
    }
  }

  protected override assign(entity: ExpertGroup, input: ExpertGroupInput): void {
    Object.assign(entity, {
      name: input.name.trim(),
      discipline: input.discipline?.trim() || null,
      regionCode: input.regionCode?.trim() || null,
      memberIds: clean(input.memberIds),
    });
  }

  async members(ctx: RequestContext, group: ExpertGroup): Promise<ExpertAccount[]> {
    if (!group.memberIds.length) return [];
    return expertService.byIds(ctx, group.memberIds, { orderByName: true });
  }
}

class ReviewTaskService extends CrudService<ReviewTask, ReviewTaskInput, ReviewTaskFilter> {
  constructor() {
    super({
      entity: ReviewTask,
      notFoundMessage: ASSIGN_MESSAGES.taskNotFound,
      orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
    });
  }

  override where(filter: ReviewTaskFilter = {}): FilterQuery<ReviewTask> {
    return (blank(filter.programmeId) ? {} : { programmeId: filter.programmeId!.trim() }) as FilterQuery<ReviewTask>;
  }

  protected override async validate(ctx: RequestContext, input: ReviewTaskInput): Promise<void> {
    await awardProgrammeService.detail(ctx, input.programmeId.trim());
    const ids = clean(input.applicationIds);
    if (ids.length && (await awardApplicationService.idsIn(ctx, ids, input.programmeId.trim())).length !== ids.length) {
      throw badInput(ASSIGN_MESSAGES.applicationNotInProgramme, [
        { field: 'applicationIds', message: ASSIGN_MESSAGES.applicationNotInProgramme },
      ]);
    }
    if (!blank(input.groupId)) await expertGroupService.detail(ctx, input.groupId!.trim());
  }

  protected override assign(entity: ReviewTask, input: ReviewTaskInput): void {
    Object.assign(entity, {
      name: input.name.trim(),
      programmeId: input.programmeId.trim(),
      applicationIds: clean(input.applicationIds),
      groupId: input.groupId?.trim() || null,
    });
  }
}

export const expertGroupService = new ExpertGroupService();
export const reviewTaskService = new ReviewTaskService();

export interface PlanExpert {
  expertId: string;
  name: string;
  unitName?: string | null;
}
export interface PlanExclusion extends PlanExpert {
  reason: ExclusionReason;
}
export interface PlanApplication {
  applicationId: string;
  projectName?: string | null;
  unitName: string;
  flowStatus: number;
  current: PlanExpert[];
  added: PlanExpert[];
  exclusions: PlanExclusion[];
  shortfall?: string | null;
}
export interface AssignPlan {
  programmeId: string;
  perApplication: number;
  applied: boolean;
  newCount: number;
  applications: PlanApplication[];
  loads: (PlanExpert & { load: number })[];
}
export interface AssignCandidate extends PlanExpert {
  discipline: string;
  assigned: boolean;
  reason?: ExclusionReason | null;
}

export const refOf = (e: ExpertAccount): PlanExpert => ({ expertId: e.id, name: e.name, unitName: e.unitName });
export const asCandidate = (e: ExpertAccount): AssignExpert => ({
  id: e.id,
  name: e.name,
  creditCode: e.creditCode ?? null,
  expirationDate: e.expirationDate ?? null,
  approved: e.flowStatus === FLOW_STATUS.approved,
  load: 0,
});

class AwardAssignService {
  /** The experts to choose from: the group's members, else the approved experts of the discipline. */
  async pool(
    ctx: RequestContext,
    groupId?: string | null,
    discipline?: string | null,
    required = true,
  ): Promise<ExpertAccount[]> {
    if (!blank(groupId)) {
      const group = await expertGroupService.detail(ctx, groupId!.trim());
      return expertGroupService.members(ctx, group);
    }
    if (!blank(discipline)) return expertService.approvedOfDiscipline(ctx, discipline!.trim());
    if (required)
      throw badInput(ASSIGN_MESSAGES.poolRequired, [{ field: 'groupId', message: ASSIGN_MESSAGES.poolRequired }]);
    return expertService.firstByName(ctx, 1000);
  }

  /** The programme, for staff of its award type only. */
  async staffProgramme(ctx: RequestContext, programmeId: string) {
    const programme = await awardProgrammeService.detail(ctx, programmeId.trim());
    let type;
    try {
      type = formTypeOf(programme.awardType);
    } catch {
      throw badInput(ASSIGN_MESSAGES.programmeWithoutForm);
    }
    if (!awardApplicationService.isStaff(ctx, type)) throw forbidden();
    return programme;
  }

  /** The assignment a dry run proposes (preview), or the one apply writes. */
  async plan(ctx: RequestContext, input: AutoAssignInput): Promise<AssignPlan> {
    requireUser(ctx);
    const programme = await this.staffProgramme(ctx, input.programmeId);
    const experts = await this.pool(ctx, input.groupId, input.discipline);
    const apps = await awardApplicationService.submittedOf(ctx, programme.id, { enabledOnly: true });
    const rows = await awardApplicationService.assignments(ctx, { programmeId: programme.id });
    const load = new Map<string, number>();
    for (const r of rows) load.set(r.expertId, (load.get(r.expertId) ?? 0) + 1);
    const assigned = new Map<string, AwardApplicationExpert[]>();
    for (const r of rows) assigned.set(r.applicationId, [...(assigned.get(r.applicationId) ?? []), r]);
    const inputs = [];
    for (const app of apps) {
      inputs.push({
        id: app.id,
        involvedCreditCodes: [...(await awardApplicationService.involvedCreditCodes(ctx, app))],
        assignedExpertIds: (assigned.get(app.id) ?? []).map((r) => r.expertId),
      });
    }
    const result = autoAssign({
      applications: inputs,
      experts: experts.map((e) => ({ ...asCandidate(e), load: load.get(e.id) ?? 0 })),
      perApplication: input.perApplication,
      today: todayIn(),
    });
    const byId = new Map(experts.map((e) => [e.id, e]));
    return {
      programmeId: programme.id,
      perApplication: input.perApplication,
      applied: false,
      newCount: result.assignments.length,
      applications: apps.map((app) => ({
        applicationId: app.id,
        projectName: app.projectName ?? null,
        unitName: app.unitName,
        flowStatus: app.flowStatus,
        current: (assigned.get(app.id) ?? []).map((r) => ({
          expertId: r.expertId,
          name: r.expertName,
          unitName: r.expertUnit ?? null,
        })),
        added: result.assignments.filter((a) => a.applicationId === app.id).map((a) => refOf(byId.get(a.expertId)!)),
        exclusions: result.exclusions
          .filter((x) => x.applicationId === app.id)
          .map((x) => ({ ...refOf(byId.get(x.expertId)!), reason: x.reason })),
        shortfall: result.shortfalls.find((s) => s.applicationId === app.id)?.reason ?? null,
      })),
      loads: experts
        .map((e) => ({ ...refOf(e), load: result.loads[e.id] ?? 0 }))
        .sort((a, b) => b.load - a.load || (a.expertId < b.expertId ? -1 : 1)),
    };
  }

  /** Computes the plan again and writes it through assignExperts (the same checks as a manual assignment), in one transaction. */
  async apply(ctx: RequestContext, input: AutoAssignInput): Promise<AssignPlan> {
    requirePermission(ctx, ALLOT_CODES.apply);
    const plan = await this.plan(ctx, input);
    await this.writeAssignments(
      ctx,
      plan.applications
        .filter((app) => app.added.length)
        .map((app) => ({
          applicationId: app.applicationId,
          expertIds: [...app.current, ...app.added].map((e) => e.expertId),
        })),
    );
    return { ...plan, applied: true };
  }

  /**
   * Writes the experts of applications through assignExperts (the same checks as a manual assignment) in one
   * transaction, all or nothing: one refused application (changed since the plan) leaves every assignment as it was.
   * `also` runs in the same transaction (e.g. a draw record).
   */
  async writeAssignments(
    ctx: RequestContext,
    rows: readonly { applicationId: string; expertIds: string[] }[],
    also?: (tx: RequestContext) => Promise<void>,
  ): Promise<void> {
    try {
      await ctx.em.transactional(async (em) => {
        const tx: RequestContext = { ...ctx, em: em as RequestContext['em'] };
        for (const row of rows) await awardApplicationService.assignExperts(tx, row.applicationId, row.expertIds);
        if (also) await also(tx);
      });
    } catch (e) {
      ctx.em.clear();
      throw e;
    }
  }

  /** The submitted applications of a programme, for staff of its type. */
  async applicationOptions(ctx: RequestContext, programmeId: string): Promise<AwardApplication[]> {
    const programme = await this.staffProgramme(ctx, programmeId);
    return awardApplicationService.submittedOf(ctx, programme.id, { limit: 2000 });
  }

  /** Every expert of the pool for one application, with the reason of the ineligible ones (manual edit dialog). */
  async candidates(
    ctx: RequestContext,
    applicationId: string,
    groupId?: string | null,
    discipline?: string | null,
  ): Promise<AssignCandidate[]> {
    const app = await awardApplicationService.detail(ctx, applicationId.trim());
    await this.staffProgramme(ctx, app.programmeId);
    const experts = await this.pool(ctx, groupId, discipline, false);
    const involved = [...(await awardApplicationService.involvedCreditCodes(ctx, app))];
    const current = await awardApplicationService.assignments(ctx, { applicationIds: [app.id] });
    const have = new Set(current.map((r) => r.expertId));
    const today = todayIn();
    const out: AssignCandidate[] = experts.map((e) => ({
      ...refOf(e),
      discipline: e.discipline,
      assigned: have.has(e.id),
      reason: exclusionOf({ id: app.id, involvedCreditCodes: involved }, asCandidate(e), today),
    }));
    // Assigned experts outside the pool are listed too, so the dialog can keep or remove them.
    const missing = current.filter((r) => !experts.some((e) => e.id === r.expertId)).map((r) => r.expertId);
    if (missing.length) {
      for (const e of await expertService.byIds(ctx, missing)) {
        out.push({
          ...refOf(e),
          discipline: e.discipline,
          assigned: true,
          reason: exclusionOf({ id: app.id, involvedCreditCodes: involved }, asCandidate(e), today),
        });
      }
    }
    return out.sort(
      (a, b) => Number(a.reason != null) - Number(b.reason != null) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
  }
}

export const awardAssignService = new AwardAssignService();
