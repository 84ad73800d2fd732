import type { SqlEntityManager } from '@mikro-orm/sql';
import { FlowModel } from '../../engine/flow/flow.entities.js';
import { normalizeStep } from '../../engine/flow/flow.service.js';
import { TENANT_FILTER } from '../filters.js';

/** The flow models every tenant starts with (base data); administrators change them in 模型管理 (a new version). */
const DEFAULT_MODELS = [
  {
    modelKey: 'leave',
    name: '请假流程',
    steps: [normalizeStep({ title: '部门负责人审批', approverKind: 'role', approvers: ['approver'], buttonCancel: true })],
  },
  {
    modelKey: 'expert',
    name: '专家申请',
    steps: [normalizeStep({ title: '专家资格审核', approverKind: 'role', approvers: ['approver'], buttonCancel: true })],
  },
  {
    // Office approvals: first the approvers the applicant designates (one after another), then the secretariat.
    modelKey: 'oa_application',
    name: '办公审批流程',
    steps: [
      normalizeStep({ title: '部门负责人审批', approverKind: 'rule', approvers: ['designated'], buttonCancel: true }),
      normalizeStep({ title: '秘书长审批', approverKind: 'role', approvers: ['approver'], buttonCancel: true }),
    ],
  },
  {
    modelKey: 'entry_application',
    name: '入会申请',
    steps: [normalizeStep({ title: '会员部审核', approverKind: 'role', approvers: ['approver'] })],
  },
  {
    modelKey: 'quality_team',
    name: '质量小组申报',
    steps: [
      normalizeStep({ title: '协会初审', approverKind: 'role', approvers: ['approver'] }),
      normalizeStep({ title: '协会复审', approverKind: 'role', approvers: ['approver'] }),
    ],
  },
  {
    modelKey: 'member_change',
    name: '会员信息变更',
    steps: [normalizeStep({ title: '会员部审核', approverKind: 'role', approvers: ['approver'] })],
  },
  {
    modelKey: 'century_cup',
    name: '世纪杯申报',
    steps: [normalizeStep({ title: '协会形式审查', approverKind: 'role', approvers: ['approver'] })],
  },
  {
    modelKey: 'quality_structure',
    name: '优质结构申报',
    steps: [normalizeStep({ title: '协会形式审查', approverKind: 'role', approvers: ['approver'] })],
  },
];

export async function seedFlowModels(em: SqlEntityManager, tenantId: string): Promise<void> {
  for (const m of DEFAULT_MODELS) {
    const exists = await em.count(FlowModel, { modelKey: m.modelKey }, { filters: { [TENANT_FILTER]: { tenantId } } });
    if (!exists) em.create(FlowModel, { ...m, tenantId, modelVersion: 1 });
  }
  await em.flush();
}
