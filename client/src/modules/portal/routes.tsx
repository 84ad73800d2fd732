import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const PortalHomePage = lazy(() => import('./PortalHomePage').then((m) => ({ default: m.PortalHomePage })));
const RegisterStatusPage = lazy(() => import('./RegisterStatusPage').then((m) => ({ default: m.RegisterStatusPage })));

const handle = (meta: RouteMeta): RouteHandle => ({ meta });

/** The member portal's home (/cmsPages) and its registration progress (/cmsPages/register). */
export const portalRoutes: RouteObject[] = [
  {
    path: '/cmsPages',
    element: <PortalHomePage />,
    handle: handle({ titleId: 'route.cmsPages', isAuth: true, isTab: true, parents: ['menu.cms'] }),
  },
  {
    path: '/cmsPages/register',
    element: <RegisterStatusPage />,
    handle: handle({ titleId: 'route.cmsPages.register', isAuth: true, isTab: true, parents: ['menu.cms'] }),
  },
];
