import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';
import { CHANGE_PATHS, type ChangeKind } from './changeKinds';

const MemberInfoPage = lazy(() => import('./MemberInfoPage').then((m) => ({ default: m.MemberInfoPage })));
const JoinSocietyPage = lazy(() => import('./JoinSocietyPage').then((m) => ({ default: m.JoinSocietyPage })));
const EntryApplicationDetailPage = lazy(() =>
  import('./EntryApplicationDetailPage').then((m) => ({ default: m.EntryApplicationDetailPage })),
);
const JoinApplyPage = lazy(() => import('./JoinApplyPage').then((m) => ({ default: m.JoinApplyPage })));
const ChangeRequestPage = lazy(() => import('./ChangeRequestPage').then((m) => ({ default: m.ChangeRequestPage })));
const MemberChangeListPage = lazy(() =>
  import('./MemberChangeListPage').then((m) => ({ default: m.MemberChangeListPage })),
);
const MemberChangeDetailPage = lazy(() =>
  import('./MemberChangeDetailPage').then((m) => ({ default: m.MemberChangeDetailPage })),
);
const ApplicationListPage = lazy(() =>
  import('./ApplicationListPage').then((m) => ({ default: m.ApplicationListPage })),
);
const MemberRecordsPage = lazy(() => import('./MemberRecordsPage').then((m) => ({ default: m.MemberRecordsPage })));
const MemberRecordDetailPage = lazy(() =>
  import('./MemberRecordsPage').then((m) => ({ default: m.MemberRecordDetailPage })),
);
const MyCompanyPage = lazy(() => import('./MyCompanyPage').then((m) => ({ default: m.MyCompanyPage })));
const FeedbackPage = lazy(() => import('./FeedbackPage').then((m) => ({ default: m.FeedbackPage })));
const FeedbackManagePage = lazy(() => import('./FeedbackManagePage').then((m) => ({ default: m.FeedbackManagePage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
  parents: MessageId[],
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents, ...meta } } satisfies RouteHandle,
});

const STAFF = '/awards/memberManagement';
const titleOf = (path: string) => `route${path.replace(/\//g, '.')}` as MessageId;

/** The portal's change page, its audit list and one request of the list, per kind. */
const changeRoutes = (kind: ChangeKind): RouteObject[] => {
  const path = CHANGE_PATHS[kind];
  return [
    route(
      path,
      <ChangeRequestPage kind={kind} />,
      { titleId: titleOf(path), descriptionId: 'member.change.portalDescription' },
      ['menu.cms'],
    ),
    route(
      `${path}/auditList`,
      <MemberChangeListPage kind={kind} detailPath={`${path}/auditList`} />,
      { titleId: titleOf(`${path}/auditList`) },
      ['menu.cms'],
    ),
    route(`${path}/auditList/:id`, <MemberChangeDetailPage />, { titleId: 'member.change.detailTitle' }, ['menu.cms']),
  ];
};

/** Membership screens: member units, join applications, change requests, records, applications and feedback (staff), and the portal pages. */
export const memberRoutes: RouteObject[] = [
  route(
    `${STAFF}/member-info`,
    <MemberInfoPage />,
    { titleId: 'route.awards.memberManagement.member-info', descriptionId: 'member.info.description' },
    ['menu.awards'],
  ),
  route(
    `${STAFF}/join-a-society`,
    <JoinSocietyPage />,
    { titleId: 'route.awards.memberManagement.join-a-society', descriptionId: 'member.join.description' },
    ['menu.awards'],
  ),
  route(`${STAFF}/join-a-society/:id`, <EntryApplicationDetailPage />, { titleId: 'member.join.detailTitle' }, [
    'menu.awards',
  ]),
  route(
    `${STAFF}/member-info-change`,
    <MemberChangeListPage />,
    { titleId: 'route.awards.memberManagement.member-info-change', descriptionId: 'member.change.description' },
    ['menu.awards'],
  ),
  route(`${STAFF}/member-info-change/:id`, <MemberChangeDetailPage />, { titleId: 'member.change.detailTitle' }, [
    'menu.awards',
  ]),
  route(
    `${STAFF}/application-list`,
    <ApplicationListPage />,
    { titleId: 'route.awards.memberManagement.application-list', descriptionId: 'member.applications.description' },
    ['menu.awards'],
  ),
  route(
    `${STAFF}/miRManager`,
    <MemberRecordsPage />,
    { titleId: 'route.awards.memberManagement.miRManager', descriptionId: 'member.records.description' },
    ['menu.awards'],
  ),
  route(`${STAFF}/miRManager/:id`, <MemberRecordDetailPage />, { titleId: 'member.records.detailTitle' }, [
    'menu.awards',
  ]),
  route(
    `${STAFF}/feedback`,
    <FeedbackManagePage />,
    { titleId: 'route.awards.memberManagement.feedback', descriptionId: 'member.feedback.staffDescription' },
    ['menu.awards'],
  ),
  route(
    '/cmsPages/joinApply',
    <JoinApplyPage />,
    { titleId: 'route.cmsPages.joinApply', descriptionId: 'member.join.portalDescription' },
    ['menu.cms'],
  ),
  ...changeRoutes('contacts'),
  ...changeRoutes('qualifications'),
  ...changeRoutes('posts'),
  route('/cmsPages/myCompany', <MyCompanyPage />, { titleId: 'route.cmsPages.myCompany' }, ['menu.cms']),
  route('/cmsPages/myCompany/view', <MyCompanyPage view />, { titleId: 'route.cmsPages.myCompany.view' }, ['menu.cms']),
  route('/cmsPages/myCompanyDetail', <MyCompanyPage detail />, { titleId: 'route.cmsPages.myCompanyDetail' }, [
    'menu.cms',
  ]),
  route(
    '/cmsPages/myCompanyDetail/view',
    <MyCompanyPage detail view />,
    { titleId: 'route.cmsPages.myCompanyDetail.view' },
    ['menu.cms'],
  ),
  route(
    '/cmsPages/feedback',
    <FeedbackPage />,
    { titleId: 'route.cmsPages.feedback', descriptionId: 'member.feedback.description' },
    ['menu.cms'],
  ),
];
