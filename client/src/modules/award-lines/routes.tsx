import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const QualityTeamPage = lazy(() => import('./QualityTeamPage').then((m) => ({ default: m.QualityTeamPage })));
const SafetyStandardizationPage = lazy(() =>
  import('./SafetyStandardizationPage').then((m) => ({ default: m.SafetyStandardizationPage })),
);
const TechnologyResultsPage = lazy(() =>
  import('./TechnologyResultsPage').then((m) => ({ default: m.TechnologyResultsPage })),
);

const awards = (titleId: RouteMeta['titleId']): RouteHandle => ({
  meta: { titleId, isAuth: true, isTab: true, parents: ['menu.awards'] },
});

/** Award lines beyond the century cup: quality teams, safety standardization, technology results. */
export const awardLinesRoutes: RouteObject[] = [
  {
    path: '/awards/quality/qualityTeam',
    element: <QualityTeamPage />,
    handle: awards('route.awards.quality.qualityTeam'),
  },
  {
    path: '/awards/safetyStandardization',
    element: <SafetyStandardizationPage />,
    handle: awards('route.awards.safetyStandardization'),
  },
  {
    path: '/awards/technologyResults',
    element: <TechnologyResultsPage />,
    handle: awards('route.awards.technologyResults'),
  },
];
