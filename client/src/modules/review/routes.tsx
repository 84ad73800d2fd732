import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';
import { SHEET_TEMPLATES } from '@zhuxie/domain/review/review-templates';

const ReviewConfigPage = lazy(() => import('./ReviewConfigPage').then((m) => ({ default: m.ReviewConfigPage })));
const ExpertTablePage = lazy(() => import('./ExpertTablePage').then((m) => ({ default: m.ExpertTablePage })));
const ScoringPage = lazy(() => import('./ScoringPage').then((m) => ({ default: m.ScoringPage })));
const RankingPage = lazy(() => import('./RankingPage').then((m) => ({ default: m.RankingPage })));
const ExpertStatisticPage = lazy(() =>
  import('./ExpertStatisticPage').then((m) => ({ default: m.ExpertStatisticPage })),
);
const DeclareStatisticPage = lazy(() =>
  import('./DeclareStatisticPage').then((m) => ({ default: m.DeclareStatisticPage })),
);
const SummaryReportPage = lazy(() => import('./SummaryReportPage').then((m) => ({ default: m.SummaryReportPage })));
const EvaluationOpinionPage = lazy(() =>
  import('./EvaluationOpinionPage').then((m) => ({ default: m.EvaluationOpinionPage })),
);
const HouseVerificationPage = lazy(() =>
  import('./HouseVerificationPage').then((m) => ({ default: m.HouseVerificationPage })),
);

const awards = (titleId: string): RouteHandle => ({
  meta: { titleId: titleId as RouteMeta['titleId'], isAuth: true, isTab: true, parents: ['menu.awards'] },
});

/** Review: sheets (and their printable templates), scoring, the ranking, the expert statistics and the reports. */
export const reviewRoutes: RouteObject[] = [
  {
    path: '/awards/awardReviewConfig',
    element: <ReviewConfigPage />,
    handle: awards('route.awards.awardReviewConfig'),
  },
  ...SHEET_TEMPLATES.map((t) => ({
    path: `/awards/expertTable/${t.key}`,
    element: <ExpertTablePage sheetKey={t.key} />,
    handle: awards(`route.awards.expertTable.${t.key}`),
  })),
  { path: '/awards/scoringPage', element: <ScoringPage />, handle: awards('route.awards.scoringPage') },
  {
    path: '/awards/project-quality-ranking-table',
    element: <RankingPage />,
    handle: awards('route.awards.project-quality-ranking-table'),
  },
  { path: '/awards/expertStatistic', element: <ExpertStatisticPage />, handle: awards('route.awards.expertStatistic') },
  {
    path: '/awards/declareStatistic',
    element: <DeclareStatisticPage />,
    handle: awards('route.awards.declareStatistic'),
  },
  { path: '/awards/summaryReport', element: <SummaryReportPage />, handle: awards('route.awards.summaryReport') },
  {
    path: '/awards/project-quality-evaluation-opinion',
    element: <EvaluationOpinionPage />,
    handle: awards('route.awards.project-quality-evaluation-opinion'),
  },
  {
    path: '/awards/summary-of-house-verification',
    element: <HouseVerificationPage />,
    handle: awards('route.awards.summary-of-house-verification'),
  },
];
