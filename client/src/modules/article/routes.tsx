import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const ArticleManagePage = lazy(() => import('./ArticleManagePage').then((m) => ({ default: m.ArticleManagePage })));
const ReadingStatisticsPage = lazy(() =>
  import('./ReadingStatisticsPage').then((m) => ({ default: m.ReadingStatisticsPage })),
);
const PublicArticleListPage = lazy(() =>
  import('./PublicArticlePages').then((m) => ({ default: m.PublicArticleListPage })),
);
const PublicArticleDetailPage = lazy(() =>
  import('./PublicArticlePages').then((m) => ({ default: m.PublicArticleDetailPage })),
);

const handle = (meta: RouteMeta): RouteHandle => ({ meta });

/** Staff screens: 文章管理 and 阅读统计 (menu group 活动会议). */
export const articleRoutes: RouteObject[] = [
  {
    path: '/articleManager/manage',
    element: <ArticleManagePage />,
    handle: handle({
      titleId: 'menu.article_manage',
      descriptionId: 'article.manage.description',
      isAuth: true,
      isTab: true,
      parents: ['menu.event'],
    }),
  },
  {
    path: '/awards/articleManager/readingStatistics',
    element: <ReadingStatisticsPage />,
    handle: handle({
      titleId: 'menu.article_stat',
      descriptionId: 'article.stat.description',
      isAuth: true,
      isTab: true,
      parents: ['menu.event'],
    }),
  },
];

/** The open article pages (no login): /articleManager/list and /articleManager/detail?id=. */
export const articlePublicRoutes: RouteObject[] = [
  {
    path: '/articleManager/list',
    element: <PublicArticleListPage />,
    handle: handle({ titleId: 'route.articleManager.list', isAuth: false, isTab: false }),
  },
  {
    path: '/articleManager/detail',
    element: <PublicArticleDetailPage />,
    handle: handle({ titleId: 'route.articleManager.detail', isAuth: false, isTab: false }),
  },
];
