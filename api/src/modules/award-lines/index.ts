import type { AppModule } from '../module.js';
import { QualityTeamResolver, SafetyStandardizationResolver, TechnologyResultResolver } from './award-lines.resolver.js';
import { registerAwardLinesRest } from './award-lines.rest.js';
import { QualityTeamUnit, SafetyStandardization, TechnologyResult } from './award-lines.entity.js';

/** Award lines beyond the century cup: quality teams (units, flow config), safety standardization, technology results audit. */
export const awardLinesModule: AppModule = { name: 'award-lines', entities: { tenantOwned: [QualityTeamUnit, SafetyStandardization, TechnologyResult] }, resolvers: [QualityTeamResolver, SafetyStandardizationResolver, TechnologyResultResolver], rest: [registerAwardLinesRest] };
