import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const OaListPage = lazy(() => import('./OaListPage').then((m) => ({ default: m.OaListPage })));
const OaFormPage = lazy(() => import('./OaFormPage').then((m) => ({ default: m.OaFormPage })));
const OaDetailPage = lazy(() => import('./OaDetailPage').then((m) => ({ default: m.OaDetailPage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents: ['menu.work'], ...meta } } satisfies RouteHandle,
});

/** Office approvals (办公审批): the list, the form (new and edit) and the detail page with the approval panel. */
export const oaRoutes: RouteObject[] = [
  route('/work/oa', <OaListPage />, { titleId: 'menu.oa_application', descriptionId: 'oa.list.description' }),
  route('/work/oa/form', <OaFormPage />, { titleId: 'oa.form.createTitle' }),
  route('/work/oa/form/:id', <OaFormPage />, { titleId: 'oa.form.editTitle' }),
  route('/work/oa/detail/:id', <OaDetailPage />, { titleId: 'oa.detail.title' }),
];
