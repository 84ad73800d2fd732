import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../../shell/meta';

const SystemDictPage = lazy(() => import('./DictPage').then((m) => ({ default: m.SystemDictPage })));
const BizDictPage = lazy(() => import('./DictPage').then((m) => ({ default: m.BizDictPage })));
const NoticePage = lazy(() => import('../../desk/notice/NoticePage').then((m) => ({ default: m.NoticePage })));

const meta = (titleId: RouteHandle['meta']['titleId'], descriptionId: RouteHandle['meta']['titleId']): RouteHandle => ({
  meta: { isAuth: true, isTab: true, titleId, descriptionId, parents: ['menu.system'] },
});

/** 系统字典 (SPEC section 2: /dict-horizontal/index), 业务字典 (/dict-vertical/index) and 通知公告 (/desk/notice). */
export const dictRoutes: RouteObject[] = [
  {
    path: '/dict-horizontal/index',
    element: <SystemDictPage />,
    handle: meta('route.dict-horizontal.index', 'system.dict.description.system'),
  },
  {
    path: '/dict-vertical/index',
    element: <BizDictPage />,
    handle: meta('route.dict-vertical.index', 'system.dict.description.biz'),
  },
  { path: '/desk/notice', element: <NoticePage />, handle: meta('desk.notice.title', 'desk.notice.description') },
];
