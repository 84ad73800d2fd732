import type { FilterQuery } from '@mikro-orm/core';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { batched, type BatchLoad } from '../../engine/graphql/batch.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { findPage } from '../../engine/crud/find-page.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, DomainError, forbidden, notFound } from '../../engine/errors/domain-error.js';
import { FlowInstance, FlowLog } from '../../engine/flow/flow.entities.js';
import { registerFlowHooks } from '../../engine/flow/flow-hooks.js';
import { FLOW_ADMIN_CODE, flowService } from '../../engine/flow/flow.service.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { fileKeyOf } from '../../engine/storage/storage.js';
import { normalizeUscc, usccError } from '@zhuxie/domain/rules/uscc';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { arrearsService } from '../dues/index.js';
import { expertService } from '../expert/index.js';
import { type MemberUnit, memberUnitService } from '../member/index.js';
import {
  addedCompanyIds,
  applicationFormErrors,
  applicationFormValues,
  cleanExtraValues,
  extraValuesOf,
  formWithAddedSlots,
} from '@zhuxie/domain/award/application-form';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { formCompanyIds } from '@zhuxie/domain/forms/evaluate';
import { awardFormService } from './award-form.service.js';
import {
  type ApplicationContent,
  draftErrors,
  type Materials,
  normalizeContent,
  type Participants,
} from '@zhuxie/domain/award/application-rules';
import { APPLICATION_ENABLED, AwardApplication, AwardApplicationExpert } from './award-application.entity.js';
import type {
  AwardApplicationListFilter,
  AwardApplicationInput,
  DeclarationValuesInput,
  MaterialFilesInput,
  ParticipantGroupInput,
} from './award-application.inputs.js';
import { AWARD_APPLY_CODE, awardProgrammeService } from './award-programme.service.js';
import type { AwardSerialNumber } from './award.entity.js';
import { AWARD_TYPES, type AwardTypeDefinition, awardTypeOf } from '@zhuxie/domain/award/award-types';
import { PARTICIPANT_GROUPS } from '@zhuxie/domain/award/declaration-rules';
import { serialNumberService } from './serial-number.service.js';
import { subscriptionService } from './subscription.service.js';

export const APPLICATION_MESSAGES = {
  notFound: '申报不存在',
  typeWithoutForm: '该奖项暂不支持在线申报',
  programmeRequired: '请选择奖项',
  noUnit: '当前账号未关联会员单位，请先申请入会',
  notOwn: '只能修改本单位的申报',
  notEditable: '审核中或已通过的申报不能修改',
  disabled: (message?: string | null) => (message ? `该申报已停用：${message}` : '该申报已停用'),
  incomplete: '申报信息不完整，请按提示修改后再提交',
  disableMessageRequired: '停用时请填写说明',
  filesNotChangeable: '只有已送审或已通过的申报可以修改材料',
  removeDraftsOnly: '只能删除未送审的申报',
  badFileUrl: '文件地址无效，请重新上传',
  unknownGroup: '参建单位分组无效',
  unknownSlot: '材料类别无效',
  unknownCompany: '所选单位不存在',
  expertNotFound: '专家不存在',
  expertNotApproved: (name: string) => `专家${name}尚未通过审核，不能分配`,
  expertExpired: (name: string) => `专家${name}的专家证已过期，不能分配`,
  expertConflict: (name: string) => `专家${name}所在单位参与了该工程的申报（回避），不能分配`,
  notAssignable: '只有审核中或已通过且启用的申报可以分配专家',
} as const;

/** The code a staff account holds to manage the applications of an award type (status, reset, batch approval, experts). */
export const manageCode = (type: AwardTypeDefinition) => `${type.menuCode}_manage`;
/** Every menu (view) code of an award type with an application form. */
export const APPLICATION_VIEW_CODES = AWARD_TYPES.filter((t) => t.form && t.menuCode).map((t) => t.menuCode!);
export const APPLICATION_MANAGE_CODES = AWARD_TYPES.filter((t) => t.form && t.menuCode).map((t) => manageCode(t));

/** Editable by the applicant: never submitted, rejected, withdrawn (or reset to 0). */
export const APPLICATION_EDITABLE: number[] = [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];
/** Counted against an allocation number's quota: submitted and not rejected, voided or withdrawn. */
const COUNTED: number[] = [FLOW_STATUS.reviewing, FLOW_STATUS.approved];

/** A type with an application form, or a clear refusal. */
export function formTypeOf(
  key: string | undefined | null,
): AwardTypeDefinition & { form: NonNullable<AwardTypeDefinition['form']> } {
  const type = key ? awardTypeOf(key) : undefined;
  if (!type?.form) throw badInput(APPLICATION_MESSAGES.typeWithoutForm);
  return type as AwardTypeDefinition & { form: NonNullable<AwardTypeDefinition['form']> };
}

/** The field of an award type's main company (its form's `companyField`). */
export function companyFieldOf(awardType: string | null | undefined): string {
  return formTypeOf(awardType).form.companyField;
}

/** GraphQL/REST lists -> the stored records of application-rules.ts (unknown groups and slots refused). */
export function contentOfInput(
  values?: DeclarationValuesInput | null,
  groups?: ParticipantGroupInput[] | null,
  materials?: MaterialFilesInput[] | null,
): Partial<ApplicationContent> {
  const known = new Set(PARTICIPANT_GROUPS.map((g) => g.key));
  const participants: Participants = {};
  for (const g of groups ?? []) {
    if (!known.has(g.group))
      throw badInput(APPLICATION_MESSAGES.unknownGroup, [
        { field: 'participants', message: APPLICATION_MESSAGES.unknownGroup },
      ]);
    participants[g.group] = g.units.map((u) => ({
      companyId: u.companyId ?? null,
      buildingNumber: u.buildingNumber ?? null,
      people: Object.fromEntries((u.people ?? []).map((p) => [p.field, p.value])),
    }));
  }
  const files: Materials = {};
  for (const m of materials ?? [])
    files[m.slot] = m.files.map((f) => ({ name: f.name, url: f.url, size: f.size ?? null }));
  return { values: { ...(values ?? {}) }, participants, materials: files };
}

function checkFiles(
  ctx: RequestContext,
  form: { materials: { key: string }[] },
  materials: Materials | undefined,
): void {
  const slots = new Set(form.materials.map((s) => s.key));
  for (const [slot, files] of Object.entries(materials ?? {})) {
    if (!slots.has(slot))
      throw badInput(APPLICATION_MESSAGES.unknownSlot, [
        { field: `materials.${slot}`, message: APPLICATION_MESSAGES.unknownSlot },
      ]);
    if (files.some((f) => !fileKeyOf(f.url, ctx.tenantId)))
      throw badInput(APPLICATION_MESSAGES.badFileUrl, [
        { field: `materials.${slot}`, message: APPLICATION_MESSAGES.badFileUrl },
      ]);
  }
}

function failWith(errors: { field: string; message: string }[], message?: string): never {
  throw badInput(message ?? errors[0]!.message, errors);
}

class AwardApplicationService extends CrudService<AwardApplication, AwardApplicationInput, AwardApplicationListFilter> {
  constructor() {
    super({
      entity: AwardApplication,
      notFoundMessage: APPLICATION_MESSAGES.notFound,
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }

  /**
   * Applications in progress as the home page counts them: for staff, those under review of the types they manage;
   * for a member account, its own unit's that are not finished (draft, under review, rejected or withdrawn).
   * Undefined when the user is neither.
   */
  async inProgressCount(ctx: RequestContext, ownUnitId?: string): Promise<number | undefined> {
    const staffTypes = AWARD_TYPES.filter((t) => t.form && t.menuCode && this.isStaff(ctx, t)).map((t) => t.key);
    if (staffTypes.length)
      return ctx.em.count(AwardApplication, { awardType: { $in: staffTypes }, flowStatus: FLOW_STATUS.reviewing });
    if (ownUnitId)
      return ctx.em.count(AwardApplication, {
        unitId: ownUnitId,
        flowStatus: { $in: [...APPLICATION_EDITABLE, FLOW_STATUS.reviewing] },
      });
    return undefined;
  }

  /**
   * The tenant's live applications counted by award line (the type key) and flow status, in one grouped statement
   * (the association's figures at a glance).
   */
  async countsByTypeAndStatus(
    ctx: RequestContext,
  ): Promise<Array<{ awardType: string; flowStatus: number; count: number }>> {
    const rows = await ctx.em.execute<{ award_type: string; flow_status: number | string; n: string | number }[]>(
      `select award_type, flow_status, count(*) as n from lnjzxh_award_application
       where tenant_id = ? and is_deleted = 0
       group by award_type, flow_status`,
      [ctx.tenantId],
    );
    return rows.map((r) => ({ awardType: r.award_type, flowStatus: Number(r.flow_status), count: Number(r.n) }));
  }

  /**
   * A page of a type's applications, with the main company's name and the flow instance of each row read in the
   * page statement (the field resolvers companyName and flowInstanceId then send none).
   */
  override async list(
    ctx: RequestContext,
    req: PageRequest,
    filter: AwardApplicationListFilter = {},
  ): Promise<Page<AwardApplication>> {
    const where = await this.scopedWhere(ctx, filter);
    const { businessType } = formTypeOf(filter.awardType);
    const [records, total, extras] = await findPage(ctx.em, AwardApplication, where, {
      orderBy: this.pageOrder(ctx, req),
      limit: req.size,
      offset: (req.current - 1) * req.size,
      columns: {
        companyName: (a) => memberUnitService.unitNameSql(`${a}."values" ->> '${companyFieldOf(filter.awardType)}'`, a),
        flowInstanceId: (a) => flowService.instanceIdSql(businessType, a),
      },
    });
    const names = batched(ctx, companyNamesOf);
    records.forEach((app, i) => {
      const id = app.values[companyFieldOf(app.awardType)];
      if (typeof id === 'string') names.prime(id, (extras[i]?.companyName as string | null) ?? undefined);
    });
    flowService.primeInstanceIds(
      ctx,
      businessType,
      new Map(records.map((app, i) => [app.id, (extras[i]?.flowInstanceId as string | null) ?? null])),
    );
    return pageOf(records, total, req);
  }

  /** Staff of a type: its manage code, or flow administrators. */
  isStaff(ctx: RequestContext, type: AwardTypeDefinition): boolean {
    return holdsAny(requireUser(ctx), [manageCode(type), FLOW_ADMIN_CODE]);
  }

  override where(filter: AwardApplicationListFilter = {}): FilterQuery<AwardApplication> {
    const where: Record<string, unknown> = {};
    if (filter.awardType?.trim()) where.awardType = filter.awardType.trim();
    if (filter.programmeId?.trim()) where.programmeId = filter.programmeId.trim();
    if (filter.year != null) where.year = filter.year;
    if (filter.projectName?.trim()) where.projectName = { $ilike: likeText(filter.projectName.trim()) };
    if (filter.unitName?.trim()) where.unitName = { $ilike: likeText(filter.unitName.trim()) };
    if (filter.flowStatus != null) where.flowStatus = filter.flowStatus;
    if (filter.enabled != null) where.enabled = filter.enabled;
    return where as FilterQuery<AwardApplication>;
  }

  /**
   * What a user may list of a type: everything for its staff; otherwise the own unit's applications, the ones the
   * user is an assigned expert of, and the ones the user approves or approved.
   */
  override async scopedWhere(
    ctx: RequestContext,
    filter: AwardApplicationListFilter = {},
  ): Promise<FilterQuery<AwardApplication>> {
    const type = formTypeOf(filter.awardType);
    const where = this.where(filter) as Record<string, unknown>;
    if (this.isStaff(ctx, type)) return where as FilterQuery<AwardApplication>;
    const user = requireUser(ctx);
    const unit = await memberUnitService.ofUser(ctx, user.id);
    const experts = await this.expertIdsOf(ctx);
    const assigned = experts.length
      ? (await ctx.em.find(AwardApplicationExpert, { expertId: { $in: experts } }, { fields: ['applicationId'] })).map(
          (a) => a.applicationId,
        )
      : [];
    const approved = (await ctx.em.find(FlowLog, { createUser: user.id }, { fields: ['instanceId'], limit: 5000 })).map(
      (l) => l.instanceId,
    );
    const or: Record<string, unknown>[] = [];
    if (unit) or.push({ unitId: unit.id });
    if (assigned.length) or.push({ id: { $in: assigned } });
    if (approved.length) {
      const ids = (
        await ctx.em.find(
          FlowInstance,
          { id: { $in: approved }, businessType: type.businessType },
          { fields: ['businessId'] },
        )
      ).map((i) => i.businessId);
      if (ids.length) or.push({ id: { $in: ids } });
    }
    where.$or = or.length ? or : [{ id: '-' }];
    return where as FilterQuery<AwardApplication>;
  }

  /** The expert records of the signed-in user (an assigned expert reads the applications assigned to them). */
  private async expertIdsOf(ctx: RequestContext): Promise<string[]> {
    return expertService.idsOfUser(ctx, requireUser(ctx).id);
  }

  /** An application the user may read: staff of its type, its unit, an assigned expert, or one who approves or approved it. */
  async readable(ctx: RequestContext, id: string): Promise<AwardApplication> {
    const app = await this.detail(ctx, id);
    const type = formTypeOf(app.awardType);
    const user = requireUser(ctx);
    if (this.isStaff(ctx, type) || app.createUser === user.id) return app;
    if (await memberUnitService.belongsToUser(ctx, app.unitId, user.id)) return app;
    const experts = await this.expertIdsOf(ctx);
    if (
      experts.length &&
      (await ctx.em.count(AwardApplicationExpert, { applicationId: app.id, expertId: { $in: experts } }))
    )
      return app;
    const instance = await flowService.instanceOf(ctx, type.businessType, app.id);
    if (
      instance &&
      (flowService.actorsOf(instance, user).length > 0 ||
        (await ctx.em.count(FlowLog, { instanceId: instance.id, createUser: user.id })) > 0)
    )
      return app;
    throw notFound(APPLICATION_MESSAGES.notFound);
  }

  /** The application of the signed-in unit, for changing it. */
  private async own(ctx: RequestContext, id: string): Promise<{ app: AwardApplication; unit: MemberUnit }> {
    const user = requireUser(ctx);
    const app = await this.detail(ctx, id);
    const unit = await memberUnitService.ofUser(ctx, user.id);
    if (!unit || unit.id !== app.unitId) throw forbidden(APPLICATION_MESSAGES.notOwn);
    return { app, unit };
  }

  /**
   * The content a draft stores, checked against the application's definition: the legacy values, participants
   * and the files of the built slots and of the slots the definition adds (a slot of neither is refused), and the
   * added values (`extra`: cleaned by the definition, bounded; absent keeps those stored) beside the legacy values.
   */
  private checkContent(
    ctx: RequestContext,
    type: ReturnType<typeof formTypeOf>,
    raw: Partial<ApplicationContent>,
    definition: FormDefinition,
    extra: unknown,
  ): ApplicationContent {
    const form = formWithAddedSlots(type, definition);
    checkFiles(ctx, form, raw.materials);
    const content = normalizeContent(form, raw);
    const added = cleanExtraValues(type, definition, extra);
    const errors = [...draftErrors(form, content), ...added.errors];
    if (errors.length) failWith(errors);
    content.values = { ...content.values, ...added.values };
    return content;
  }

  /** Companies named in the content (added values too) exist as member units of the tenant. */
  private async checkCompanies(
    ctx: RequestContext,
    content: ApplicationContent,
    type: ReturnType<typeof formTypeOf>,
    definition: FormDefinition,
  ): Promise<void> {
    const ids = new Set<string>();
    const fieldOf = new Map<string, string>();
    const { companyField } = type.form;
    const main = content.values[companyField];
    if (typeof main === 'string') {
      ids.add(main);
      fieldOf.set(main, companyField);
    }
    for (const [group, units] of Object.entries(content.participants)) {
      units.forEach((u, i) => {
        if (u.companyId) {
          ids.add(u.companyId);
          if (!fieldOf.has(u.companyId)) fieldOf.set(u.companyId, `${group}.${i}.companyId`);
        }
      });
    }
    for (const [id, field] of addedCompanyIds(type, definition, content.values)) {
      ids.add(id);
      if (!fieldOf.has(id)) fieldOf.set(id, field);
    }
    if (!ids.size) return;
    const found = new Set((await memberUnitService.byIds(ctx, [...ids])).map((u) => u.id));
    const missing = [...ids].find((id) => !found.has(id));
    if (missing) failWith([{ field: fieldOf.get(missing)!, message: APPLICATION_MESSAGES.unknownCompany }]);
  }

  /**
   * Saves a draft of the signed-in unit (create for a programme, or update its own editable one with the version
   * it read). Drafts keep whatever is typed within the length and file limits; with andSubmit it is submitted.
   */
  async save(ctx: RequestContext, input: AwardApplicationInput): Promise<AwardApplication> {
    const user = requireUser(ctx);
    let app: AwardApplication;
    let unit: MemberUnit;
    if (input.id) {
      ({ app, unit } = await this.own(ctx, input.id));
      if (!APPLICATION_EDITABLE.includes(app.flowStatus)) throw badInput(APPLICATION_MESSAGES.notEditable);
      if (app.enabled !== APPLICATION_ENABLED.enabled)
        throw badInput(APPLICATION_MESSAGES.disabled(app.enabledMessage));
    } else {
      if (!holdsAny(user, [AWARD_APPLY_CODE])) throw forbidden();
      if (!input.programmeId)
        throw badInput(APPLICATION_MESSAGES.programmeRequired, [
          { field: 'programmeId', message: APPLICATION_MESSAGES.programmeRequired },
        ]);
      const programme = await awardProgrammeService.detail(ctx, input.programmeId);
      formTypeOf(programme.awardType);
      const found = await memberUnitService.ofUser(ctx, user.id);
      if (!found) throw badInput(APPLICATION_MESSAGES.noUnit);
      unit = found;
      const check = await subscriptionService.check(ctx, programme.id);
      if (!check.canApply) throw badInput(check.reason ?? APPLICATION_MESSAGES.typeWithoutForm);
      app = ctx.em.create(AwardApplication, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        createDept: user.deptId,
        programmeId: programme.id,
        awardType: programme.awardType,
        year: programme.year,
        unitId: unit.id,
        unitName: unit.name,
        applicantName: user.realName || user.account,
      });
    }
    const type = formTypeOf(app.awardType);
    const definition = await awardFormService.forApplication(ctx, app);
    const content = this.checkContent(
      ctx,
      type,
      contentOfInput(input.values, input.participants, input.materials),
      definition,
      input.extraValues === undefined || input.extraValues === null ? extraValuesOf(app.values) : input.extraValues,
    );
    await this.checkCompanies(ctx, content, type, definition);
    // After the rules of the form, so a refusal that no version would cure is said first (as the CRUD engine does).
    if (input.id) checkVersion(ctx, app, input.version);
    this.assignContent(app, content, type);
    app.unitName = unit.name;
    app.updateUser = user.id;
    await this.flush(ctx);
    if (input.andSubmit) return this.sendForCheck(ctx, app.id, app.version);
    return app;
  }

  private assignContent(app: AwardApplication, content: ApplicationContent, type: ReturnType<typeof formTypeOf>): void {
    app.values = content.values;
    app.participants = content.participants;
    app.materials = content.materials;
    const name = type.form.nameField ? content.values[type.form.nameField] : app.unitName;
    app.projectName = typeof name === 'string' ? name : undefined;
    const recommend = content.values[type.form.recommendField];
    app.recommendUnit = typeof recommend === 'string' ? recommend : undefined;
  }

  /**
   * Submits (送审) the own unit's draft: the programme still takes applications, every rule of the form holds,
   * the contractor (or main applicant) is not in dues arrears, and a confirmed allocation number with quota left
   * when the programme needs one. Then into the flow of the award type.
   */
  async sendForCheck(ctx: RequestContext, id: string, version?: number | null): Promise<AwardApplication> {
    const { app } = await this.own(ctx, id);
    checkVersion(ctx, app, version);
    const serial = await this.assertSubmittable(ctx, app);
    // Written with the flow transition (one transaction): a refused transition leaves the draft as it was.
    app.serialNumberId = serial?.id;
    await flowService.submit(ctx, { businessType: formTypeOf(app.awardType).businessType, businessId: app.id });
    await ctx.em.refresh(app);
    return app;
  }

  /**
   * Every check of a submission: editable and enabled, the programme takes applications and the account
   * subscribed, every rule of the form, the contractor (or main applicant) not in dues arrears, and a confirmed
   * allocation number with quota left when the programme needs one (answered). The flow hook runs it too, so the
   * generic flow tool cannot send an application past its rules.
   */
  async assertSubmittable(ctx: RequestContext, app: AwardApplication): Promise<AwardSerialNumber | null> {
    const type = formTypeOf(app.awardType);
    if (!APPLICATION_EDITABLE.includes(app.flowStatus)) throw badInput(APPLICATION_MESSAGES.notEditable);
    if (app.enabled !== APPLICATION_ENABLED.enabled) throw badInput(APPLICATION_MESSAGES.disabled(app.enabledMessage));
    const check = await subscriptionService.check(ctx, app.programmeId);
    if (!check.canApply) throw badInput(check.reason ?? APPLICATION_MESSAGES.typeWithoutForm);
    const content: ApplicationContent = {
      values: app.values,
      participants: app.participants,
      materials: app.materials,
    };
    const definition = await awardFormService.forApplication(ctx, app);
    const { companyField } = type.form;
    const company = app.values[companyField];
    const units = definition ? await this.namedUnits(ctx, definition, content, company) : undefined;
    const errors = applicationFormErrors(type, content, definition, { units });
    if (errors.length) failWith(errors, APPLICATION_MESSAGES.incomplete);
    if (typeof company === 'string') {
      const arrears = await arrearsService.check(ctx.em, ctx.tenantId, company);
      if (arrears.inArrears)
        throw badInput(arrears.message ?? '', [{ field: companyField, message: arrears.fieldError ?? '' }]);
    }
    const counted = app.recommendUnit
      ? await ctx.em.count(AwardApplication, {
          programmeId: app.programmeId,
          recommendUnit: app.recommendUnit,
          flowStatus: { $in: COUNTED },
          id: { $ne: app.id },
        })
      : 0;
    return serialNumberService.checkForApplication(ctx, app.programmeId, app.recommendUnit ?? '', counted);
  }

  /**
   * The member units the form's company fields name (participant rows and fields a programme adds too), with their
   * arrears state: a unit that is not a member unit of the association is refused, and one in arrears where its
   * field checks arrears. The main company's arrears is answered by its own notice (the caller), so it is left out.
   */
  private async namedUnits(
    ctx: RequestContext,
    definition: FormDefinition,
    content: ApplicationContent,
    mainCompany: unknown,
  ): Promise<Map<string, { inArrears: boolean }>> {
    const ids = formCompanyIds(definition, applicationFormValues(content));
    const units = new Map<string, { inArrears: boolean }>();
    for (const unit of ids.length ? await memberUnitService.byIds(ctx, ids) : []) {
      const owes = unit.id !== mainCompany && (await arrearsService.check(ctx.em, ctx.tenantId, unit.id)).inArrears;
      units.set(unit.id, { inArrears: owes });
    }
    return units;
  }

  /** Staff enable or disable an application (modify-status); disabling needs the message the applicant sees. */
  async setEnabled(
    ctx: RequestContext,
    input: { id: string; enabled: number; message?: string | null },
  ): Promise<AwardApplication> {
    const app = await this.detail(ctx, input.id);
    if (!this.isStaff(ctx, formTypeOf(app.awardType))) throw forbidden();
    const message = input.message?.trim();
    if (input.enabled === APPLICATION_ENABLED.disabled && !message)
      throw badInput(APPLICATION_MESSAGES.disableMessageRequired, [
        { field: 'message', message: APPLICATION_MESSAGES.disableMessageRequired },
      ]);
    app.enabled = input.enabled;
    app.enabledMessage = input.enabled === APPLICATION_ENABLED.disabled ? message : null;
    app.updateUser = ctx.userId;
    await this.flush(ctx);
    return app;
  }

  /** Material files changed after submission (modify-file): the applicant or staff; the material rules still hold. */
  async modifyFiles(
    ctx: RequestContext,
    input: { id: string; version?: number | null; materials: MaterialFilesInput[] },
  ): Promise<AwardApplication> {
    const app = await this.detail(ctx, input.id);
    const type = formTypeOf(app.awardType);
    if (!this.isStaff(ctx, type)) await this.own(ctx, input.id);
    if (app.flowStatus !== FLOW_STATUS.reviewing && app.flowStatus !== FLOW_STATUS.approved)
      throw badInput(APPLICATION_MESSAGES.filesNotChangeable);
    if (app.enabled !== APPLICATION_ENABLED.enabled) throw badInput(APPLICATION_MESSAGES.disabled(app.enabledMessage));
    checkVersion(ctx, app, input.version);
    const raw = contentOfInput(undefined, undefined, input.materials);
    const definition = await awardFormService.forApplication(ctx, app);
    const form = formWithAddedSlots(type, definition);
    checkFiles(ctx, form, raw.materials);
    const materials = normalizeContent(form, { materials: raw.materials }).materials;
    const content: ApplicationContent = { values: app.values, participants: app.participants, materials };
    const errors = applicationFormErrors(type, content, definition).filter((e) => e.field.startsWith('materials.'));
    if (errors.length) failWith(errors);
    app.materials = materials;
    app.updateUser = ctx.userId;
    await this.flush(ctx);
    return app;
  }

  /** Reset approval (modify-approval-status with 0): a flow administrator or the type's staff sets it back to 待提交. */
  async resetApproval(ctx: RequestContext, id: string, opinion?: string | null): Promise<AwardApplication> {
    const app = await this.detail(ctx, id);
    const type = formTypeOf(app.awardType);
    if (!this.isStaff(ctx, type)) throw forbidden();
    const instance = await flowService.instanceOf(ctx, type.businessType, app.id);
    if (!instance) {
      if (app.flowStatus === FLOW_STATUS.pending) return app;
      throw new DomainError('CONFLICT', '流程实例不存在');
    }
    await flowService.resetAsAdmin(ctx, instance.id, opinion);
    await ctx.em.refresh(app);
    return app;
  }

  /** Batch approval of applications of a type: those whose current step the user may approve. Answers how many. */
  async approveBatch(ctx: RequestContext, awardType: string, ids: string[]): Promise<number> {
    const type = formTypeOf(awardType);
    return flowService.approveAll(ctx, type.businessType, ids.length ? ids : undefined);
  }

  /** Deletes a draft (never submitted or reset to 待提交): the own unit, or the type's staff. */
  async removeDraft(ctx: RequestContext, id: string): Promise<boolean> {
    const app = await this.detail(ctx, id);
    if (!this.isStaff(ctx, formTypeOf(app.awardType))) await this.own(ctx, id);
    if (app.flowStatus !== FLOW_STATUS.pending) throw badInput(APPLICATION_MESSAGES.removeDraftsOnly);
    app.isDeleted = 1;
    app.updateUser = ctx.userId;
    await this.flush(ctx);
    return true;
  }

  /** The experts assigned to an application (list/expert/{id}). */
  async experts(ctx: RequestContext, id: string): Promise<AwardApplicationExpert[]> {
    await this.readable(ctx, id);
    return ctx.em.find(
      AwardApplicationExpert,
      { applicationId: id },
      { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] },
    );
  }

  /** Credit codes of the applicant unit, of every participant company and of the added company values (conflict of interest). */
  async involvedCreditCodes(ctx: RequestContext, app: AwardApplication): Promise<Set<string>> {
    const ids = new Set<string>([app.unitId]);
    const company = app.values[companyFieldOf(app.awardType)];
    if (typeof company === 'string') ids.add(company);
    for (const units of Object.values(app.participants)) for (const u of units) if (u.companyId) ids.add(u.companyId);
    // The definition is read only for an application with added values (auto-assignment asks for many).
    if (Object.keys(extraValuesOf(app.values)).length) {
      const definition = await awardFormService.forApplication(ctx, app);
      for (const id of addedCompanyIds(formTypeOf(app.awardType), definition, app.values).keys()) ids.add(id);
    }
    const units = await memberUnitService.byIds(ctx, [...ids]);
    return new Set(units.map((u) => u.creditCode.toUpperCase()));
  }

  /**
   * Replaces the experts of an application (assign/expert): approved experts whose card has not expired and
   * whose unit takes no part in the application.
   */
  async assignExperts(ctx: RequestContext, id: string, expertIds: string[]): Promise<AwardApplicationExpert[]> {
    const app = await this.detail(ctx, id);
    if (!this.isStaff(ctx, formTypeOf(app.awardType))) throw forbidden();
    if (
      app.enabled !== APPLICATION_ENABLED.enabled ||
      (app.flowStatus !== FLOW_STATUS.reviewing && app.flowStatus !== FLOW_STATUS.approved)
    ) {
      throw badInput(APPLICATION_MESSAGES.notAssignable);
    }
    const wanted = [...new Set(expertIds)];
    const experts = await expertService.byIds(ctx, wanted);
    if (experts.length !== wanted.length) throw badInput(APPLICATION_MESSAGES.expertNotFound);
    const involved = await this.involvedCreditCodes(ctx, app);
    const today = todayIn();
    for (const e of experts) {
      if (e.flowStatus !== FLOW_STATUS.approved) throw badInput(APPLICATION_MESSAGES.expertNotApproved(e.name));
      if (e.expirationDate && e.expirationDate < today) throw badInput(APPLICATION_MESSAGES.expertExpired(e.name));
      if (e.creditCode && involved.has(e.creditCode.toUpperCase()))
        throw badInput(APPLICATION_MESSAGES.expertConflict(e.name));
    }
    const current = await ctx.em.find(AwardApplicationExpert, { applicationId: app.id });
    for (const row of current) if (!wanted.includes(row.expertId)) row.isDeleted = 1;
    const have = new Set(current.map((r) => r.expertId));
    for (const e of experts) {
      if (have.has(e.id)) continue;
      ctx.em.create(AwardApplicationExpert, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        applicationId: app.id,
        expertId: e.id,
        expertName: e.name,
        expertUnit: e.unitName,
      });
    }
    await this.flush(ctx);
    return ctx.em.find(
      AwardApplicationExpert,
      { applicationId: app.id },
      { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] },
    );
  }

  /** checkCreditCode/{code}: whether a unified social credit code belongs to a member unit, and its dues state. */
  async checkCreditCode(
    ctx: RequestContext,
    code: string,
  ): Promise<{ exists: boolean; unitId?: string; unitName?: string; inArrears: boolean; message?: string | null }> {
    requireUser(ctx);
    const text = normalizeUscc(code);
    const invalid = usccError(text);
    if (invalid) throw badInput(invalid);
    const unit = await memberUnitService.byCreditCode(ctx, text);
    if (!unit) return { exists: false, inArrears: false };
    const arrears = await arrearsService.check(ctx.em, ctx.tenantId, unit.id);
    return {
      exists: true,
      unitId: unit.id,
      unitName: unit.name,
      inArrears: arrears.inArrears,
      message: arrears.message,
    };
  }

  /** Names of the companies referenced by applications (participant units and the main company fields). */
  async companyNames(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const units = await memberUnitService.byIds(ctx, [...new Set(ids)]);
    return new Map(units.map((u) => [u.id, u.name]));
  }

  /** The name of a member unit chosen in a form (null for an unknown id); a list's rows ask in one statement. */
  async companyNameOf(ctx: RequestContext, id: string): Promise<string | null> {
    return (await batched(ctx, companyNamesOf).load(id)) ?? null;
  }

  // ---- reads for other modules (expert assignment, review): no access check, the calling service authorizes

  /** Applications by id (live rows of the tenant), optionally only those of one programme; ids without one are left out. */
  async byIds(ctx: RequestContext, ids: string[], programmeId?: string | null): Promise<AwardApplication[]> {
    return ctx.em.find(AwardApplication, { id: { $in: ids }, ...(programmeId ? { programmeId } : {}) });
  }

  /** The ids among `ids` of live applications (of one programme, when given). */
  async idsIn(ctx: RequestContext, ids: string[], programmeId?: string | null): Promise<string[]> {
    return (
      await ctx.em.find(
        AwardApplication,
        { id: { $in: ids }, ...(programmeId ? { programmeId } : {}) },
        { fields: ['id'] },
      )
    ).map((a) => a.id);
  }

  /** Every application of a programme (or of every programme), by project name. */
  ofProgramme(ctx: RequestContext, programmeId?: string | null): Promise<AwardApplication[]> {
    return ctx.em.find(AwardApplication, programmeId ? { programmeId } : {}, {
      orderBy: [{ projectName: 'asc' }, { id: 'asc' }],
    });
  }

  /** The submitted applications of a programme (审核中 or 已通过), optionally only the enabled ones, in submission order. */
  submittedOf(
    ctx: RequestContext,
    programmeId: string,
    options: { enabledOnly?: boolean; limit?: number } = {},
  ): Promise<AwardApplication[]> {
    return ctx.em.find(
      AwardApplication,
      {
        programmeId,
        ...(options.enabledOnly ? { enabled: APPLICATION_ENABLED.enabled } : {}),
        flowStatus: { $in: [FLOW_STATUS.reviewing, FLOW_STATUS.approved] },
      },
      { orderBy: [{ submitTime: 'asc' }, { id: 'asc' }], ...(options.limit ? { limit: options.limit } : {}) },
    );
  }

  /**
   * Expert assignments (live rows of the tenant): of some applications, of every application of a programme, of
   * some experts, or (no filter) every one; an empty list of ids answers none. `ordered`: in assignment order.
   */
  async assignments(
    ctx: RequestContext,
    filter: { applicationIds?: string[]; programmeId?: string; expertIds?: string[] } = {},
    ordered = false,
  ): Promise<AwardApplicationExpert[]> {
    const where: Record<string, unknown> = {};
    let applicationIds = filter.applicationIds;
    if (filter.programmeId)
      applicationIds = (
        await ctx.em.find(AwardApplication, { programmeId: filter.programmeId }, { fields: ['id'] })
      ).map((a) => a.id);
    if (applicationIds) where.applicationId = { $in: applicationIds };
    if (filter.expertIds) where.expertId = { $in: filter.expertIds };
    if (applicationIds?.length === 0 || filter.expertIds?.length === 0) return [];
    return ctx.em.find(
      AwardApplicationExpert,
      where as FilterQuery<AwardApplicationExpert>,
      ordered ? { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] } : {},
    );
  }
}

export const awardApplicationService = new AwardApplicationService();

const companyNamesOf: BatchLoad<string, string> = (ctx, ids) => awardApplicationService.companyNames(ctx, ids);

for (const type of AWARD_TYPES) {
  if (!type.form) continue;
  if (!type.detailPath) throw new Error(`award type ${type.key} has a form but no detailPath for the task lists`);
  registerFlowHooks(type.businessType, {
    label: `${type.label}申报`,
    paths: { detail: `${type.detailPath}?id={businessId}` },
    async canSubmit(ctx, businessId) {
      const app = await ctx.em.findOne(AwardApplication, { id: businessId });
      if (!app || !ctx.userId) return false;
      if (!(await memberUnitService.belongsToUser(ctx, app.unitId, ctx.userId))) return false;
      await awardApplicationService.assertSubmittable(ctx, app);
      return true;
    },
    async title(ctx, businessId) {
      const app = await ctx.em.findOne(AwardApplication, { id: businessId });
      return app ? `${type.label}申报：${app.projectName ?? app.unitName}` : undefined;
    },
    async onTransition(ctx, { action, instance }) {
      const app = await ctx.em.findOne(AwardApplication, { id: instance.businessId });
      if (!app) return;
      app.flowStatus = instance.status;
      if (action === 'submit') {
        app.submitTime = new Date();
        await awardFormService.freezeFor(ctx, app);
      }
    },
  });
}
