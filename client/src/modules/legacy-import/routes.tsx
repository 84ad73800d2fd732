import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../shell/meta';

const LegacyImportPage = lazy(() => import('./LegacyImportPage').then((m) => ({ default: m.LegacyImportPage })));

/** 旧系统导入 (menu legacy_import under 系统管理), a child of the main layout. */
export const legacyImportRoutes: RouteObject[] = [
  {
    path: '/system/legacy-import',
    element: <LegacyImportPage />,
    handle: {
      meta: {
        isAuth: true,
        isTab: true,
        titleId: 'legacyImport.pageTitle',
        descriptionId: 'legacyImport.description',
        parents: ['menu.system'],
      },
    } satisfies RouteHandle,
  },
];
