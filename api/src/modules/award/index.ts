import type { AppModule } from '../module.js';
import { AwardApplicationResolver } from './award-application.resolver.js';
import { AwardSettingsResolver } from './award-settings.js';
import { registerAwardApplicationRest } from './award-application.rest.js';
import { AwardProgrammeResolver, AwardSerialNumberResolver, AwardSubscriptionResolver } from './award.resolver.js';
import { registerAwardRest } from './award.rest.js';
import { AwardProgramme, AwardSerialNumber, AwardSubscription } from './award.entity.js';
import { AwardApplication, AwardApplicationExpert } from './award-application.entity.js';

/**
 * Awards: the award type registry, programmes (open/closed, dates, categories), allocation numbers,
 * subscriptions, the application layer, and applications (century cup, quality structure) with their flow and experts.
 */
export const awardModule: AppModule = {
  name: 'award', entities: { tenantOwned: [AwardProgramme, AwardSerialNumber, AwardSubscription, AwardApplication, AwardApplicationExpert] },
  resolvers: [AwardProgrammeResolver, AwardSerialNumberResolver, AwardSubscriptionResolver, AwardApplicationResolver, AwardSettingsResolver],
  rest: [registerAwardRest, registerAwardApplicationRest],
};

// What other modules may use (imports from another module go through this file only).
export { APPLICATION_ENABLED, AwardApplication, AwardApplicationExpert } from './award-application.entity.js';
export { awardApplicationService, formTypeOf } from './award-application.service.js';
export { awardProgrammeService } from './award-programme.service.js';
export { AwardProgramme } from './award.entity.js';
export { subscriptionService } from './subscription.service.js';
