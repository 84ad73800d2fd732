import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { seedReviewSheets } from './review.seed.js';
import { ReviewScoreResolver, ReviewSheetResolver, ReviewTaskResolver } from './review.resolver.js';
import { registerReviewRest } from './review.rest.js';
import { ReviewReportResolver, ReviewHouseRow, ReviewSummaryRow } from './review-reports.resolver.js';
import { ReviewScore, ReviewSheet } from './review.entity.js';
import { ApprovalStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';
import { ScoringTask } from './review.inputs.js';

/** Review: scoring sheets per award type and discipline, experts' scores of assigned applications, rankings and statistics. */
export const reviewModule: AppModule = {
  name: 'review',
  menus,
  grants,
  seeds: { platform: (em) => seedReviewSheets(em, DEFAULT_TENANT_ID) },
  entities: { tenantOwned: [ReviewSheet, ReviewScore] },
  resolvers: [
    ReviewSheetResolver,
    ReviewScoreResolver,
    ReviewTaskResolver,
    ReviewReportResolver,
    statusCodeResolver(ReviewHouseRow, 'flowStatus', ApprovalStatusEnum),
    statusCodeResolver(ReviewSummaryRow, 'flowStatus', ApprovalStatusEnum),
    statusCodeResolver(ScoringTask, 'flowStatus', ApprovalStatusEnum),
  ],
  rest: [registerReviewRest],
};
