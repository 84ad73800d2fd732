import type { AppModule } from '../module.js';
import { MEMBER_INFO_CODE } from './member.service.js';
import { syncResolver } from '../../engine/sync/sync.js';
import { dicts } from './dicts.js';
import { grants, menus } from './menus.js';
import { seedFlowModels } from '../../engine/flow/flow.seed.js';
import { MEMBER_FLOW_MODELS, seedDemoMembers } from './member.seed.js';
import { registerMemberChangeRest } from './member-change.rest.js';
import {
  MemberApplicationResolver,
  MemberChangeResolver,
  MemberFeedbackResolver,
  MemberApplicationItem,
} from './member-change.resolver.js';
import { registerMemberRest } from './member.rest.js';
import { EntryApplicationResolver, MemberUnitCrudResolver, MemberUnitResolver } from './member.resolver.js';
import { EntryApplication, MemberPerson, MemberUnit } from './member.entity.js';
import { MemberChangeRequest, MemberFeedback, MemberUnitHistory } from './member-change.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/**
 * Membership: member units and their people, join applications (flow business type `entry_application`),
 * change requests with the units' effective-dated history (`member_change`), the application list and feedback.
 */
export const memberModule: AppModule = {
  name: 'member',
  menus,
  grants,
  dicts,
  seeds: { tenant: (em, tenantId) => seedFlowModels(em, tenantId, MEMBER_FLOW_MODELS), demo: seedDemoMembers },
  entities: {
    tenantOwned: [MemberUnit, MemberPerson, EntryApplication, MemberChangeRequest, MemberUnitHistory, MemberFeedback],
  },
  resolvers: [
    syncResolver({
      name: 'memberUnitChanges',
      type: MemberUnit,
      entity: MemberUnit,
      codes: [MEMBER_INFO_CODE],
      description: 'Member units in the order they changed, for incremental sync (keyset cursor, tombstones).',
    }),
    syncResolver({
      name: 'memberPersonChanges',
      type: MemberPerson,
      entity: MemberPerson,
      codes: [MEMBER_INFO_CODE],
      description: "Member units' people in the order they changed, for incremental sync.",
    }),
    MemberUnitCrudResolver,
    MemberUnitResolver,
    EntryApplicationResolver,
    MemberChangeResolver,
    MemberApplicationResolver,
    MemberFeedbackResolver,
    statusCodeResolver(EntryApplication, 'flowStatus', ApprovalStatusEnum),
    statusCodeResolver(MemberApplicationItem, 'flowStatus', ApprovalStatusEnum),
    statusCodeResolver(MemberChangeRequest, 'flowStatus', ApprovalStatusEnum),
  ],
  rest: [registerMemberRest, registerMemberChangeRest],
};

// What other modules may use (imports from another module go through this file only).
export { MEMBER_STATUS } from './member.entity.js';
export type { MemberUnit } from './member.entity.js';
export { checkLevelAndPosts, MEMBER_INFO_CODE, MEMBER_LEVEL_DICT, memberUnitService } from './member.service.js';
