import type { AppModule } from '../module.js';
import { QualityTeamResolver, SafetyStandardizationResolver, TechnologyResultResolver } from './award-lines.resolver.js';
import { registerAwardLinesRest } from './award-lines.rest.js';

/** Award lines beyond the century cup: quality teams (units, flow config), safety standardization, technology results audit. */
export const awardLinesModule: AppModule = { name: 'award-lines', resolvers: [QualityTeamResolver, SafetyStandardizationResolver, TechnologyResultResolver], rest: [registerAwardLinesRest] };
