import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import {
  AwardAssignResolver,
  ExpertGroupResolver,
  ReviewTaskResolver,
  AssignPlanApplication,
} from './award-assign.resolver.js';
import { registerAwardAssignRest } from './award-assign.rest.js';
import { ExpertGroup, ReviewTask } from './award-assign.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Expert assignment for award applications: expert groups, automatic assignment (preview/apply), review tasks. */
export const awardAssignModule: AppModule = {
  name: 'award-assign',
  menus,
  grants,
  entities: { tenantOwned: [ExpertGroup, ReviewTask] },
  resolvers: [
    ExpertGroupResolver,
    ReviewTaskResolver,
    AwardAssignResolver,
    statusCodeResolver(AssignPlanApplication, 'flowStatus', ApprovalStatusEnum),
  ],
  rest: [registerAwardAssignRest],
};
