import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { registerFlowRest } from './flow.rest.js';
import { FlowInstanceResolver, FlowLogResolver, FlowResolver } from './flow.resolver.js';

/** Approval flows: models and versions, instances, the flow log, task lists and the legacy flow-tool calls. */
export const flowModule: AppModule = {
  name: 'flow',
  menus,
  grants,
  resolvers: [FlowResolver, FlowLogResolver, FlowInstanceResolver],
  rest: [registerFlowRest],
};
