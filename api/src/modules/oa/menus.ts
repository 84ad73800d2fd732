import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the oa module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'work',
    sort: 2,
    code: 'oa_application',
    name: '办公审批',
    nameEn: 'Office approvals',
    path: '/work/oa',
    source: 'file-text',
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'oa_approve', name: '审批', nameEn: 'Approve' },
      { code: 'oa_manage', name: '管理全部', nameEn: 'Manage all' },
    ],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['oa_application', 'oa_application_add', 'oa_application_edit', 'oa_application_delete', 'oa_approve'],
};
