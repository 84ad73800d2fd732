import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const AttachPage = lazy(() => import('./attach/AttachPage').then((m) => ({ default: m.AttachPage })));
const OssPage = lazy(() => import('./oss/OssPage').then((m) => ({ default: m.OssPage })));
const SmsPage = lazy(() => import('./sms/SmsPage').then((m) => ({ default: m.SmsPage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents: ['menu.resource'], ...meta } } satisfies RouteHandle,
});

/** 资源管理: attachments, storage configurations and SMS configurations (children of the main layout). */
export const resourceRoutes: RouteObject[] = [
  route('/resource/attach', <AttachPage />, {
    titleId: 'resource.attach.title',
    descriptionId: 'resource.attach.description',
  }),
  route('/resource/oss', <OssPage />, { titleId: 'resource.oss.title', descriptionId: 'resource.oss.description' }),
  route('/resource/sms', <SmsPage />, { titleId: 'resource.sms.title', descriptionId: 'resource.sms.description' }),
];
