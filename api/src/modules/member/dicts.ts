import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the member module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'member_level',
      name: '会员等级',
      nameEn: 'Member level',
      sort: 6,
      items: [
        ['1', '会员单位', 'Member unit'],
        ['2', '理事单位', 'Council member unit'],
        ['3', '常务理事单位', 'Standing council member unit'],
        ['4', '副会长单位', 'Vice-president unit'],
        ['5', '会长单位', 'President unit'],
      ],
    },
    {
      code: 'member_post',
      name: '协会职务',
      nameEn: 'Association post',
      sort: 7,
      items: [
        ['1', '会长', 'President'],
        ['2', '副会长', 'Vice president'],
        ['3', '常务理事', 'Standing council member'],
        ['4', '理事', 'Council member'],
        ['5', '监事', 'Supervisor'],
      ],
    },
    {
      code: 'member_status',
      name: '会员状态',
      nameEn: 'Member status',
      sort: 8,
      items: [
        ['1', '正常', 'Active'],
        ['0', '停用', 'Disabled'],
      ],
    },
  ],
};
