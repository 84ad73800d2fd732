import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import {
  AwardAssignResolver,
  ExpertDrawResolver,
  ExpertGroupResolver,
  ReviewTaskResolver,
  AssignPlanApplication,
} from './award-assign.resolver.js';
import { registerAwardAssignRest } from './award-assign.rest.js';
import { ExpertDraw, ExpertGroup, ReviewTask } from './award-assign.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Expert assignment for award applications: expert groups, automatic assignment (preview/apply), random draws with substitutes, review tasks. */
export const awardAssignModule: AppModule = {
  name: 'award-assign',
  menus,
  grants,
  entities: { tenantOwned: [ExpertGroup, ReviewTask, ExpertDraw] },
  resolvers: [
    ExpertGroupResolver,
    ReviewTaskResolver,
    AwardAssignResolver,
    ExpertDrawResolver,
    statusCodeResolver(AssignPlanApplication, 'flowStatus', ApprovalStatusEnum),
  ],
  rest: [registerAwardAssignRest],
};
