import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './shell/meta';
import { RootRoute } from './shell/RootRoute';

// One lazily loaded chunk per module, so the first screen stays small.
const MainLayout = lazy(() => import('./shell/MainLayout').then((m) => ({ default: m.MainLayout })));
const WelcomePage = lazy(() => import('./modules/wel/WelcomePage').then((m) => ({ default: m.WelcomePage })));
const ParamPage = lazy(() => import('./modules/system/param/ParamPage').then((m) => ({ default: m.ParamPage })));
const NotFoundPage = lazy(() => import('./modules/exception/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/** Every route of this release with its meta (SPEC section 2). Menu routes from the server join later. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <Navigate to="/wel/index" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      {
        element: <MainLayout />,
        children: [
          {
            path: '/wel/index',
            element: <WelcomePage />,
            handle: handle({ titleId: 'wel.index.title', isAuth: true, isTab: false }),
          },
          {
            path: '/system/param',
            element: <ParamPage />,
            handle: handle({
              titleId: 'system.param.title',
              descriptionId: 'system.param.description',
              parents: ['menu.system'],
              isAuth: true,
              isTab: true,
            }),
          },
        ],
      },
      {
        path: '/404',
        element: <NotFoundPage />,
        handle: handle({ titleId: 'exception.404.title', isAuth: false, isTab: false }),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
