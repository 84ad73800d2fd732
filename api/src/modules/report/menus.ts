import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the report module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 14,
    code: 'report_center',
    name: '报表中心',
    nameEn: 'Reports',
    path: '/report',
    source: 'chart',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'report_center',
    sort: 1,
    code: 'report',
    name: '报表管理',
    nameEn: 'Report definitions',
    path: '/report/reportlist',
    source: 'chart',
    buttons: ['add', 'edit', 'delete'],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['report_center', 'report'],
};
