import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { seedFlowModels } from '../../engine/flow/flow.seed.js';
import {
  QualityTeamResolver,
  SafetyStandardizationResolver,
  TechnologyResultResolver,
} from './award-lines.resolver.js';
import { registerAwardLinesRest } from './award-lines.rest.js';
import { QualityTeamUnit, SafetyStandardization, TechnologyResult } from './award-lines.entity.js';
import { ApprovalStatusVariantOneEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Award lines beyond the century cup: quality teams (units, flow config), safety standardization, technology results audit. */
export const awardLinesModule: AppModule = {
  name: 'award-lines',
  menus,
  grants,
  seeds: {
    tenant: (em, tenantId) =>
      seedFlowModels(em, tenantId, [
        {
          modelKey: 'quality_team',
          name: '质量小组申报',
          steps: [
            { title: '协会初审', approverKind: 'role', approvers: ['approver'] },
            { title: '协会复审', approverKind: 'role', approvers: ['approver'] },
          ],
        },
      ]),
  },
  entities: { tenantOwned: [QualityTeamUnit, SafetyStandardization, TechnologyResult] },
  resolvers: [
    QualityTeamResolver,
    SafetyStandardizationResolver,
    TechnologyResultResolver,
    statusCodeResolver(SafetyStandardization, 'status', ApprovalStatusVariantOneEnum),
    statusCodeResolver(TechnologyResult, 'status', ApprovalStatusVariantOneEnum),
  ],
  rest: [registerAwardLinesRest],
};
