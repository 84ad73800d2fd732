import type { AppModule } from '../module.js';
import { AWARD_TYPES } from '@zhuxie/domain/award/award-types';
import { ALL_PERMISSIONS, holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import { APPLICATION_MANAGE_CODES, manageCode } from './award-application.service.js';
import { syncResolver } from '../../engine/sync/sync.js';
import { seedFlowModels } from '../../engine/flow/flow.seed.js';
import { seedDemoAwards } from './award.seed.js';
import { dicts } from './dicts.js';
import { grants, menus } from './menus.js';
import { AwardApplicationResolver } from './award-application.resolver.js';
import { AwardSettingsResolver } from './award-settings.js';
import { AwardFormResolver } from './award-form.resolver.js';
import { AwardFormVersion } from './award-form.entity.js';
import { registerAwardApplicationRest } from './award-application.rest.js';
import {
  AwardProgrammeResolver,
  AwardSerialNumberResolver,
  AwardSubscriptionResolver,
  AwardProgrammeCardApplication,
  AwardProgrammeCard,
} from './award.resolver.js';
import { registerAwardRest } from './award.rest.js';
import { AwardProgramme, AwardSerialNumber, AwardSubscription } from './award.entity.js';
import { AwardApplication, AwardApplicationExpert } from './award-application.entity.js';
import {
  ApprovalStatusEnum,
  OpenFlagEnum,
  SerialNumberStatusEnum,
  statusCodeResolver,
} from '../../engine/graphql/status-enums.js';

/** The flow models of the applications (one per award type with a form): a formal review by the association. */
const AWARD_FLOW_MODELS = AWARD_TYPES.filter((t) => t.form).map((t) => ({
  modelKey: t.businessType,
  name: `${t.label}申报`,
  steps: [{ title: '协会形式审查', approverKind: 'role' as const, approvers: ['approver'] }],
}));

/**
 * Awards: the award type registry, programmes (open/closed, dates, categories), allocation numbers,
 * subscriptions, the application layer, and applications (century cup, quality structure) with their flow and experts.
 */
export const awardModule: AppModule = {
  name: 'award',
  menus,
  grants,
  dicts,
  seeds: { tenant: (em, tenantId) => seedFlowModels(em, tenantId, AWARD_FLOW_MODELS), demo: seedDemoAwards },
  entities: {
    tenantOwned: [
      AwardProgramme,
      AwardSerialNumber,
      AwardSubscription,
      AwardApplication,
      AwardApplicationExpert,
      AwardFormVersion,
    ],
  },
  resolvers: [
    syncResolver({
      name: 'awardApplicationChanges',
      type: AwardApplication,
      entity: AwardApplication,
      codes: APPLICATION_MANAGE_CODES,
      // Staff sync the award types they manage.
      scope: (ctx) => {
        const user = requireUser(ctx);
        if (holdsAny(user, [ALL_PERMISSIONS])) return undefined;
        return {
          awardType: {
            $in: AWARD_TYPES.filter((t) => t.form && t.menuCode && user.permissions.has(manageCode(t))).map(
              (t) => t.key,
            ),
          },
        };
      },
      description:
        'Award applications (of the award types the caller manages) in the order they changed, for incremental sync.',
    }),
    AwardProgrammeResolver,
    AwardSerialNumberResolver,
    AwardSubscriptionResolver,
    AwardApplicationResolver,
    AwardSettingsResolver,
    AwardFormResolver,
    statusCodeResolver(AwardApplication, 'flowStatus', ApprovalStatusEnum),
    statusCodeResolver(AwardProgrammeCardApplication, 'flowStatus', ApprovalStatusEnum),
    statusCodeResolver(AwardProgramme, 'openFlag', OpenFlagEnum),
    statusCodeResolver(AwardProgrammeCard, 'openFlag', OpenFlagEnum),
    statusCodeResolver(AwardSerialNumber, 'status', SerialNumberStatusEnum),
  ],
  rest: [registerAwardRest, registerAwardApplicationRest],
};

// What other modules may use (imports from another module go through this file only).
export { awardApplicationService, formTypeOf } from './award-application.service.js';
export { awardProgrammeService } from './award-programme.service.js';
export { subscriptionService } from './subscription.service.js';
// Entities as the types of what the services answer. AwardApplication and AwardProgramme are also GraphQL object
// types that award-assign's resolver returns, so they stay values (allow-listed in eslint.config.js: named in
// decorators only, never queried by another module).
export type { AwardApplicationExpert } from './award-application.entity.js';
export { AwardApplication } from './award-application.entity.js';
export { AwardProgramme } from './award.entity.js';
