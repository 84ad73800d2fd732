import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the article module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'article_category',
      name: '文章栏目',
      nameEn: 'Article column',
      sort: 4,
      items: [
        ['1', '协会动态', 'Association news'],
        ['2', '通知公告', 'Notices'],
        ['3', '政策法规', 'Policies and regulations'],
        ['4', '行业资讯', 'Industry news'],
      ],
    },
  ],
};
