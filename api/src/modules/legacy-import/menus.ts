import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the legacy-import module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'system',
    sort: 17,
    code: 'legacy_import',
    name: '旧系统导入',
    nameEn: 'Legacy import',
    path: '/system/legacy-import',
    source: 'upload',
    roles: ['administrator'],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {};
