import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the desk module: the home group (首页) with the workbench, 通知公告 in 系统管理, and the questionnaire screens (问卷调查, no module of their own yet); buttons are its permission codes. */
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
  {
    sort: 8,
    code: 'questionnaire',
    name: '问卷调查',
    nameEn: 'Questionnaires',
    path: '/questionnaire',
    source: 'clipboard',
  },
  {
    parent: 'questionnaire',
    sort: 1,
    code: 'questionnaire_manage',
    name: '问卷管理',
    nameEn: 'Manage questionnaires',
    path: '/questionnaire/questionnaire-management/index',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'questionnaire',
    sort: 2,
    code: 'questionnaire_stat',
    name: '问卷统计',
    nameEn: 'Questionnaire statistics',
    path: '/questionnaire/statistics/questionnaire-statistics',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'questionnaire',
    sort: 3,
    code: 'questionnaire_mine',
    name: '我的问卷',
    nameEn: 'My questionnaires',
    path: '/questionnaire/my-questionnaire/index',
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'wel',
    'wel_index',
    'questionnaire',
    'questionnaire_manage',
    'questionnaire_stat',
    'notice',
    'notice_add',
    'notice_edit',
    'notice_publish',
  ],
  member: ['wel', 'wel_index', 'questionnaire', 'questionnaire_mine'],
  expert: ['wel', 'wel_index'],
  guest: ['wel', 'wel_index'],
};
