import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { User } from '../../engine/auth/user.entity.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { ExpertAccount } from '../expert/index.js';
import { ReviewSheet } from './review.entity.js';
import { SHEET_TEMPLATES, TEMPLATE_AWARD_TYPE } from '@zhuxie/domain/review/review-templates';

/** Base data: the nine expertTable templates as the sheets of the template award type (missing ones only). */
export async function seedReviewSheets(em: SqlEntityManager, tenantId: string): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  const have = new Set((await em.find(ReviewSheet, { awardType: TEMPLATE_AWARD_TYPE, programmeId: null }, { filters })).map((s) => s.key));
  SHEET_TEMPLATES.forEach((t, sort) => {
    if (have.has(t.key)) return;
    em.create(ReviewSheet, { tenantId, key: t.key, name: t.name, awardType: TEMPLATE_AWARD_TYPE, programmeId: null, discipline: t.discipline, items: t.items.map((i) => ({ ...i })), sort });
  });
  await em.flush();
}

/** Demo data: the demo expert account (zhuanjia) as an approved 土建 expert, so it can be assigned and score. */
export async function seedDemoExpert(em: SqlEntityManager, tenantId: string): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  const user = await em.findOne(User, { account: 'zhuanjia' }, { filters });
  if (!user || (await em.count(ExpertAccount, { userId: user.id }, { filters }))) return;
  em.create(ExpertAccount, {
    tenantId, userId: user.id, createUser: user.id, name: '评审专家（演示）', mobile: '13800000003', unitName: '辽宁省建设科学研究院', discipline: 'tujian',
    jobTitle: '高级工程师', cardCode: 'ZJ-DEMO-0001', flowStatus: FLOW_STATUS.approved,
  });
  await em.flush();
}
