import { type FilterQuery, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Role } from '../access/role.entity.js';
import { User, USER_STATUS } from '../auth/user.entity.js';
import type { CurrentUser } from '../access/current-user.js';
import { holdsAny } from '../access/current-user.js';
import { requireUser } from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import { badInput, DomainError, notFound, stale } from '../errors/domain-error.js';
import { type Page, pageOf, type PageRequest } from '../crud/paging.js';
import { likeText } from '../crud/crud.service.js';
import { inboxService } from '../inbox/inbox.service.js';
import { mailService } from '../mail/mail.service.js';
import { FLOW_MAIL, linkLine } from './flow-mail.js';
import { flowHooksOf } from './flow-hooks.js';
import { emitFlowEvent } from './flow-webhooks.js';
import {
  APPROVER_RULES,
  type ApproverKind,
  FlowInstance,
  FlowLog,
  FlowModel,
  type FlowStepDef,
  MODEL_STATUS,
} from './flow.entities.js';
import {
  checkTransition,
  FLOW_STATUS,
  FLOW_STATUS_LABELS,
  type FlowAction,
  type FlowActor,
  type FlowStatus,
  isFlowStatus,
  opinionFor,
} from './transitions.js';
import { batched, type BatchLoad } from '../graphql/batch.js';
import { findPage } from '../crud/find-page.js';

/** Permission code of flow administrators: models, process management, follow-up, reset and terminate. */
export const FLOW_ADMIN_CODE = 'flow_admin';

export const FLOW_MESSAGES = {
  noModel: '该业务没有可用的流程模型',
  suspended: '该业务的流程模型已挂起，暂不能送审',
  instanceNotFound: '流程记录不存在',
  modelNotFound: '流程模型不存在',
  noSteps: '流程模型至少需要一个审批步骤',
  notYours: '该任务已被他人签收',
  notClaimable: '该任务不能签收',
} as const;

export type TaskKind = 'todo' | 'claim' | 'sent' | 'done';

export interface StepInput {
  title: string;
  approverKind: ApproverKind;
  approvers: string[];
  buttonApproval?: boolean | null;
  buttonApprovalTitle?: string | null;
  buttonReject?: boolean | null;
  buttonRejectTitle?: string | null;
  buttonCancel?: boolean | null;
  buttonCancelTitle?: string | null;
  buttonReset?: boolean | null;
  buttonResetTitle?: string | null;
}

/** A step as stored: every flag and title filled in (defaults: approve and reject offered, titles from the action labels). */
export function normalizeStep(s: StepInput): FlowStepDef {
  return {
    title: s.title.trim(),
    approverKind: s.approverKind,
    approvers: [...new Set(s.approvers.map((a) => a.trim()).filter(Boolean))],
    buttonApproval: s.buttonApproval ?? true,
    buttonApprovalTitle: s.buttonApprovalTitle?.trim() || '通过',
    buttonReject: s.buttonReject ?? true,
    buttonRejectTitle: s.buttonRejectTitle?.trim() || '驳回',
    buttonCancel: s.buttonCancel ?? false,
    buttonCancelTitle: s.buttonCancelTitle?.trim() || '作废',
    buttonReset: s.buttonReset ?? false,
    buttonResetTitle: s.buttonResetTitle?.trim() || '重置',
  };
}

/** The button flag a step must offer for an approver's action. */
function stepOffers(step: FlowStepDef, action: FlowAction): boolean {
  if (action === 'approve') return step.buttonApproval;
  if (action === 'reject') return step.buttonReject;
  if (action === 'void') return step.buttonCancel;
  return true;
}

function displayName(user: CurrentUser): string {
  return user.realName || user.account;
}

/**
 * The approval-flow engine (ARCHITECTURE section 7): model versions, instances of business records, the one
 * transition table (transitions.ts), the flow log and the task lists. Transitions run in a transaction and
 * rely on the instance's version column: of two approvers acting at once exactly one wins; the other gets
 * STALE (数据已被他人修改，请刷新后重试).
 */
export class FlowService {
  // ---- models -------------------------------------------------------------------------------------------

  /** The version new instances of a business type start with, or undefined. */
  async latestModel(ctx: RequestContext, modelKey: string): Promise<FlowModel | undefined> {
    return (await ctx.em.findOne(FlowModel, { modelKey, isLatest: true })) ?? undefined;
  }

  async models(
    ctx: RequestContext,
    req: PageRequest,
    filter: { modelKey?: string; name?: string; allVersions?: boolean } = {},
  ): Promise<Page<FlowModel>> {
    const where: FilterQuery<FlowModel> & Record<string, unknown> = {};
    if (!filter.allVersions) where.isLatest = true;
    if (filter.modelKey?.trim()) where.modelKey = filter.modelKey.trim();
    if (filter.name?.trim()) where.name = { $ilike: likeText(filter.name.trim()) };
    const [rows, total] = await findPage(ctx.em, FlowModel, where, {
      orderBy: [{ modelKey: 'asc' }, { modelVersion: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(rows, total, req);
  }

  async versions(ctx: RequestContext, modelKey: string): Promise<FlowModel[]> {
    return ctx.em.find(FlowModel, { modelKey }, { orderBy: { modelVersion: 'desc' } });
  }

  /** Saves a model as a new version of its business type; earlier versions stay for the instances using them. */
  async saveModel(
    ctx: RequestContext,
    input: { modelKey: string; name: string; steps: StepInput[]; remark?: string | null },
  ): Promise<FlowModel> {
    const modelKey = input.modelKey.trim();
    if (input.steps.length === 0)
      throw badInput(FLOW_MESSAGES.noSteps, [{ field: 'steps', message: FLOW_MESSAGES.noSteps }]);
    const steps = input.steps.map(normalizeStep);
    steps.forEach((s, i) => {
      if (!s.title)
        throw badInput(`第${i + 1}步的名称不能为空`, [{ field: `steps.${i}.title`, message: '请输入步骤名称' }]);
      if (s.approvers.length === 0)
        throw badInput(`第${i + 1}步没有指定审批人`, [{ field: `steps.${i}.approvers`, message: '请选择审批人' }]);
      if (
        s.approverKind === 'rule' &&
        (s.approvers.length !== 1 || !(APPROVER_RULES as readonly string[]).includes(s.approvers[0]!))
      ) {
        throw badInput(`第${i + 1}步的审批规则无效`, [{ field: `steps.${i}.approvers`, message: '审批规则无效' }]);
      }
    });
    return ctx.em.transactional(async (em) => {
      const previous = await em.find(FlowModel, { modelKey }, { orderBy: { modelVersion: 'desc' } });
      for (const p of previous) p.isLatest = false;
      return em.create(FlowModel, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        modelKey,
        name: input.name.trim(),
        modelVersion: (previous[0]?.modelVersion ?? 0) + 1,
        status: previous[0]?.status ?? MODEL_STATUS.active,
        steps,
        remark: input.remark?.trim() || undefined,
      });
    });
  }

  /** Suspends (no new submissions) or activates every version of a business type. */
  async setModelStatus(ctx: RequestContext, modelKey: string, status: number): Promise<FlowModel> {
    const versions = await ctx.em.find(FlowModel, { modelKey });
    if (versions.length === 0) throw notFound(FLOW_MESSAGES.modelNotFound);
    for (const v of versions) v.status = status;
    await ctx.em.flush();
    return versions.find((v) => v.isLatest) ?? versions[0]!;
  }

  // ---- instances and transitions ------------------------------------------------------------------------

  async instance(ctx: RequestContext, id: string): Promise<FlowInstance> {
    const found = await ctx.em.findOne(FlowInstance, { id });
    if (!found) throw notFound(FLOW_MESSAGES.instanceNotFound);
    return found;
  }

  async instanceOf(ctx: RequestContext, businessType: string, businessId: string): Promise<FlowInstance | undefined> {
    return (await ctx.em.findOne(FlowInstance, { businessType, businessId })) ?? undefined;
  }

  /**
   * The id of a record's flow instance (absent before its first submission). The rows of a list ask in the same
   * tick and are answered by one statement.
   */
  async instanceIdOf(ctx: RequestContext, businessType: string, businessId: string): Promise<string | null> {
    return (await batched(ctx, instanceIdsByKey).load(`${businessType}\n${businessId}`)) ?? null;
  }

  /**
   * A subquery answering the id of the live flow instance of `businessType` for the row of a list whose id and
   * tenant are `alias`.id and `alias`.tenant_id (for `findPage`'s columns; see primeInstanceIds).
   */
  instanceIdSql(businessType: string, alias: string): string {
    return `select f.id from blade_flow_instance f where f.tenant_id = ${alias}.tenant_id
      and f.business_type = '${businessType.replaceAll("'", "''")}' and f.business_id = ${alias}.id
      and f.is_deleted = 0 limit 1`;
  }

  /** Instance ids read with a list's page (business id → id or null), so that instanceIdOf sends no statement. */
  primeInstanceIds(ctx: RequestContext, businessType: string, ids: Map<string, string | null>): void {
    const loader = batched(ctx, instanceIdsByKey);
    for (const [businessId, id] of ids) loader.prime(`${businessType}\n${businessId}`, id ?? undefined);
  }

  async logs(ctx: RequestContext, instanceId: string): Promise<FlowLog[]> {
    return ctx.em.find(FlowLog, { instanceId }, { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] });
  }

  async stepsOf(ctx: RequestContext, instance: FlowInstance): Promise<FlowStepDef[]> {
    const model = await ctx.em.findOne(FlowModel, { id: instance.modelId }, { filters: { notDeleted: false } });
    return model?.steps ?? [];
  }

  /** Whether the user matches the current step's approvers (ignoring claims). */
  private matchesApprovers(instance: FlowInstance, user: CurrentUser): boolean {
    if (instance.approverKind === 'user') return instance.approvers.includes(user.id);
    if (instance.approverKind === 'role') return user.roleAliases.some((r) => instance.approvers.includes(r));
    if (instance.approverKind === 'dept') return Boolean(user.deptId && instance.approvers.includes(user.deptId));
    return false;
  }

  /** The roles the user plays on an instance right now. */
  actorsOf(instance: FlowInstance, user: CurrentUser): FlowActor[] {
    const actors: FlowActor[] = [];
    if (instance.applicantId === user.id) actors.push('applicant');
    // Nobody approves their own record, whatever their roles.
    if (
      instance.status === FLOW_STATUS.reviewing &&
      instance.applicantId !== user.id &&
      this.matchesApprovers(instance, user) &&
      (!instance.claimedBy || instance.claimedBy === user.id)
    )
      actors.push('approver');
    if (holdsAny(user, [FLOW_ADMIN_CODE])) actors.push('admin');
    return actors;
  }

  /** Which actions the user may take now (drives the buttons the approval panel shows). */
  async allowedActions(ctx: RequestContext, instance: FlowInstance): Promise<FlowAction[]> {
    const user = requireUser(ctx);
    const actors = this.actorsOf(instance, user);
    const steps = await this.stepsOf(ctx, instance);
    const step = steps[instance.stepIndex];
    const actions: FlowAction[] = ['submit', 'approve', 'reject', 'void', 'withdraw', 'reset'];
    return actions.filter((a) => {
      if (!checkTransition(instance.status as FlowStatus, a, actors).ok) return false;
      const asApprover =
        actors.includes('approver') &&
        instance.status === FLOW_STATUS.reviewing &&
        ['approve', 'reject', 'void'].includes(a);
      return !asApprover || !step || stepOffers(step, a);
    });
  }

  /** The users designated for a `designated` step of an instance, in order, without repeats. */
  private async designatedOf(ctx: RequestContext, instance: FlowInstance, index: number): Promise<string[]> {
    const ids =
      (await flowHooksOf(instance.businessType)?.designatedApprovers?.(ctx, instance.businessId, index)) ?? [];
    return [...new Set(ids.filter(Boolean))];
  }

  /**
   * Resolves a step's approvers to users, roles or departments for an instance. A `designated` step is taken by
   * its designated users one after another: `position` is the one whose turn it is.
   */
  private async resolveApprovers(
    ctx: RequestContext,
    instance: FlowInstance,
    step: FlowStepDef,
    index: number,
    position: number,
  ): Promise<{ kind: ApproverKind; approvers: string[] }> {
    if (step.approverKind !== 'rule') return { kind: step.approverKind, approvers: step.approvers };
    if (step.approvers[0] === 'applicant_dept')
      return { kind: 'dept', approvers: instance.applicantDept ? [instance.applicantDept] : [] };
    if (step.approvers[0] === 'designated') {
      const next = (await this.designatedOf(ctx, instance, index))[position];
      return { kind: 'user', approvers: next ? [next] : [] };
    }
    const depts = (await flowHooksOf(instance.businessType)?.approverDepts?.(ctx, instance.businessId)) ?? [];
    return { kind: 'dept', approvers: depts };
  }

  private async enterStep(
    ctx: RequestContext,
    instance: FlowInstance,
    steps: FlowStepDef[],
    index: number,
    position = 0,
  ): Promise<void> {
    const step = steps[index];
    if (!step) throw new DomainError('CONFLICT', '流程步骤不存在');
    const { kind, approvers } = await this.resolveApprovers(ctx, instance, step, index, position);
    if (approvers.length === 0) throw badInput(`「${step.title}」没有可用的审批人，请联系管理员`);
    instance.stepIndex = index;
    instance.approverKind = kind;
    instance.approvers = approvers;
    instance.claimedBy = undefined;
    await this.notifyApprovers(ctx, instance, step);
  }

  /** Active users who match a step's resolved approvers (never the applicant: nobody approves their own record). */
  async approverUsers(
    ctx: RequestContext,
    kind: ApproverKind,
    approvers: string[],
    applicantId: string,
  ): Promise<string[]> {
    if (approvers.length === 0) return [];
    let where: FilterQuery<User>;
    if (kind === 'user') where = { id: { $in: approvers } };
    else if (kind === 'dept') where = { deptId: { $in: approvers } };
    else if (kind === 'role') {
      const roles = await ctx.em.find(Role, { roleAlias: { $in: approvers } }, { fields: ['id'] });
      if (roles.length === 0) return [];
      where = { roleIds: { $overlap: roles.map((r) => r.id) } };
    } else return [];
    const users = await ctx.em.find(User, { ...where, status: USER_STATUS.active } as FilterQuery<User>, {
      fields: ['id'],
    });
    return users.map((u) => u.id).filter((id) => id !== applicantId);
  }

  /**
   * In-app message to everyone who can act on the step just entered: named approvers find it in their to-do
   * list, role and department approvers in the claim list. Sent in the transition's unit of work.
   */
  private async notifyApprovers(ctx: RequestContext, instance: FlowInstance, step: FlowStepDef): Promise<void> {
    const to = await this.approverUsers(ctx, instance.approverKind, instance.approvers, instance.applicantId);
    const link = instance.approverKind === 'user' ? '/work/tasks/todo' : '/work/tasks/claim';
    inboxService.send(ctx, to, {
      category: 'flow_task',
      title: `待审批：${instance.title}`,
      content: `${instance.applicantName}提交的「${instance.title}」已到「${step.title}」，等待您审批`,
      link,
    });
    // The same by email (queued in the transition's unit of work; sent by the mail-outbox job).
    await mailService.notify(ctx.em, ctx.tenantId, to, FLOW_MAIL.task, {
      title: instance.title,
      applicant: instance.applicantName,
      step: step.title,
      list: instance.approverKind === 'user' ? '待办事务' : '待签事务',
      link: linkLine(ctx.services.publicUrl, link),
    });
  }

  /** Tells the applicant how their record ended (approved, rejected or voided by someone else). */
  private async notifyApplicant(
    ctx: RequestContext,
    instance: FlowInstance,
    actorId: string,
    opinion: string,
  ): Promise<void> {
    if (actorId === instance.applicantId) return;
    const result = FLOW_STATUS_LABELS[instance.status as FlowStatus];
    inboxService.send(ctx, [instance.applicantId], {
      category: 'flow_result',
      title: `审批结果：${instance.title}（${result}）`,
      content: opinion ? `审核意见：${opinion}` : undefined,
      link: '/work/tasks/send',
    });
    // An approved or rejected application (award, membership, change ...) is emailed too.
    if (instance.status !== FLOW_STATUS.approved && instance.status !== FLOW_STATUS.rejected) return;
    await mailService.notify(ctx.em, ctx.tenantId, [instance.applicantId], FLOW_MAIL.result, {
      title: instance.title,
      result,
      resultEn: instance.status === FLOW_STATUS.approved ? 'approved' : 'rejected',
      opinion: opinion ? `审核意见：${opinion}` : '',
      opinionEn: opinion ? `Opinion: ${opinion}` : '',
      link: linkLine(ctx.services.publicUrl, '/work/tasks/send'),
    });
  }

  /**
   * Submits a business record: creates its instance on the latest active model of the business type the first
   * time, or resubmits a rejected or withdrawn one (on the version it started with).
   */
  async submit(
    ctx: RequestContext,
    input: {
      businessType: string;
      businessId: string;
      title?: string | null;
      opinion?: string | null;
      version?: number | null;
    },
  ): Promise<FlowInstance> {
    const user = requireUser(ctx);
    const hooks = flowHooksOf(input.businessType);
    if (!hooks) throw badInput('未知的业务类型');
    if (!(await hooks.canSubmit(ctx, input.businessId))) throw new DomainError('FORBIDDEN', '不能提交此记录');
    let instance = await this.instanceOf(ctx, input.businessType, input.businessId);
    if (!instance) {
      const model = await this.latestModel(ctx, input.businessType);
      if (!model) throw badInput(FLOW_MESSAGES.noModel);
      if (model.status !== MODEL_STATUS.active) throw badInput(FLOW_MESSAGES.suspended);
      const title =
        input.title?.trim() ||
        (await flowHooksOf(input.businessType)?.title?.(ctx, input.businessId)) ||
        `${model.name}`;
      instance = ctx.em.create(FlowInstance, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        createDept: user.deptId,
        businessType: input.businessType,
        businessId: input.businessId,
        title: title.slice(0, 200),
        modelId: model.id,
        modelVersion: model.modelVersion,
        applicantId: user.id,
        applicantName: displayName(user),
        applicantDept: user.deptId,
      });
    }
    return this.act(ctx, instance, 'submit', input.opinion, input.version);
  }

  /**
   * After an approval on a `designated` step: the position of the next designated user, or -1 when the one who
   * approved was the last (the flow moves on to the next step).
   */
  private async nextDesignated(
    ctx: RequestContext,
    instance: FlowInstance,
    step: FlowStepDef | undefined,
  ): Promise<number> {
    if (step?.approverKind !== 'rule' || step.approvers[0] !== 'designated') return -1;
    const list = await this.designatedOf(ctx, instance, instance.stepIndex);
    const position = list.indexOf(instance.approvers[0] ?? '');
    return position >= 0 && position + 1 < list.length ? position + 1 : -1;
  }

  /** Takes an action on an instance by id (approve, reject, void, withdraw, reset, or submit again). */
  async actOn(
    ctx: RequestContext,
    input: { instanceId: string; action: FlowAction; opinion?: string | null; version?: number | null },
  ): Promise<FlowInstance> {
    return this.act(ctx, await this.instance(ctx, input.instanceId), input.action, input.opinion, input.version);
  }

  /** The legacy step call: status 2 approve, 3 reject, 4 void, 5 withdraw (SPEC section 4). */
  statusAction(status: number): FlowAction {
    const map: Record<number, FlowAction> = { 2: 'approve', 3: 'reject', 4: 'void', 5: 'withdraw' };
    const action = map[status];
    if (!action) throw badInput('审批状态无效', [{ field: 'approvalStatus', message: '审批状态无效' }]);
    return action;
  }

  /**
   * Reset by a business module that has checked its own administrators (an award type's staff resetting an
   * application's approval): acts as a flow administrator for this one reset.
   */
  async resetAsAdmin(ctx: RequestContext, instanceId: string, opinion?: string | null): Promise<FlowInstance> {
    return this.act(ctx, await this.instance(ctx, instanceId), 'reset', opinion, undefined, ['admin']);
  }

  private async act(
    ctx: RequestContext,
    instance: FlowInstance,
    action: FlowAction,
    opinionText?: string | null,
    expectedVersion?: number | null,
    extraActors: FlowActor[] = [],
  ): Promise<FlowInstance> {
    const user = requireUser(ctx);
    if (expectedVersion != null && instance.version !== expectedVersion) throw stale();
    if (!isFlowStatus(instance.status)) throw new DomainError('CONFLICT', '流程状态无效');
    const from = instance.status as FlowStatus;
    const actors = [...new Set([...this.actorsOf(instance, user), ...extraActors])];
    const check = checkTransition(from, action, actors);
    if (!check.ok) {
      const claimedByOther =
        from === FLOW_STATUS.reviewing &&
        instance.claimedBy &&
        instance.claimedBy !== user.id &&
        this.matchesApprovers(instance, user);
      throw new DomainError('FORBIDDEN', claimedByOther ? FLOW_MESSAGES.notYours : check.message);
    }
    const opinion = opinionFor(action, opinionText);
    if (!opinion.ok) throw badInput(opinion.message, [{ field: 'approvalOpinion', message: opinion.message }]);
    const steps = await this.stepsOf(ctx, instance);
    const step = steps[instance.stepIndex];
    const asApprover =
      actors.includes('approver') && from === FLOW_STATUS.reviewing && ['approve', 'reject', 'void'].includes(action);
    if (asApprover && step && !stepOffers(step, action))
      throw new DomainError('FORBIDDEN', `「${step.title}」不提供此操作`);

    const loggedStep = instance.stepIndex;
    const stepTitle = action === 'submit' ? '提交申请' : (step?.title ?? '');
    let finished = false;
    if (check.to === 'next-step') {
      const nextDesignated = await this.nextDesignated(ctx, instance, step);
      if (nextDesignated >= 0) await this.enterStep(ctx, instance, steps, instance.stepIndex, nextDesignated);
      else if (instance.stepIndex + 1 < steps.length)
        await this.enterStep(ctx, instance, steps, instance.stepIndex + 1);
      else {
        instance.status = FLOW_STATUS.approved;
        instance.claimedBy = undefined;
        instance.approvers = [];
        instance.endTime = new Date();
        finished = true;
      }
    } else {
      instance.status = check.to;
      if (action === 'submit') {
        await this.enterStep(ctx, instance, steps, 0);
        instance.submitTime = new Date();
        instance.endTime = undefined;
      } else {
        instance.claimedBy = undefined;
        instance.approvers = [];
        finished = check.to === FLOW_STATUS.voided;
        instance.endTime = finished ? new Date() : undefined;
        if (action === 'reset') instance.stepIndex = 0;
      }
    }
    instance.updateUser = user.id;
    ctx.em.create(FlowLog, {
      tenantId: ctx.tenantId,
      createUser: user.id,
      createDept: user.deptId,
      instanceId: instance.id,
      stepIndex: loggedStep,
      action,
      approvalConfigTitle: stepTitle,
      approvalOpinion: opinion.opinion || undefined,
      approvalStatus: instance.status,
      createByName: displayName(user),
    });
    if (
      instance.status === FLOW_STATUS.approved ||
      instance.status === FLOW_STATUS.rejected ||
      instance.status === FLOW_STATUS.voided
    )
      await this.notifyApplicant(ctx, instance, user.id, opinion.opinion);
    await emitFlowEvent(ctx, instance, action, opinion.opinion);
    await this.flushTransition(ctx, async () => {
      await flowHooksOf(instance.businessType)?.onTransition?.(ctx, {
        action,
        instance,
        opinion: opinion.opinion,
        finished,
      });
    });
    return instance;
  }

  /** Runs the hook and flushes in one transaction; a lost race (version changed) becomes STALE. */
  private async flushTransition(ctx: RequestContext, hook: () => Promise<void>): Promise<void> {
    await ctx.em.begin();
    try {
      await hook();
      await ctx.em.commit();
    } catch (e) {
      await ctx.em.rollback();
      ctx.em.clear();
      // A concurrent transition won (the instance's version moved), or a concurrent first submit of the same
      // record created its instance first (blade_flow_instance_business_unique).
      if (e instanceof OptimisticLockError || e instanceof UniqueConstraintViolationException) throw stale();
      throw e;
    }
  }

  /** Claims the current step of a role or department task for the user. */
  async claim(ctx: RequestContext, instanceId: string, expectedVersion?: number | null): Promise<FlowInstance> {
    const user = requireUser(ctx);
    const instance = await this.instance(ctx, instanceId);
    if (expectedVersion != null && instance.version !== expectedVersion) throw stale();
    if (
      instance.status !== FLOW_STATUS.reviewing ||
      instance.approverKind === 'user' ||
      !this.matchesApprovers(instance, user)
    )
      throw new DomainError('FORBIDDEN', FLOW_MESSAGES.notClaimable);
    if (instance.claimedBy && instance.claimedBy !== user.id) throw new DomainError('CONFLICT', FLOW_MESSAGES.notYours);
    instance.claimedBy = user.id;
    await this.flushTransition(ctx, async () => {});
    return instance;
  }

  /** Administrators end a running instance for good (follow-up): logged as a void by the administrator. */
  async terminate(ctx: RequestContext, instanceId: string, reason?: string | null): Promise<FlowInstance> {
    const user = requireUser(ctx);
    if (!holdsAny(user, [FLOW_ADMIN_CODE])) throw new DomainError('FORBIDDEN', '没有操作权限');
    const instance = await this.instance(ctx, instanceId);
    if (instance.status !== FLOW_STATUS.reviewing) throw badInput('只能终止审核中的流程');
    const stepTitle = (await this.stepsOf(ctx, instance))[instance.stepIndex]?.title ?? '';
    instance.status = FLOW_STATUS.voided;
    instance.claimedBy = undefined;
    instance.approvers = [];
    instance.endTime = new Date();
    ctx.em.create(FlowLog, {
      tenantId: ctx.tenantId,
      createUser: user.id,
      instanceId: instance.id,
      stepIndex: instance.stepIndex,
      action: 'terminate',
      approvalConfigTitle: stepTitle,
      approvalOpinion: reason?.trim() || '管理员终止流程',
      approvalStatus: FLOW_STATUS.voided,
      createByName: displayName(user),
    });
    await this.notifyApplicant(ctx, instance, user.id, reason?.trim() || '管理员终止流程');
    await this.flushTransition(ctx, async () => {
      await flowHooksOf(instance.businessType)?.onTransition?.(ctx, {
        action: 'void',
        instance,
        opinion: reason?.trim() || '管理员终止流程',
        finished: true,
      });
    });
    return instance;
  }

  /**
   * Automatic approval (legacy approvalAuto): approves, with the default opinion, every record of a business
   * type (or the given ones) whose current step the user may approve. Answers how many were approved.
   */
  async approveAll(ctx: RequestContext, businessType: string, businessIds?: string[]): Promise<number> {
    const user = requireUser(ctx);
    const where: Record<string, unknown> = { businessType, status: FLOW_STATUS.reviewing };
    if (businessIds?.length) where.businessId = { $in: businessIds };
    const candidates = await ctx.em.find(FlowInstance, where as FilterQuery<FlowInstance>, {
      orderBy: { createTime: 'asc' },
      limit: 500,
    });
    let approved = 0;
    for (const instance of candidates) {
      if (!this.actorsOf(instance, user).includes('approver')) continue;
      const step = (await this.stepsOf(ctx, instance))[instance.stepIndex];
      if (step && !step.buttonApproval) continue;
      await this.act(ctx, instance, 'approve', undefined, instance.version);
      approved++;
    }
    return approved;
  }

  // ---- task lists ---------------------------------------------------------------------------------------

  private taskWhere(user: CurrentUser, kind: TaskKind): FilterQuery<FlowInstance> {
    // Nobody acts on their own record, so it is never in their own to-do or claim list.
    const reviewing = { status: FLOW_STATUS.reviewing, applicantId: { $ne: user.id } };
    const mine = [
      { approverKind: 'role', approvers: { $overlap: user.roleAliases.length ? user.roleAliases : ['\u0000'] } },
      ...(user.deptId ? [{ approverKind: 'dept', approvers: { $overlap: [user.deptId] } }] : []),
    ];
    if (kind === 'todo')
      return {
        ...reviewing,
        $or: [{ approverKind: 'user', approvers: { $overlap: [user.id] } }, { claimedBy: user.id }],
      } as FilterQuery<FlowInstance>;
    if (kind === 'claim') return { ...reviewing, claimedBy: null, $or: mine } as FilterQuery<FlowInstance>;
    if (kind === 'sent')
      return { applicantId: user.id, status: { $ne: FLOW_STATUS.pending } } as FilterQuery<FlowInstance>;
    return {} as FilterQuery<FlowInstance>;
  }

  /** to-do (mine to act on), claim (my roles' or department's, unclaimed), sent (I submitted), done (I acted on). */
  async tasks(
    ctx: RequestContext,
    kind: TaskKind,
    req: PageRequest,
    filter: { businessType?: string; title?: string } = {},
  ): Promise<Page<FlowInstance>> {
    const user = requireUser(ctx);
    const where: Record<string, unknown> = { ...(this.taskWhere(user, kind) as object) };
    if (kind === 'done') {
      const acted = await ctx.em.find(
        FlowLog,
        { createUser: user.id, action: { $in: ['approve', 'reject', 'void', 'terminate'] } },
        { fields: ['instanceId'] },
      );
      where.id = { $in: [...new Set(acted.map((l) => l.instanceId))] };
    }
    if (filter.businessType?.trim()) where.businessType = filter.businessType.trim();
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    const [rows, total] = await findPage(ctx.em, FlowInstance, where as FilterQuery<FlowInstance>, {
      orderBy: [{ updateTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(rows, total, req);
  }

  /** Counts of the four lists (home page). */
  async taskCounts(ctx: RequestContext): Promise<Record<TaskKind, number>> {
    const req = { current: 1, size: 1 };
    const [todo, claim, sent, done] = await Promise.all(
      (['todo', 'claim', 'sent', 'done'] as TaskKind[]).map((k) => this.tasks(ctx, k, req)),
    );
    return { todo: todo!.total, claim: claim!.total, sent: sent!.total, done: done!.total };
  }

  /** Running and finished instances for administrators (follow-up), filtered by business type, status and title. */
  async followUp(
    ctx: RequestContext,
    req: PageRequest,
    filter: { businessType?: string; status?: number | null; title?: string } = {},
  ): Promise<Page<FlowInstance>> {
    const where: Record<string, unknown> = {};
    if (filter.businessType?.trim()) where.businessType = filter.businessType.trim();
    if (filter.status != null) where.status = filter.status;
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    const [rows, total] = await findPage(ctx.em, FlowInstance, where as FilterQuery<FlowInstance>, {
      orderBy: [{ updateTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(rows, total, req);
  }

  /** Names of users by id (approver pickers and logs). */
  async userNames(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const users = await ctx.em.find(User, { id: { $in: ids } });
    return new Map(users.map((u) => [u.id, u.realName || u.account]));
  }
}

/** Instance ids by `businessType \n businessId`, in one statement whatever the mix of types. */
const instanceIdsByKey: BatchLoad<string, string> = async (ctx, keys) => {
  const byType = new Map<string, string[]>();
  for (const key of keys) {
    const [type, id] = key.split('\n') as [string, string];
    byType.set(type, [...(byType.get(type) ?? []), id]);
  }
  const found = await ctx.em.find(FlowInstance, {
    $or: [...byType].map(([businessType, ids]) => ({ businessType, businessId: { $in: ids } })),
  });
  return new Map(found.map((i) => [`${i.businessType}\n${i.businessId}`, i.id]));
};

export const flowService = new FlowService();
