import type { AppModule } from '../module.js';
import { seedFlowModels } from '../../engine/flow/flow.seed.js';
import { dicts } from './dicts.js';
import { grants, menus } from './menus.js';
import { OaApplicationResolver } from './oa-application.resolver.js';
import { registerOaRest } from './oa-application.rest.js';
import { OaApplication } from './oa-application.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Office approvals: first the approvers the applicant designates (one after another), then the secretariat. */
const OA_FLOW_MODEL = {
  modelKey: 'oa_application',
  name: '办公审批流程',
  steps: [
    { title: '部门负责人审批', approverKind: 'rule' as const, approvers: ['designated'], buttonCancel: true },
    { title: '秘书长审批', approverKind: 'role' as const, approvers: ['approver'], buttonCancel: true },
  ],
};

/** Office approvals (公文/办公审批), business type `oa_application` of the flow engine. */
export const oaModule: AppModule = {
  name: 'oa',
  menus,
  grants,
  dicts,
  seeds: { tenant: (em, tenantId) => seedFlowModels(em, tenantId, [OA_FLOW_MODEL]) },
  entities: { tenantOwned: [OaApplication] },
  resolvers: [OaApplicationResolver, statusCodeResolver(OaApplication, 'flowStatus', ApprovalStatusEnum)],
  rest: [registerOaRest],
};
