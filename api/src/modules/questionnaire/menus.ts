import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the questionnaire module (问卷调查); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
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
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'questionnaire_manage_launch', name: '发布', nameEn: 'Launch' },
      { code: 'questionnaire_manage_stop', name: '停止', nameEn: 'Stop' },
      { code: 'questionnaire_manage_export', name: '导出', nameEn: 'Export' },
    ],
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
    'questionnaire',
    'questionnaire_manage',
    'questionnaire_manage_add',
    'questionnaire_manage_edit',
    'questionnaire_manage_delete',
    'questionnaire_manage_launch',
    'questionnaire_manage_stop',
    'questionnaire_manage_export',
    'questionnaire_stat',
  ],
  member: ['questionnaire', 'questionnaire_mine'],
};
