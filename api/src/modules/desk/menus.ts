import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the desk module: the home group (首页) with the workbench, 通知公告 in 系统管理; buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  { sort: 1, code: 'wel', name: '首页', nameEn: 'Home', path: '/wel', source: 'home' },
  {
    parent: 'wel',
    sort: 1,
    code: 'wel_index',
    name: '工作台',
    nameEn: 'Workbench',
    path: '/wel/index',
    source: 'home',
  },
  {
    parent: 'system',
    sort: 13,
    code: 'notice',
    name: '通知公告',
    nameEn: 'Notices',
    path: '/desk/notice',
    source: 'clipboard',
    buttons: ['add', 'edit', 'delete', { code: 'notice_publish', name: '发布', nameEn: 'Publish' }],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['wel', 'wel_index', 'notice', 'notice_add', 'notice_edit', 'notice_publish'],
  member: ['wel', 'wel_index'],
  expert: ['wel', 'wel_index'],
  guest: ['wel', 'wel_index'],
};
