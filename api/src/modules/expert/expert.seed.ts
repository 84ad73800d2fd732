import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { User } from '../../engine/auth/user.entity.js';
import type { FlowModelSeed } from '../../engine/flow/flow.seed.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { ExpertAccount } from './expert.entity.js';

/** The flow model of expert applications (base data of every tenant). */
export const EXPERT_FLOW_MODEL: FlowModelSeed = {
  modelKey: 'expert',
  name: '专家申请',
  steps: [{ title: '专家资格审核', approverKind: 'role', approvers: ['approver'], buttonCancel: true }],
};

/** Demo data: the demo expert account (zhuanjia) as an approved 土建 expert, so it can be assigned and score. */
export async function seedDemoExpert(em: SqlEntityManager, tenantId: string): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  const user = await em.findOne(User, { account: 'zhuanjia' }, { filters });
  if (!user || (await em.count(ExpertAccount, { userId: user.id }, { filters }))) return;
  em.create(ExpertAccount, {
    tenantId,
    userId: user.id,
    createUser: user.id,
    name: '评审专家（演示）',
    mobile: '13800000003',
    unitName: '辽宁省建设科学研究院',
    discipline: 'tujian',
    jobTitle: '高级工程师',
    cardCode: 'ZJ-DEMO-0001',
    flowStatus: FLOW_STATUS.approved,
  });
  await em.flush();
}
