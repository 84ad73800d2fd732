import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const ExpertAccountsPage = lazy(() => import('./ExpertAccountsPage').then((m) => ({ default: m.ExpertAccountsPage })));
const ExpertDetailPage = lazy(() => import('./ExpertDetailPage').then((m) => ({ default: m.ExpertDetailPage })));
const SpecialistApplyPage = lazy(() =>
  import('./SpecialistApplyPage').then((m) => ({ default: m.SpecialistApplyPage })),
);
const ExpertSearchPage = lazy(() => import('./ExpertSearchPage').then((m) => ({ default: m.ExpertSearchPage })));

const handle = (meta: RouteMeta): RouteHandle => ({ meta });

/** Experts inside the main layout: 账号管理 (staff), a record's detail, and the member portal's 专家申请. */
export const expertRoutes: RouteObject[] = [
  {
    path: '/awards/accountMGT',
    element: <ExpertAccountsPage />,
    handle: handle({
      titleId: 'route.awards.accountMGT',
      descriptionId: 'expert.description',
      isAuth: true,
      isTab: true,
      parents: ['menu.awards'],
    }),
  },
  {
    path: '/awards/accountMGT/detail/:businessId',
    element: <ExpertDetailPage />,
    handle: handle({ titleId: 'expert.form.viewTitle', isAuth: true, isTab: true, parents: ['menu.awards'] }),
  },
  {
    path: '/cmsPages/specialistApply',
    element: <SpecialistApplyPage />,
    handle: handle({ titleId: 'route.cmsPages.specialistApply', isAuth: true, isTab: true, parents: ['menu.cms'] }),
  },
];

/** The open expert search (SPEC section 2: /cmsPages/expertSearch is open to everyone). */
export const expertPublicRoutes: RouteObject[] = [
  {
    path: '/cmsPages/expertSearch',
    element: <ExpertSearchPage />,
    handle: handle({ titleId: 'route.cmsPages.expertSearch', isAuth: false, isTab: false }),
  },
];
