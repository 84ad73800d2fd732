import { type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { badInput, duplicate } from '../../engine/errors/domain-error.js';
import { nextSequence, raiseSequence } from '../../engine/sequence/sequence.js';
import { NOT_DELETED_FILTER } from '../../db/filters.js';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { awardProgrammeService } from './award-programme.service.js';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { AwardProgramme, AwardSerialNumber, RECOMMEND_UNIT_DICT, SERIAL_STATUS } from './award.entity.js';
import { SERIAL_NUMBER_STATUS, statusLabels } from '@zhuxie/domain/labels/status-labels';
import type { AwardSerialNumberFilter, AwardSerialNumberInput, SerialAction } from './award.inputs.js';

/** Staff screen 分配编号: view, add, edit, delete, and the status changes. */
export const SERIAL_CODE = 'awards_serial';
export const SERIAL_CODES = {
  view: SERIAL_CODE,
  add: `${SERIAL_CODE}_add`,
  edit: `${SERIAL_CODE}_edit`,
  delete: `${SERIAL_CODE}_delete`,
  status: `${SERIAL_CODE}_status`,
} as const;

export const SERIAL_STATUS_LABELS = statusLabels(SERIAL_NUMBER_STATUS);

/** The legal status changes: action → [from, to]. */
export const SERIAL_TRANSITIONS: Record<SerialAction, readonly [from: number, to: number]> = {
  apply: [SERIAL_STATUS.pending, SERIAL_STATUS.reviewing],
  allocate: [SERIAL_STATUS.reviewing, SERIAL_STATUS.allocating],
  confirm: [SERIAL_STATUS.allocating, SERIAL_STATUS.confirmed],
  return: [SERIAL_STATUS.reviewing, SERIAL_STATUS.pending],
  reopen: [SERIAL_STATUS.allocating, SERIAL_STATUS.reviewing],
  revoke: [SERIAL_STATUS.confirmed, SERIAL_STATUS.allocating],
};

export const SERIAL_ACTION_LABELS: Record<SerialAction, string> = {
  apply: '申请',
  allocate: '开始分配',
  confirm: '确认分配',
  return: '退回',
  reopen: '退回审核',
  revoke: '撤销确认',
};

export const SERIAL_MESSAGES = {
  notFound: '分配编号不存在',
  unitUnknown: '请选择推荐单位',
  unitTaken: '该推荐单位在本奖项已有分配编号',
  confirmedLocked: '分配已确认的编号不能修改',
  keyChange: '不能修改分配编号的奖项或推荐单位',
  removeOnlyPending: '只能删除待申请的分配编号',
  noConfirmed: '该推荐单位尚无已确认的分配编号，暂不能申报',
  quotaUsed: '该推荐单位的申报名额已用完',
} as const;

/** The message of an illegal status change. */
export const illegalTransitionMessage = (status: number, action: SerialAction) =>
  `当前状态为「${SERIAL_STATUS_LABELS[status] ?? status}」，不能${SERIAL_ACTION_LABELS[action]}`;

/** The status after an action, or undefined when the action is not allowed from this status. */
export function nextSerialStatus(status: number, action: SerialAction): number | undefined {
  const [from, to] = SERIAL_TRANSITIONS[action];
  return status === from ? to : undefined;
}

/** <prefix><year>-<three-digit sequence>, e.g. SJB2026-001. */
export function serialNumberText(prefix: string, year: number, seq: number): string {
  return `${prefix}${year}-${String(seq).padStart(3, '0')}`;
}

class SerialNumberService extends CrudService<AwardSerialNumber, AwardSerialNumberInput, AwardSerialNumberFilter> {
  constructor() {
    super({
      entity: AwardSerialNumber,
      notFoundMessage: SERIAL_MESSAGES.notFound,
      uniqueViolation: () => duplicate(SERIAL_MESSAGES.unitTaken, 'recommendUnit'),
      orderBy: [{ serialNumber: 'asc' }, { id: 'asc' }],
    });
  }

  override where(filter: AwardSerialNumberFilter = {}): FilterQuery<AwardSerialNumber> {
    const where: Record<string, unknown> = {};
    if (filter.programmeId?.trim()) where.programmeId = filter.programmeId.trim();
    if (filter.recommendUnit?.trim()) where.recommendUnit = filter.recommendUnit.trim();
    if (filter.serialNumber?.trim()) where.serialNumber = { $ilike: likeText(filter.serialNumber.trim()) };
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<AwardSerialNumber>;
  }

  protected override async validate(
    ctx: RequestContext,
    input: AwardSerialNumberInput,
    existing?: AwardSerialNumber,
  ): Promise<void> {
    if (existing) {
      if (existing.status === SERIAL_STATUS.confirmed) throw badInput(SERIAL_MESSAGES.confirmedLocked);
      if (existing.programmeId !== input.programmeId.trim() || existing.recommendUnit !== input.recommendUnit.trim())
        throw badInput(SERIAL_MESSAGES.keyChange);
      return;
    }
    await awardProgrammeService.detail(ctx, input.programmeId.trim());
    const unit = input.recommendUnit.trim();
    if (!(await ctx.em.count(DictBiz, { code: RECOMMEND_UNIT_DICT, dictKey: unit, parentId: { $ne: null } }))) {
      throw badInput(SERIAL_MESSAGES.unitUnknown, [{ field: 'recommendUnit', message: SERIAL_MESSAGES.unitUnknown }]);
    }
    if (await ctx.em.count(AwardSerialNumber, { programmeId: input.programmeId.trim(), recommendUnit: unit }))
      throw duplicate(SERIAL_MESSAGES.unitTaken, 'recommendUnit');
  }

  protected override assign(entity: AwardSerialNumber, input: AwardSerialNumberInput): void {
    entity.programmeId = input.programmeId.trim();
    entity.recommendUnit = input.recommendUnit.trim();
    entity.quota = input.quota;
    entity.remark = input.remark?.trim() || undefined;
  }

  /**
   * Creates with the next number of the programme from the shared sequence counter (engine/sequence, one sequence
   * per programme, started after the numbers already given, removed ones included, so they are never reused):
   * concurrent creates get distinct consecutive numbers, and a refused create gives its number back.
   * Updates change the quota and remark.
   */
  override async submit(
    ctx: RequestContext,
    input: AwardSerialNumberInput,
  ): Promise<{ entity: AwardSerialNumber; created: boolean }> {
    if (input.id) return super.submit(ctx, input);
    const programme = await awardProgrammeService.detail(ctx, input.programmeId.trim());
    await this.validate(ctx, input);
    const sequence = `award_serial:${programme.id}`;
    const used = await ctx.em.count(
      AwardSerialNumber,
      { programmeId: programme.id },
      { filters: { [NOT_DELETED_FILTER]: false } },
    );
    try {
      const entity = await ctx.em.transactional(async (em) => {
        await raiseSequence(em, ctx.tenantId, sequence, programme.year, used);
        const next = await nextSequence(em, ctx.tenantId, sequence, programme.year);
        const created = em.create(AwardSerialNumber, {
          tenantId: ctx.tenantId,
          createUser: ctx.userId,
          createDept: ctx.user?.deptId,
          updateUser: ctx.userId,
          programmeId: programme.id,
          recommendUnit: input.recommendUnit.trim(),
          quota: input.quota,
          remark: input.remark?.trim() || undefined,
          serialNumber: serialNumberText(awardTypeOf(programme.awardType)?.prefix ?? 'JX', programme.year, next),
        });
        await em.flush();
        return created;
      });
      return { entity, created: true };
    } catch (e) {
      ctx.em.clear();
      // The only unique rule left to lose a race on: one number per recommending unit and programme.
      if (e instanceof UniqueConstraintViolationException) throw duplicate(SERIAL_MESSAGES.unitTaken, 'recommendUnit');
      throw e;
    }
  }

  /** A status change; only the legal ones of SERIAL_TRANSITIONS. */
  async transition(ctx: RequestContext, id: string, action: SerialAction): Promise<AwardSerialNumber> {
    const serial = await this.detail(ctx, id);
    const next = nextSerialStatus(serial.status, action);
    if (next === undefined) throw badInput(illegalTransitionMessage(serial.status, action));
    serial.status = next;
    serial.updateUser = ctx.userId;
    await this.flush(ctx);
    return serial;
  }

  protected override async beforeRemove(_ctx: RequestContext, rows: AwardSerialNumber[]): Promise<void> {
    if (rows.some((r) => r.status !== SERIAL_STATUS.pending)) throw badInput(SERIAL_MESSAGES.removeOnlyPending);
  }

  /**
   * For the application services: when the programme requires allocation numbers, the applicant's recommending
   * unit needs a confirmed number with quota left (`applicationsSoFar`: the unit's applications already counted
   * against it). Answers the number (or null when the programme needs none); refuses otherwise.
   */
  async checkForApplication(
    ctx: RequestContext,
    programmeId: string,
    recommendUnit: string,
    applicationsSoFar = 0,
  ): Promise<AwardSerialNumber | null> {
    const programme = await ctx.em.findOne(AwardProgramme, { id: programmeId });
    if (!programme) throw badInput('奖项设置不存在');
    if (!programme.requireSerialNumber) return null;
    const serial = await ctx.em.findOne(AwardSerialNumber, {
      programmeId,
      recommendUnit,
      status: SERIAL_STATUS.confirmed,
    });
    if (!serial)
      throw badInput(SERIAL_MESSAGES.noConfirmed, [{ field: 'recommendWork', message: SERIAL_MESSAGES.noConfirmed }]);
    if (applicationsSoFar >= serial.quota)
      throw badInput(SERIAL_MESSAGES.quotaUsed, [{ field: 'recommendWork', message: SERIAL_MESSAGES.quotaUsed }]);
    return serial;
  }
}

export const serialNumberService = new SerialNumberService();
