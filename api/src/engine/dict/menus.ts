import type { MenuDeclaration } from '../module.js';

/** Menus of the dict module: the system and business dictionary screens in 系统管理; buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'system',
    sort: 11,
    code: 'dict',
    name: '系统字典',
    nameEn: 'System dictionary',
    path: '/dict-horizontal/index',
    source: 'book',
    buttons: ['add', 'edit', 'delete'],
  },
  {
    parent: 'system',
    sort: 12,
    code: 'dict_biz',
    name: '业务字典',
    nameEn: 'Business dictionary',
    path: '/dict-vertical/index',
    source: 'book',
    buttons: ['add', 'edit', 'delete'],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {};
