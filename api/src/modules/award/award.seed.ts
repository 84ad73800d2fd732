import type { SqlEntityManager } from '@mikro-orm/sql';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { TENANT_FILTER } from '../../db/filters.js';
import { AwardProgramme, OPEN_FLAG } from './award.entity.js';

/** The award lines with an open demo programme each (the demo member can apply to every one). */
const DEMO_LINES: Array<[awardType: string, label: string]> = [
  ['century_cup', '世纪杯'],
  ['green_construction', '绿色施工'],
  ['excellent_manager', '优秀项目经理'],
  ['aaa_credit', 'AAA信用企业'],
  ['excellent_enterprise', '优秀企业'],
  ['excellent_award', '优秀奖'],
  ['bim_competition', 'BIM大赛'],
  ['aaa_mechanics', 'AAA机械企业'],
  ['ankang_cup', '安康杯'],
  ['labour_services', '劳务企业'],
];

/** Demo data: this year's programme of each line above, open to member and non-member units for two months. */
export async function seedDemoAwards(em: SqlEntityManager, tenantId: string): Promise<void> {
  if (await em.count(AwardProgramme, {}, { filters: { [TENANT_FILTER]: { tenantId } } })) return;
  const today = todayIn();
  const day = (n: number) => todayIn(undefined, new Date(Date.now() + n * 24 * 60 * 60 * 1000));
  for (const [awardType, label] of DEMO_LINES)
    em.create(AwardProgramme, {
      tenantId,
      awardType,
      year: Number(today.slice(0, 4)),
      name: `${today.slice(0, 4)} 年度${label}（演示）`,
      openFlag: OPEN_FLAG.open,
      startDate: day(-7),
      endDate: day(60),
      accountCategories: ['1', '3'],
      remark: '演示数据',
    });
  await em.flush();
}
