import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

// One lazily loaded chunk per screen.
const UsualLogPage = lazy(() => import('./log/UsualLogPage').then((m) => ({ default: m.UsualLogPage })));
const ApiLogPage = lazy(() => import('./log/ApiLogPage').then((m) => ({ default: m.ApiLogPage })));
const ErrorLogPage = lazy(() => import('./log/ErrorLogPage').then((m) => ({ default: m.ErrorLogPage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId' | 'parents'>,
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, ...meta } } satisfies RouteHandle,
});

/** The log screens (menus log_usual, log_api, log_error under 系统管理), children of the main layout. */
export const monitorRoutes: RouteObject[] = [
  route('/monitor/log/usual', <UsualLogPage />, {
    titleId: 'monitor.log.usual.pageTitle',
    descriptionId: 'monitor.log.usual.description',
    parents: ['menu.system'],
  }),
  route('/monitor/log/api', <ApiLogPage />, {
    titleId: 'monitor.log.api.pageTitle',
    descriptionId: 'monitor.log.api.description',
    parents: ['menu.system'],
  }),
  route('/monitor/log/error', <ErrorLogPage />, {
    titleId: 'monitor.log.error.pageTitle',
    descriptionId: 'monitor.log.error.description',
    parents: ['menu.system'],
  }),
];
