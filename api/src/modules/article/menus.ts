import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the article module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'event',
    sort: 4,
    code: 'article_stat',
    name: '阅读统计',
    nameEn: 'Reading statistics',
    path: '/awards/articleManager/readingStatistics',
  },
  {
    parent: 'event',
    sort: 5,
    code: 'article_manage',
    name: '文章管理',
    nameEn: 'Articles',
    path: '/articleManager/manage',
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'article_publish', name: '发布/下架/置顶', nameEn: 'Publish/withdraw/pin' },
    ],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'article_stat',
    'article_manage',
    'article_manage_add',
    'article_manage_edit',
    'article_manage_delete',
    'article_publish',
  ],
};
