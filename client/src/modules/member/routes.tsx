import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const MemberInfoPage = lazy(() => import('./MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })));
const JoinSocietyPage = lazy(() => import('./JoinSocietyPage').then((m) => ({ default: m.JoinSocietyPage })));
const EntryApplicationDetailPage = lazy(() => import('./EntryApplicationDetailPage').then((m) => ({ default: m.EntryApplicationDetailPage })));
const JoinApplyPage = lazy(() => import('./JoinApplyPage').then((m) => ({ default: m.JoinApplyPage })));

const route = (path: string, element: RouteObject['element'], meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>, parents: MessageId[]): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents, ...meta } } satisfies RouteHandle,
});

/** Membership screens: member units and join applications (staff), and the portal's join application. */
export const memberRoutes: RouteObject[] = [
  route('/awards/memberManagement/member-info', <MemberInfoPage />, { titleId: 'route.awards.memberManagement.member-info', descriptionId: 'member.info.description' }, ['menu.awards']),
  route('/awards/memberManagement/join-a-society', <JoinSocietyPage />, { titleId: 'route.awards.memberManagement.join-a-society', descriptionId: 'member.join.description' }, ['menu.awards']),
  route('/awards/memberManagement/join-a-society/:id', <EntryApplicationDetailPage />, { titleId: 'member.join.detailTitle' }, ['menu.awards']),
  route('/cmsPages/joinApply', <JoinApplyPage />, { titleId: 'route.cmsPages.joinApply', descriptionId: 'member.join.portalDescription' }, ['menu.cms']),
];
