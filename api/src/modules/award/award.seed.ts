import type { SqlEntityManager } from '@mikro-orm/sql';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { TENANT_FILTER } from '../../db/filters.js';
import { AwardProgramme, OPEN_FLAG } from './award.entity.js';

/** Demo data: this year's century cup programme, open to member and non-member units for two months. */
export async function seedDemoAwards(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(AwardProgramme, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const today = todayIn();
  const day = (n: number) => todayIn(undefined, new Date(Date.now() + n * 24 * 60 * 60 * 1000));
  em.create(AwardProgramme, {
    tenantId,
    awardType: 'century_cup',
    year: Number(today.slice(0, 4)),
    name: `${today.slice(0, 4)} 年度世纪杯（演示）`,
    openFlag: OPEN_FLAG.open,
    startDate: day(-7),
    endDate: day(60),
    accountCategories: ['1', '3'],
    remark: '演示数据',
  });
  await em.flush();
}
