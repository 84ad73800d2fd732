import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../shell/meta';

const NoticePage = lazy(() => import('./NoticePage').then((m) => ({ default: m.NoticePage })));
const PublicNoticePage = lazy(() => import('./PublicNoticePage').then((m) => ({ default: m.PublicNoticePage })));

/** 公示与异议 (staff, main layout). */
export const awardNoticeRoutes: RouteObject[] = [
  {
    path: '/awards/notice',
    element: <NoticePage />,
    handle: {
      meta: { titleId: 'route.awards.notice', isAuth: true, isTab: true, parents: ['menu.awards'] },
    } satisfies RouteHandle,
  },
];

/** The open notice page (no login). */
export const awardNoticePublicRoutes: RouteObject[] = [
  {
    path: '/awards/notice/public',
    element: <PublicNoticePage />,
    handle: { meta: { titleId: 'route.awards.notice.public', isAuth: false, isTab: false } } satisfies RouteHandle,
  },
];
