import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const FlowModelPage = lazy(() => import('./FlowModelPage').then((m) => ({ default: m.FlowModelPage })));
const FlowManagerPage = lazy(() => import('./FlowManagerPage').then((m) => ({ default: m.FlowManagerPage })));
const FlowFollowPage = lazy(() => import('./FlowFollowPage').then((m) => ({ default: m.FlowFollowPage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents: ['menu.flow_admin'], ...meta } } satisfies RouteHandle,
});

/** Flow administration (menu group flow_admin): models, process management and follow-up. */
export const flowRoutes: RouteObject[] = [
  route('/flow/model', <FlowModelPage />, { titleId: 'flow.model.title', descriptionId: 'flow.model.description' }),
  route('/flow/manager', <FlowManagerPage />, {
    titleId: 'flow.manager.title',
    descriptionId: 'flow.manager.description',
  }),
  route('/flow/follow', <FlowFollowPage />, { titleId: 'flow.follow.title', descriptionId: 'flow.follow.description' }),
];
