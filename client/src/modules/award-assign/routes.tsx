import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const ExpertsAllotPage = lazy(() => import('./ExpertsAllotPage').then((m) => ({ default: m.ExpertsAllotPage })));
const ExpertGroupPage = lazy(() => import('./ExpertGroupPage').then((m) => ({ default: m.ExpertGroupPage })));
const ReviewTaskPage = lazy(() => import('./ReviewTaskPage').then((m) => ({ default: m.ReviewTaskPage })));

const awards = (titleId: RouteMeta['titleId']): RouteHandle => ({
  meta: { titleId, isAuth: true, isTab: true, parents: ['menu.awards'] },
});

/** Expert assignment: 专家分配 (and the century cup variants), 专家分组, 评审任务分组. */
export const awardAssignRoutes: RouteObject[] = [
  { path: '/awards/expertsAllot', element: <ExpertsAllotPage />, handle: awards('route.awards.expertsAllot') },
  {
    path: '/awards/centuryCupAllot',
    element: <ExpertsAllotPage awardType="century_cup" />,
    handle: awards('route.awards.centuryCupAllot'),
  },
  {
    path: '/awards/centuryCupAllot/excellentAwardAllot',
    element: <ExpertsAllotPage awardType="century_cup" />,
    handle: awards('route.awards.centuryCupAllot.excellentAwardAllot'),
  },
  { path: '/awards/expertGroup', element: <ExpertGroupPage />, handle: awards('route.awards.expertGroup') },
  {
    path: '/awards/reviewTaskGrouping',
    element: <ReviewTaskPage />,
    handle: awards('route.awards.reviewTaskGrouping'),
  },
];
