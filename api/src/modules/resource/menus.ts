import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the resource module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  { sort: 3, code: 'resource', name: '资源管理', path: '/resource', source: 'database' },
  {
    parent: 'resource',
    sort: 1,
    code: 'attach',
    name: '附件管理',
    path: '/resource/attach',
    source: 'clipboard',
    buttons: ['add', 'edit', 'delete'],
  },
  {
    parent: 'resource',
    sort: 2,
    code: 'oss',
    name: '对象存储',
    path: '/resource/oss',
    source: 'database',
    buttons: ['add', 'edit', 'delete', { code: 'oss_enable', name: '启用' }],
  },
  {
    parent: 'resource',
    sort: 3,
    code: 'sms',
    name: '短信配置',
    path: '/resource/sms',
    source: 'phone',
    buttons: ['add', 'edit', 'delete', { code: 'sms_enable', name: '启用' }, { code: 'sms_send', name: '发送测试' }],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['resource', 'attach', 'attach_add'],
};
