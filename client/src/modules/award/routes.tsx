import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const AwardsSettingPage = lazy(() => import('./AwardsSettingPage').then((m) => ({ default: m.AwardsSettingPage })));
const SerialNumbersPage = lazy(() => import('./SerialNumbersPage').then((m) => ({ default: m.SerialNumbersPage })));
const SubscriptionsPage = lazy(() => import('./SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })));
const NewApplicationPage = lazy(() => import('./NewApplicationPage').then((m) => ({ default: m.NewApplicationPage })));
const AwardApplyPlaceholderPage = lazy(() => import('./AwardApplyPlaceholderPage').then((m) => ({ default: m.AwardApplyPlaceholderPage })));

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const awards = (titleId: string): RouteHandle => handle({ titleId: titleId as RouteMeta['titleId'], isAuth: true, isTab: true, parents: ['menu.awards'] });

/** Awards I: programmes, allocation numbers, subscriptions, the application layer and where choosing leads. */
export const awardRoutes: RouteObject[] = [
  { path: '/awards/awardsSetting', element: <AwardsSettingPage />, handle: awards('route.awards.awardsSetting') },
  { path: '/awards/serialNumbers', element: <SerialNumbersPage />, handle: awards('route.awards.serialNumbers') },
  { path: '/awards/subscriptions', element: <SubscriptionsPage />, handle: awards('route.awards.subscriptions') },
  { path: '/awards/newApplication', element: <NewApplicationPage />, handle: awards('route.awards.newApplication') },
  { path: '/awards/centuryCupApply', element: <AwardApplyPlaceholderPage />, handle: awards('route.awards.centuryCupApply') },
  { path: '/awards/qualityStructureApply', element: <AwardApplyPlaceholderPage />, handle: awards('award.applyForm.qualityStructureTitle') },
];
