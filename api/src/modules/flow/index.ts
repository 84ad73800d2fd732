import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { registerFlowRest } from './flow.rest.js';
import { FlowInstanceResolver, FlowLogResolver, FlowResolver, FlowPanelStep } from './flow.resolver.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';
import { FlowInstance, FlowLog } from '../../engine/flow/flow.entities.js';

/** Approval flows: models and versions, instances, the flow log, task lists and the legacy flow-tool calls. */
export const flowModule: AppModule = {
  name: 'flow',
  menus,
  grants,
  resolvers: [
    FlowResolver,
    FlowLogResolver,
    FlowInstanceResolver,
    statusCodeResolver(FlowPanelStep, 'approvalStatus', ApprovalStatusEnum),
    statusCodeResolver(FlowInstance, 'status', ApprovalStatusEnum),
    statusCodeResolver(FlowLog, 'approvalStatus', ApprovalStatusEnum),
  ],
  rest: [registerFlowRest],
};
