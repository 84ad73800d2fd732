import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the expert module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'member',
    sort: 10,
    code: 'member_account',
    name: '账号管理',
    nameEn: 'Accounts',
    path: '/awards/accountMGT',
    buttons: ['add', 'edit', 'delete', { code: 'member_account_expiry', name: '有效期', nameEn: 'Validity' }],
  },
  {
    parent: 'cms',
    sort: 9,
    code: 'cms_specialist',
    name: '专家申请',
    nameEn: 'Expert application',
    path: '/cmsPages/specialistApply',
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'member_account',
    'member_account_add',
    'member_account_edit',
    'member_account_delete',
    'member_account_expiry',
  ],
  member: ['cms_specialist'],
};
