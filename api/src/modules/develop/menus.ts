import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the develop module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 13,
    code: 'tool',
    name: '开发工具',
    nameEn: 'Developer tools',
    path: '/tool',
    source: 'sliders',
    roles: ['administrator'],
  },
  {
    parent: 'tool',
    sort: 1,
    code: 'code',
    name: '代码生成',
    nameEn: 'Code generator',
    path: '/tool/code',
    source: 'layout',
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'code_copy', name: '复制', nameEn: 'Copy' },
      { code: 'code_gen', name: '生成代码', nameEn: 'Generate code' },
    ],
  },
  // The schema explorer (GraphiQL at /graphql, api/src/engine/graphql/explorer.ts): its code is the permission.
  {
    parent: 'tool',
    sort: 2,
    code: 'graphiql',
    name: 'GraphQL 浏览器',
    nameEn: 'GraphQL explorer',
    path: '/graphql',
    source: 'code',
    isTab: false,
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {};
