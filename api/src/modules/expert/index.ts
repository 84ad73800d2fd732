import type { AppModule } from '../module.js';
import { ExpertResolver } from './expert.resolver.js';
import { registerExpertRest } from './expert.rest.js';
import { ExpertAccount } from './expert.entity.js';

/** Experts: accounts with card code and expiration, applications through the flow, the public search. */
export const expertModule: AppModule = { name: 'expert', entities: { tenantOwned: [ExpertAccount] }, resolvers: [ExpertResolver], rest: [registerExpertRest] };

// What other modules may use (imports from another module go through this file only).
export { EXPERT_DISCIPLINE_DICT, ExpertAccount } from './expert.entity.js';
