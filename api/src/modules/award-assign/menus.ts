import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the award-assign module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'awards',
    sort: 10,
    code: 'awards_allot',
    name: '专家分配',
    nameEn: 'Expert assignment',
    path: '/awards/expertsAllot',
    roles: ['administrator', 'approver'],
    buttons: [
      { code: 'awards_allot_apply', name: '分配', nameEn: 'Assign' },
      { code: 'awards_allot_group', name: '专家分组', nameEn: 'Expert groups' },
      { code: 'awards_allot_task', name: '评审任务', nameEn: 'Review tasks' },
    ],
  },
  {
    parent: 'awards',
    sort: 15,
    code: 'awards_expert_group',
    name: '评审专家组',
    nameEn: 'Expert groups',
    path: '/awards/expertGroup',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'awards',
    sort: 16,
    code: 'awards_review_task',
    name: '评审任务分组',
    nameEn: 'Review tasks',
    path: '/awards/reviewTaskGrouping',
    roles: ['administrator', 'approver'],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'awards_allot',
    'awards_allot_apply',
    'awards_allot_group',
    'awards_allot_task',
    'awards_expert_group',
    'awards_review_task',
  ],
};
