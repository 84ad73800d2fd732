import type { MenuDeclaration } from '../../engine/module.js';

/** The bindings screen of the messaging app (系统管理 → 微信绑定); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'system',
    sort: 30,
    code: 'weixin_binding',
    name: '微信绑定',
    nameEn: 'WeChat bindings',
    path: '/system/weixin-binding',
    source: 'phone',
    buttons: ['delete'],
  },
];
