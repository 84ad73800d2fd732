import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the system module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  { sort: 2, code: 'system', name: '系统管理', path: '/system', source: 'settings' },
  { parent: 'system', sort: 1, code: 'user', name: '用户管理', path: '/system/user', source: 'user', buttons: ['add', 'edit', 'delete', { code: 'user_reset', name: '重置密码' }, { code: 'user_export', name: '导出' }, { code: 'user_import', name: '导入' }] },
  { parent: 'system', sort: 2, code: 'dept', name: '机构管理', path: '/system/dept', source: 'tree', buttons: ['add', 'edit', 'delete'] },
  { parent: 'system', sort: 3, code: 'post', name: '岗位管理', path: '/system/post', source: 'badge', buttons: ['add', 'edit', 'delete', { code: 'post_export', name: '导出' }] },
  { parent: 'system', sort: 4, code: 'registration', name: '注册审核', path: '/system/registration', source: 'user-check', buttons: [{ code: 'registration_audit', name: '审核' }] },
  { parent: 'system', sort: 5, code: 'menu', name: '菜单管理', path: '/system/menu', source: 'menu', buttons: ['add', 'edit', 'delete'] },
  { parent: 'system', sort: 6, code: 'topmenu', name: '顶部菜单', path: '/system/topmenu', source: 'layout', buttons: ['add', 'edit', 'delete', { code: 'topmenu_setting', name: '菜单配置' }] },
  { parent: 'system', sort: 7, code: 'tenant', name: '租户管理', path: '/system/tenant', source: 'building', buttons: ['add', 'edit', 'delete'] },
  { parent: 'system', sort: 8, code: 'client', name: '应用管理', path: '/system/client', source: 'key', buttons: ['add', 'edit', 'delete'] },
  { parent: 'system', sort: 9, code: 'param', name: '参数管理', path: '/system/param', source: 'sliders', buttons: ['add', 'edit', 'delete', { code: 'param_export', name: '导出' }] },
  { parent: 'system', sort: 10, code: 'region', name: '行政区划', path: '/system/region', source: 'map', buttons: ['add', 'edit', 'delete', { code: 'region_export', name: '导出' }, { code: 'region_import', name: '导入' }] },
  { sort: 4, code: 'authority', name: '权限管理', path: '/authority', source: 'shield' },
  { parent: 'authority', sort: 1, code: 'role', name: '角色管理', path: '/authority/role', source: 'users', buttons: ['add', 'edit', 'delete', { code: 'role_grant', name: '权限设置' }] },
  { parent: 'authority', sort: 2, code: 'data_scope', name: '数据权限', path: '/authority/datascope', source: 'database', buttons: ['add', 'edit', 'delete'] },
  { parent: 'authority', sort: 3, code: 'api_scope', name: '接口权限', path: '/authority/apiscope', source: 'plug', buttons: ['add', 'edit', 'delete'] },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['system'],
};
