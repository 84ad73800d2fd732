import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the article module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'article_category',
      name: '文章栏目',
      sort: 4,
      items: [
        ['1', '协会动态'],
        ['2', '通知公告'],
        ['3', '政策法规'],
        ['4', '行业资讯'],
      ],
    },
  ],
};
