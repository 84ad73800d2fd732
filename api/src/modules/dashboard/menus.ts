import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the dashboard module: the data dashboard (数据看板) and the mobile group (移动端) with its statistics query; buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'wel',
    sort: 2,
    code: 'wel_dashboard',
    name: '数据看板',
    nameEn: 'Dashboard',
    path: '/wel/dashboard',
    source: 'chart',
  },
  {
    sort: 12,
    code: 'mobile',
    name: '移动端',
    nameEn: 'Mobile',
    path: '/mobile',
    source: 'phone',
    roles: ['administrator'],
    isTab: false,
  },
  {
    parent: 'mobile',
    sort: 1,
    code: 'mobile_stat',
    name: '统计查询',
    nameEn: 'Statistics',
    path: '/mobile/statistical-query-main',
    isTab: false,
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['wel_dashboard'],
};
