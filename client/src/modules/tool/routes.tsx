import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../shell/meta';

const CodePage = lazy(() => import('./code/CodePage').then((m) => ({ default: m.CodePage })));
const ReportPage = lazy(() => import('../report/reportlist/ReportPage').then((m) => ({ default: m.ReportPage })));

/** Developer tools (代码生成) and reports (报表管理), children of the main layout. */
export const toolRoutes: RouteObject[] = [
  {
    path: '/tool/code',
    element: <CodePage />,
    handle: {
      meta: {
        isAuth: true,
        isTab: true,
        titleId: 'tool.code.title',
        descriptionId: 'tool.code.description',
        parents: ['menu.tool'],
      },
    } satisfies RouteHandle,
  },
  {
    path: '/report/reportlist',
    element: <ReportPage />,
    handle: {
      meta: {
        isAuth: true,
        isTab: true,
        titleId: 'report.list.title',
        descriptionId: 'report.list.description',
        parents: ['menu.report_center'],
      },
    } satisfies RouteHandle,
  },
];
