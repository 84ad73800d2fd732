import { type FilterQuery, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type CurrentUser, holdsAny } from '../../engine/access/current-user.js';
import { Dept } from '../../engine/access/dept.entity.js';
import { Menu } from '../../engine/access/menu.entity.js';
import { requirePermission, requireUser, resourceCodes } from '../../engine/access/permissions.js';
import { ADMIN_ROLE, Role, RoleMenu } from '../../engine/access/role.entity.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { type Page, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, DomainError, duplicate, forbidden, notFound, stale } from '../../engine/errors/domain-error.js';
import { FlowInstance, FlowLog } from '../../engine/flow/flow.entities.js';
import { registerFlowHooks } from '../../engine/flow/flow-hooks.js';
import { FLOW_ADMIN_CODE, flowService } from '../../engine/flow/flow.service.js';
import { FLOW_STATUS, opinionFor } from '../../engine/flow/transitions.js';
import { inboxService } from '../../engine/inbox/inbox.service.js';
import { checkMoney, formatMoney } from '@zhuxie/domain/rules/money';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { lastSequence, nextSequence } from '../../engine/sequence/sequence.js';
import { OA_CATEGORY_DICTIONARY, type OaAttachment, OaApplication } from './oa-application.entity.js';
import {
  OA_MAX_ATTACHMENTS,
  OA_MESSAGES,
  type OaApplicationFilter,
  type OaApplicationInput,
  type OaApprovalInput,
  type OaApprovalRecordInput,
  type OaAttachmentInput,
  type OaPerson,
  type OaReferenceNumber,
} from './oa-application.inputs.js';
import { formatReferenceNumber, parseReferenceNumber, REFERENCE_PREFIX, referenceYear } from './reference-number.js';

/** Business type of office applications in the flow engine. */
export const OA_BUSINESS_TYPE = 'oa_application';
/** Menu 办公审批 (oa_application) and its buttons oa_application_add, _edit, _delete. */
export const OA_CODES = resourceCodes('oa_application');
/** Button 管理全部: read every application of the tenant, and give a 文号 to any of them. */
export const OA_MANAGE = 'oa_manage';
/** The 文号 numbers in the shared sequence counter (per tenant and year). */
export const OA_REFERENCE_SEQUENCE = 'oa_reference';
/** Button 审批: users whose roles grant it can be designated as approvers. */
export const OA_APPROVE = 'oa_approve';

/** Roles whose users are not association staff (association personnel are the others of award-login departments). */
const NON_STAFF_ROLES = ['member', 'expert', 'guest'];
/** Editable (and removable) by the applicant: not under review and not approved. */
const EDITABLE: number[] = [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];
const REMOVABLE: number[] = [...EDITABLE, FLOW_STATUS.voided];

const displayName = (u: Pick<User, 'realName' | 'account'>) => u.realName || u.account;
const isManager = (user: CurrentUser) => holdsAny(user, [OA_MANAGE, FLOW_ADMIN_CODE]);

class OaApplicationService extends CrudService<OaApplication, OaApplicationInput, OaApplicationFilter> {
  constructor() {
    super({
      entity: OaApplication,
      notFoundMessage: OA_MESSAGES.notFound,
      uniqueViolation: () => duplicate(OA_MESSAGES.referenceUsed, 'referenceNumber'),
    });
  }

  // ---- lists and reading --------------------------------------------------------------------------------

  /** The list condition: the scope (mine, approve, cc, all) and the search values. */
  scopeWhere(ctx: RequestContext, filter: OaApplicationFilter = {}): FilterQuery<OaApplication> {
    const user = requireUser(ctx);
    const scope = filter.scope ?? (isManager(user) ? 'all' : 'mine');
    const where: Record<string, unknown> = {};
    if (scope === 'all' && !isManager(user)) throw forbidden();
    if (scope === 'mine') where.createUser = user.id;
    if (scope === 'approve')
      Object.assign(where, { approverIds: { $overlap: [user.id] }, flowStatus: { $ne: FLOW_STATUS.pending } });
    if (scope === 'cc') Object.assign(where, { ccUserIds: { $overlap: [user.id] }, flowStatus: FLOW_STATUS.approved });
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.referenceNumber?.trim()) where.referenceNumber = { $ilike: likeText(filter.referenceNumber.trim()) };
    if (filter.category?.trim()) where.category = filter.category.trim();
    if (filter.flowStatus != null && scope !== 'cc') where.flowStatus = filter.flowStatus;
    if (filter.createTimeFrom || filter.createTimeTo)
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    return where as FilterQuery<OaApplication>;
  }

  async pageOf(ctx: RequestContext, req: PageRequest, filter?: OaApplicationFilter): Promise<Page<OaApplication>> {
    return this.page(ctx, req, this.scopeWhere(ctx, filter));
  }

  /**
   * An application the user may read: their own, one they approve or approved (designated or on a step of its
   * flow), one copied to them once approved, or any for oa_manage / flow administrators. Others: not found.
   */
  async readable(ctx: RequestContext, id: string): Promise<OaApplication> {
    const user = requireUser(ctx);
    const found = await ctx.em.findOne(OaApplication, { id });
    if (!found) throw notFound(OA_MESSAGES.notFound);
    if (found.createUser === user.id || isManager(user)) return found;
    if (found.flowStatus !== FLOW_STATUS.pending && found.approverIds.includes(user.id)) return found;
    if (found.flowStatus === FLOW_STATUS.approved && found.ccUserIds.includes(user.id)) return found;
    const instance = await flowService.instanceOf(ctx, OA_BUSINESS_TYPE, id);
    if (
      instance &&
      (flowService.actorsOf(instance, user).length > 0 ||
        (await ctx.em.count(FlowLog, { instanceId: instance.id, createUser: user.id })) > 0)
    )
      return found;
    throw notFound(OA_MESSAGES.notFound);
  }

  // ---- people -------------------------------------------------------------------------------------------

  private async people(ctx: RequestContext, users: User[]): Promise<OaPerson[]> {
    const deptIds = [...new Set(users.map((u) => u.deptId).filter((d): d is string => Boolean(d)))];
    const depts = deptIds.length ? await ctx.em.find(Dept, { id: { $in: deptIds } }) : [];
    const names = new Map(depts.map((d) => [d.id, d.deptName]));
    return users.map((u) => ({
      id: u.id,
      name: displayName(u),
      account: u.account,
      deptId: u.deptId,
      deptName: u.deptId ? names.get(u.deptId) : undefined,
    }));
  }

  /** Users who may be designated approvers: active users holding a role that grants oa_approve (or the administrator role). */
  async approvers(ctx: RequestContext): Promise<OaPerson[]> {
    const button = await ctx.em.findOne(Menu, { code: OA_APPROVE });
    const granting = button ? (await ctx.em.find(RoleMenu, { menuId: button.id })).map((g) => g.roleId) : [];
    const roles = await ctx.em.find(Role, {
      $or: [{ roleAlias: ADMIN_ROLE }, { id: { $in: granting.length ? granting : ['\u0000'] } }],
    });
    if (roles.length === 0) return [];
    const users = await ctx.em.find(
      User,
      { status: USER_STATUS.active, roleIds: { $overlap: roles.map((r) => r.id) } },
      { orderBy: [{ realName: 'asc' }, { account: 'asc' }], limit: 1000 },
    );
    return this.people(ctx, users);
  }

  /**
   * Association personnel (抄送 choices): active users of the association's own departments (award logins, not
   * member-company accounts) who hold a staff role (not only member, expert or guest roles).
   */
  async associationPersonnel(ctx: RequestContext): Promise<OaPerson[]> {
    const memberDepts = (await ctx.em.find(Dept, { loginType: 'account' })).map((d) => d.id);
    const staffRoles = (await ctx.em.find(Role, { roleAlias: { $nin: NON_STAFF_ROLES } })).map((r) => r.id);
    if (staffRoles.length === 0) return [];
    const where: Record<string, unknown> = { status: USER_STATUS.active, roleIds: { $overlap: staffRoles } };
    if (memberDepts.length) where.$or = [{ deptId: null }, { deptId: { $nin: memberDepts } }];
    const users = await ctx.em.find(User, where as FilterQuery<User>, {
      orderBy: [{ realName: 'asc' }, { account: 'asc' }],
      limit: 1000,
    });
    return this.people(ctx, users);
  }

  /** The people of a list of user ids, in that order (users since removed are left out). */
  async peopleOf(ctx: RequestContext, ids: readonly string[]): Promise<OaPerson[]> {
    if (ids.length === 0) return [];
    const users = await ctx.em.find(User, { id: { $in: [...ids] } }, { filters: { notDeleted: false } });
    const byId = new Map((await this.people(ctx, users)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is OaPerson => Boolean(p));
  }

  // ---- saving -------------------------------------------------------------------------------------------

  protected override async validate(
    ctx: RequestContext,
    input: OaApplicationInput,
    existing?: OaApplication,
  ): Promise<void> {
    const user = requireUser(ctx);
    if (existing) {
      if (existing.createUser !== user.id) throw new DomainError('FORBIDDEN', OA_MESSAGES.notOwner);
      if (!EDITABLE.includes(existing.flowStatus)) throw badInput(OA_MESSAGES.notEditable);
    }
    const known = await ctx.em.count(DictBiz, {
      code: OA_CATEGORY_DICTIONARY,
      dictKey: input.category.trim(),
      parentId: { $ne: null },
    });
    if (!known)
      throw badInput(OA_MESSAGES.categoryUnknown, [{ field: 'category', message: OA_MESSAGES.categoryUnknown }]);
    const amountProblem = checkMoney(input.amount);
    if (amountProblem) throw badInput(amountProblem, [{ field: 'amount', message: amountProblem }]);
    if (input.amount?.trim() && Number(input.amount.replace(/,/g, '')) >= 1e12)
      throw badInput(OA_MESSAGES.amountTooLarge, [{ field: 'amount', message: OA_MESSAGES.amountTooLarge }]);
    checkAttachments(input.attachments ?? []);

    const approverIds = input.approverIds ?? [];
    if (new Set(approverIds).size !== approverIds.length)
      throw badInput(OA_MESSAGES.approverRepeated, [{ field: 'approverIds', message: OA_MESSAGES.approverRepeated }]);
    if (approverIds.includes(user.id))
      throw badInput(OA_MESSAGES.approverSelf, [{ field: 'approverIds', message: OA_MESSAGES.approverSelf }]);
    if (input.andSubmit && approverIds.length === 0)
      throw badInput(OA_MESSAGES.approversRequired, [{ field: 'approverIds', message: OA_MESSAGES.approversRequired }]);
    if (approverIds.length) {
      const eligible = new Set((await this.approvers(ctx)).map((p) => p.id));
      if (approverIds.some((id) => !eligible.has(id)))
        throw badInput(OA_MESSAGES.approverInvalid, [{ field: 'approverIds', message: OA_MESSAGES.approverInvalid }]);
    }
    const cc = input.ccUserIds ?? [];
    if (cc.length) {
      const staff = new Set((await this.associationPersonnel(ctx)).map((p) => p.id));
      if (cc.some((id) => !staff.has(id)))
        throw badInput(OA_MESSAGES.ccInvalid, [{ field: 'ccUserIds', message: OA_MESSAGES.ccInvalid }]);
    }

    const reference = input.referenceNumber?.trim();
    if (reference && reference !== existing?.referenceNumber) await this.checkReference(ctx, reference, existing?.id);
  }

  /** A 文号 typed or pasted into the form must be one that was issued (never a future one) and not be in use. */
  private async checkReference(ctx: RequestContext, reference: string, ownId?: string): Promise<void> {
    const parsed = parseReferenceNumber(reference);
    if (!parsed || parsed.prefix !== REFERENCE_PREFIX)
      throw badInput(OA_MESSAGES.referenceFormat, [{ field: 'referenceNumber', message: OA_MESSAGES.referenceFormat }]);
    if ((await lastSequence(ctx.em, ctx.tenantId, OA_REFERENCE_SEQUENCE, parsed.year)) < parsed.seq)
      throw badInput(OA_MESSAGES.referenceNotIssued, [
        { field: 'referenceNumber', message: OA_MESSAGES.referenceNotIssued },
      ]);
    const taken = await ctx.em.count(OaApplication, {
      referenceNumber: reference,
      ...(ownId ? { id: { $ne: ownId } } : {}),
    });
    if (taken) throw duplicate(OA_MESSAGES.referenceUsed, 'referenceNumber');
  }

  protected override assign(entity: OaApplication, input: OaApplicationInput): void {
    entity.title = input.title.trim();
    entity.category = input.category.trim();
    entity.referenceNumber = input.referenceNumber?.trim() || undefined;
    entity.urgency = input.urgency ?? 1;
    entity.content = input.content.replace(/\r\n?/g, '\n').trim();
    entity.amount = input.amount?.trim() ? formatMoney(input.amount) : undefined;
    entity.attachments = (input.attachments ?? []).map(
      (a): OaAttachment => ({
        name: a.name.trim(),
        url: a.url.trim(),
        size: a.size,
        ...(a.attachId ? { attachId: a.attachId } : {}),
      }),
    );
    entity.approverIds = [...(input.approverIds ?? [])];
    entity.ccUserIds = [...(input.ccUserIds ?? [])];
  }

  /** 保存 / 保存并送审: creates or updates the applicant's application and, with andSubmit, submits it into its flow. */
  async save(ctx: RequestContext, input: OaApplicationInput): Promise<{ entity: OaApplication; created: boolean }> {
    const user = requirePermission(ctx, input.id ? OA_CODES.edit : OA_CODES.add);
    let saved: { entity: OaApplication; created: boolean };
    if (input.id) saved = await this.submit(ctx, input);
    else {
      await this.validate(ctx, input);
      // Who files it and from which department, as it was when filed.
      const dept = user.deptId ? await ctx.em.findOne(Dept, { id: user.deptId }) : null;
      const entity = ctx.em.create(OaApplication, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        createDept: user.deptId,
        updateUser: user.id,
        applicantName: displayName(user),
        applicantDeptId: user.deptId,
        applicantDeptName: dept?.deptName,
      } as never);
      this.assign(entity, input);
      await this.flush(ctx);
      saved = { entity, created: true };
    }
    if (input.andSubmit) await this.sendForReview(ctx, saved.entity);
    return saved;
  }

  private async sendForReview(ctx: RequestContext, entity: OaApplication): Promise<void> {
    const instance = await flowService.instanceOf(ctx, OA_BUSINESS_TYPE, entity.id);
    await flowService.submit(ctx, {
      businessType: OA_BUSINESS_TYPE,
      businessId: entity.id,
      title: entity.title,
      version: instance?.version,
    });
  }

  // ---- approving ----------------------------------------------------------------------------------------

  /** The approver's decision on the current step: 2 approve, 3 reject (opinion required), 4 void. */
  async approve(ctx: RequestContext, input: OaApprovalInput): Promise<OaApplication> {
    requireUser(ctx);
    const actions: Record<number, 'approve' | 'reject' | 'void'> = { 2: 'approve', 3: 'reject', 4: 'void' };
    const action = actions[input.approvalStatus];
    if (!action)
      throw badInput(OA_MESSAGES.statusInvalid, [{ field: 'approvalStatus', message: OA_MESSAGES.statusInvalid }]);
    const record = await this.readable(ctx, input.id);
    const instance = await flowService.instanceOf(ctx, OA_BUSINESS_TYPE, record.id);
    if (!instance) throw badInput(OA_MESSAGES.notSubmitted);
    await flowService.actOn(ctx, {
      instanceId: instance.id,
      action,
      opinion: input.approvalOpinion,
      version: input.version,
    });
    return (await ctx.em.findOne(OaApplication, { id: record.id })) ?? record;
  }

  /**
   * Corrects the text of an opinion (approval-record/update). Only its author, only for an approval (通过), only
   * while the record is still under review and nothing has happened on it since (the entry is the latest of the
   * flow log: the next approver has not acted). The first text is kept in originalOpinion, the time in
   * editTime. The instance is touched in the same transaction, so an approval racing the correction makes one
   * of the two STALE.
   */
  async updateApprovalRecord(ctx: RequestContext, input: OaApprovalRecordInput): Promise<FlowLog> {
    const user = requireUser(ctx);
    const log = await ctx.em.findOne(FlowLog, { id: input.id });
    const instance = log ? await ctx.em.findOne(FlowInstance, { id: log.instanceId }) : null;
    if (!log || !instance || instance.businessType !== OA_BUSINESS_TYPE) throw notFound(OA_MESSAGES.recordNotFound);
    if (log.createUser !== user.id) throw new DomainError('FORBIDDEN', OA_MESSAGES.recordNotYours);
    const refusal = await this.correctionRefusal(ctx, log, instance);
    if (refusal) throw badInput(refusal);
    const opinion = opinionFor('approve', input.approvalOpinion);
    if (!opinion.ok) throw badInput(opinion.message);
    if (opinion.opinion === log.approvalOpinion) return log;
    log.originalOpinion ??= log.approvalOpinion ?? '';
    log.approvalOpinion = opinion.opinion;
    log.editTime = new Date();
    log.updateUser = user.id;
    instance.updateTime = new Date();
    instance.updateUser = user.id;
    // One flush, one transaction: both rows are version-checked.
    await this.flush(ctx);
    return log;
  }

  /** Why the author may not correct this opinion now (undefined: they may). */
  private async correctionRefusal(
    ctx: RequestContext,
    log: FlowLog,
    instance: FlowInstance,
  ): Promise<string | undefined> {
    if (log.action !== 'approve') return OA_MESSAGES.recordNotApproval;
    if (instance.status !== FLOW_STATUS.reviewing) return OA_MESSAGES.recordFinished;
    const latest = await ctx.em.findOne(
      FlowLog,
      { instanceId: instance.id },
      { orderBy: [{ createTime: 'desc' }, { id: 'desc' }] },
    );
    return latest?.id === log.id ? undefined : OA_MESSAGES.recordActedOn;
  }

  /** The flow log entry of an application whose opinion the signed-in user may correct now, if any. */
  async correctableRecordId(ctx: RequestContext, record: OaApplication): Promise<string | undefined> {
    const user = requireUser(ctx);
    if (record.flowStatus !== FLOW_STATUS.reviewing || !record.flowInstanceId) return undefined;
    const instance = await ctx.em.findOne(FlowInstance, { id: record.flowInstanceId });
    const latest = instance
      ? await ctx.em.findOne(
          FlowLog,
          { instanceId: instance.id },
          { orderBy: [{ createTime: 'desc' }, { id: 'desc' }] },
        )
      : null;
    if (!instance || !latest || latest.createUser !== user.id) return undefined;
    return (await this.correctionRefusal(ctx, latest, instance)) ? undefined : latest.id;
  }

  // ---- removing -----------------------------------------------------------------------------------------

  /** Soft-deletes the user's own applications that are not under review and not approved (with their flow instance). */
  async removeOwn(ctx: RequestContext, ids: string[]): Promise<number> {
    const user = requirePermission(ctx, OA_CODES.delete);
    const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
    if (wanted.length === 0) throw badInput('请选择至少一条数据');
    const rows = await ctx.em.find(OaApplication, { id: { $in: wanted } });
    for (const row of rows) {
      if (row.createUser !== user.id) throw new DomainError('FORBIDDEN', OA_MESSAGES.removeNotOwner);
      if (!REMOVABLE.includes(row.flowStatus)) throw badInput(OA_MESSAGES.removeReviewing(row.title));
    }
    const instances = rows.length
      ? await ctx.em.find(FlowInstance, { businessType: OA_BUSINESS_TYPE, businessId: { $in: rows.map((r) => r.id) } })
      : [];
    for (const instance of instances) {
      if (instance.status === FLOW_STATUS.reviewing || instance.status === FLOW_STATUS.approved)
        throw badInput(OA_MESSAGES.removeReviewing(instance.title));
      instance.isDeleted = 1;
      instance.updateUser = user.id;
    }
    for (const row of rows) {
      row.isDeleted = 1;
      row.updateUser = user.id;
    }
    await this.flush(ctx);
    return rows.length;
  }

  // ---- 文号 ---------------------------------------------------------------------------------------------

  /**
   * Issues the next 文号 of the year for the tenant from the shared atomic sequence counter (engine/sequence), so
   * concurrent calls get distinct, consecutive numbers. With an application id the number is stored on it in the
   * same transaction (a failure gives the number back).
   */
  async generateReference(ctx: RequestContext, applicationId?: string | null): Promise<OaReferenceNumber> {
    const user = requireUser(ctx);
    const record = applicationId ? await this.readable(ctx, applicationId) : undefined;
    if (record) {
      const own = record.createUser === user.id && EDITABLE.includes(record.flowStatus);
      if (!own && !holdsAny(user, [OA_MANAGE])) throw new DomainError('FORBIDDEN', OA_MESSAGES.referenceNotYours);
      if (record.flowStatus === FLOW_STATUS.voided) throw badInput(OA_MESSAGES.referenceVoided);
      if (record.referenceNumber) throw badInput(OA_MESSAGES.referenceExists(record.referenceNumber));
    }
    const year = referenceYear(new Date());
    try {
      return await ctx.em.transactional(async (em) => {
        const seq = await nextSequence(em, ctx.tenantId, OA_REFERENCE_SEQUENCE, year);
        const referenceNumber = formatReferenceNumber(year, seq);
        if (record) {
          const target = await em.findOneOrFail(OaApplication, { id: record.id });
          target.referenceNumber = referenceNumber;
          target.updateUser = user.id;
          await em.flush();
        }
        return { referenceNumber, year, seq, applicationId: record?.id };
      });
    } catch (e) {
      ctx.em.clear();
      if (e instanceof OptimisticLockError) throw stale();
      if (e instanceof UniqueConstraintViolationException)
        throw duplicate(OA_MESSAGES.referenceUsed, 'referenceNumber');
      throw e;
    }
  }
}

/** The attachments field: at most 20 files, each with a name, a link of ours (or http(s)) and a size. */
function checkAttachments(files: readonly OaAttachmentInput[]): void {
  if (files.length > OA_MAX_ATTACHMENTS)
    throw badInput(OA_MESSAGES.attachmentsTooMany, [{ field: 'attachments', message: OA_MESSAGES.attachmentsTooMany }]);
  for (const f of files) {
    const ok =
      f &&
      typeof f.name === 'string' &&
      f.name.trim() &&
      f.name.length <= 255 &&
      typeof f.url === 'string' &&
      f.url.length <= 1000 &&
      /^(\/files\/|https?:\/\/)\S+$/.test(f.url.trim()) &&
      Number.isInteger(f.size) &&
      f.size >= 0 &&
      (f.attachId == null || (typeof f.attachId === 'string' && f.attachId.length <= 36));
    if (!ok)
      throw badInput(OA_MESSAGES.attachmentInvalid, [{ field: 'attachments', message: OA_MESSAGES.attachmentInvalid }]);
  }
}

export const oaApplicationService = new OaApplicationService();

registerFlowHooks(OA_BUSINESS_TYPE, {
  label: '办公审批',
  paths: { detail: '/work/oa/detail/{businessId}' },
  async canSubmit(ctx, businessId) {
    const record = await ctx.em.findOne(OaApplication, { id: businessId });
    return Boolean(record && record.createUser === ctx.userId);
  },
  async title(ctx, businessId) {
    return (await ctx.em.findOne(OaApplication, { id: businessId }))?.title;
  },
  async designatedApprovers(ctx, businessId) {
    return (await ctx.em.findOne(OaApplication, { id: businessId }))?.approverIds ?? [];
  },
  async onTransition(ctx, { action, instance }) {
    const record = await ctx.em.findOne(OaApplication, { id: instance.businessId });
    if (!record) return;
    record.flowStatus = instance.status;
    record.flowInstanceId = instance.id;
    // A resubmission after corrections shows the current title in the task lists.
    if (action === 'submit') instance.title = record.title.slice(0, 200);
    // Approved: the association personnel copied in are told (in the same transaction).
    if (instance.status === FLOW_STATUS.approved && record.ccUserIds.length) {
      inboxService.send(
        ctx,
        record.ccUserIds.filter((id) => id !== record.createUser),
        {
          category: 'flow_result',
          title: `抄送：${record.title}（已通过）`,
          content: `${instance.applicantName}的办公审批「${record.title}」已审批通过，抄送给您`,
          link: `/work/oa/detail/${record.id}`,
        },
      );
    }
  },
});
