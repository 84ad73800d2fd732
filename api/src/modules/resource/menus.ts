import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the resource module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  { sort: 3, code: 'resource', name: '资源管理', nameEn: 'Resources', path: '/resource', source: 'database' },
  {
    parent: 'resource',
    sort: 1,
    code: 'attach',
    name: '附件管理',
    nameEn: 'Attachments',
    path: '/resource/attach',
    source: 'clipboard',
    buttons: ['add', 'edit', 'delete'],
  },
  {
    parent: 'resource',
    sort: 2,
    code: 'oss',
    name: '对象存储',
    nameEn: 'Object storage',
    path: '/resource/oss',
    source: 'database',
    buttons: ['add', 'edit', 'delete', { code: 'oss_enable', name: '启用', nameEn: 'Enable' }],
  },
  {
    parent: 'resource',
    sort: 3,
    code: 'sms',
    name: '短信配置',
    nameEn: 'SMS settings',
    path: '/resource/sms',
    source: 'phone',
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'sms_enable', name: '启用', nameEn: 'Enable' },
      { code: 'sms_send', name: '发送测试', nameEn: 'Send test' },
    ],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['resource', 'attach', 'attach_add'],
};
