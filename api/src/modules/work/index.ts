import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { seedFlowModels } from '../../engine/flow/flow.seed.js';
import { LeaveResolver } from './leave.resource.js';
import { LeaveRequest } from './leave.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Office work: the leave process (business type `leave` of the flow engine). */
export const workModule: AppModule = {
  name: 'work',
  menus,
  grants,
  seeds: {
    tenant: (em, tenantId) =>
      seedFlowModels(em, tenantId, [
        {
          modelKey: 'leave',
          name: '请假流程',
          steps: [{ title: '部门负责人审批', approverKind: 'role', approvers: ['approver'], buttonCancel: true }],
        },
      ]),
  },
  entities: { tenantOwned: [LeaveRequest] },
  resolvers: [LeaveResolver, statusCodeResolver(LeaveRequest, 'flowStatus', ApprovalStatusEnum)],
  rest: [],
};
