import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the member module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'member_level',
      name: '会员等级',
      sort: 6,
      items: [
        ['1', '会员单位'],
        ['2', '理事单位'],
        ['3', '常务理事单位'],
        ['4', '副会长单位'],
        ['5', '会长单位'],
      ],
    },
    {
      code: 'member_post',
      name: '协会职务',
      sort: 7,
      items: [
        ['1', '会长'],
        ['2', '副会长'],
        ['3', '常务理事'],
        ['4', '理事'],
        ['5', '监事'],
      ],
    },
    {
      code: 'member_status',
      name: '会员状态',
      sort: 8,
      items: [
        ['1', '正常'],
        ['0', '停用'],
      ],
    },
  ],
};
