import type { AppModule } from '../module.js';
import { AwardProgrammeResolver, AwardSerialNumberResolver, AwardSubscriptionResolver } from './award.resolver.js';
import { registerAwardRest } from './award.rest.js';

/** Awards: the award type registry, programmes (open/closed, dates, categories), allocation numbers, subscriptions, the application layer. */
export const awardModule: AppModule = { name: 'award', resolvers: [AwardProgrammeResolver, AwardSerialNumberResolver, AwardSubscriptionResolver], rest: [registerAwardRest] };
