import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the work module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 9,
    code: 'work',
    name: '流程办公',
    nameEn: 'Workflow',
    path: '/work',
    source: 'workflow',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'work',
    sort: 1,
    code: 'work_leave',
    name: '请假流程',
    nameEn: 'Leave process',
    path: '/work/process/leave/form/leave',
  },
  { parent: 'work', sort: 3, code: 'work_todo', name: '待办事务', nameEn: 'To-do', path: '/work/tasks/todo' },
  { parent: 'work', sort: 4, code: 'work_claim', name: '待签事务', nameEn: 'To claim', path: '/work/tasks/claim' },
  { parent: 'work', sort: 5, code: 'work_send', name: '已发事务', nameEn: 'Sent', path: '/work/tasks/send' },
  { parent: 'work', sort: 6, code: 'work_done', name: '办结事务', nameEn: 'Done', path: '/work/tasks/done' },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['work', 'work_leave', 'work_todo', 'work_claim', 'work_send', 'work_done'],
};
