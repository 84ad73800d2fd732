import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the desk module (seeded with the platform); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  system: [
    {
      code: 'notice',
      name: '通知类型',
      nameEn: 'Notice category',
      sort: 9,
      items: [
        ['1', '通知公告', 'Notice'],
        ['2', '会议通知', 'Meeting notice'],
        ['3', '行业动态', 'Industry news'],
        ['4', '政策文件', 'Policy document'],
        ['5', '表彰公告', 'Commendation'],
      ],
    },
  ],
};
