import type { AppModule } from '../module.js';
import { dicts } from './dicts.js';
import { grants, menus } from './menus.js';
import { seedFlowModels } from '../../engine/flow/flow.seed.js';
import { EXPERT_FLOW_MODEL, seedDemoExpert } from './expert.seed.js';
import { ExpertResolver } from './expert.resolver.js';
import { registerExpertRest } from './expert.rest.js';
import { ExpertAccount } from './expert.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Experts: accounts with card code and expiration, applications through the flow, the public search. */
export const expertModule: AppModule = {
  name: 'expert',
  menus,
  grants,
  dicts,
  seeds: { tenant: (em, tenantId) => seedFlowModels(em, tenantId, [EXPERT_FLOW_MODEL]), demo: seedDemoExpert },
  entities: { tenantOwned: [ExpertAccount] },
  resolvers: [ExpertResolver, statusCodeResolver(ExpertAccount, 'flowStatus', ApprovalStatusEnum)],
  rest: [registerExpertRest],
};

// What other modules may use (imports from another module go through this file only).
export { expertService } from './expert.service.js';
// The type of what expertService answers, and a GraphQL object type award-assign's resolver returns (allow-listed
// in eslint.config.js: named in decorators only).
export { ExpertAccount } from './expert.entity.js';
