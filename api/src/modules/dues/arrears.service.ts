import type { SqlEntityManager } from '@mikro-orm/sql';
import { Field, ObjectType } from 'type-graphql';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { paramService } from '../system/index.js';
import { DuesPeriod, PERIOD_STATUS } from './dues.entity.js';

/** The system parameter holding the membership department's phone (shown in the arrears message). */
export const MEMBER_PHONE_PARAM = 'member.department.phone';

export const ARREARS_MESSAGES = {
  base: '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理',
  fieldError: '当前单位会费已欠缴',
} as const;

/** The arrears message with the department's phone, when one is configured. */
export function arrearsMessage(phone?: string | null): string {
  const p = phone?.trim();
  return p ? `${ARREARS_MESSAGES.base}，联系电话：${p}` : ARREARS_MESSAGES.base;
}

@ObjectType({ description: 'Whether a unit is in arrears (会费欠缴) and the messages to show.' })
export class ArrearsResult {
  @Field(() => Boolean, { description: 'Whether the unit owes dues.' }) inArrears!: boolean;
  /** The message to show (empty when not in arrears). */
  @Field(() => String, { nullable: true, description: 'The message to show (empty when not in arrears).' }) message?:
    | string
    | null;
  /** The error of the unit field on forms (empty when not in arrears). */
  @Field(() => String, {
    nullable: true,
    description: 'The error of the unit field on forms (empty when not in arrears).',
  })
  fieldError?: string | null;
}

/**
 * The arrears rule other modules call (award applications, events …): a unit is in arrears when one of its dues
 * periods is unpaid and its due date has passed (today in the association's time zone).
 */
export const arrearsService = {
  /** Unpaid periods of the unit whose due date is before `today`. */
  async overdue(em: SqlEntityManager, tenantId: string, unitId: string, today = todayIn()): Promise<DuesPeriod[]> {
    return em.find(
      DuesPeriod,
      { tenantId, unitId, status: PERIOD_STATUS.unpaid, dueDate: { $lt: today }, isDeleted: 0 },
      { orderBy: { year: 'asc' } },
    );
  },

  /** Dues status (1 正常, 0 欠费) of many units at once: one query (the member statistics). */
  async statuses(
    em: SqlEntityManager,
    tenantId: string,
    unitIds: string[],
    today = todayIn(),
  ): Promise<Map<string, 0 | 1>> {
    const statuses = new Map<string, 0 | 1>(unitIds.map((id) => [id, 1]));
    if (!unitIds.length) return statuses;
    const overdue = await em.find(
      DuesPeriod,
      { tenantId, unitId: { $in: unitIds }, status: PERIOD_STATUS.unpaid, dueDate: { $lt: today }, isDeleted: 0 },
      { fields: ['unitId'] },
    );
    for (const period of overdue) statuses.set(period.unitId, 0);
    return statuses;
  },

  async check(em: SqlEntityManager, tenantId: string, unitId: string, today = todayIn()): Promise<ArrearsResult> {
    const overdue = await this.overdue(em, tenantId, unitId, today);
    if (!overdue.length) return { inArrears: false, message: null, fieldError: null };
    const phone = await paramService.valueInTenant(em, tenantId, MEMBER_PHONE_PARAM);
    return { inArrears: true, message: arrearsMessage(phone), fieldError: ARREARS_MESSAGES.fieldError };
  },
};
