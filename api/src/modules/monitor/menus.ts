import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the monitor module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'system',
    sort: 14,
    code: 'log_usual',
    name: '通用日志',
    nameEn: 'Usual log',
    path: '/monitor/log/usual',
    source: 'file-text',
  },
  {
    parent: 'system',
    sort: 15,
    code: 'log_api',
    name: '接口日志',
    nameEn: 'API log',
    path: '/monitor/log/api',
    source: 'activity',
  },
  {
    parent: 'system',
    sort: 16,
    code: 'log_error',
    name: '错误日志',
    nameEn: 'Error log',
    path: '/monitor/log/error',
    source: 'bug',
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {};
