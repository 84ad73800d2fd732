import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the expert module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'expert_discipline',
      name: '专家专业',
      nameEn: 'Expert specialty',
      sort: 3,
      items: [
        ['tujian', '土建', 'Civil works'],
        ['shuinuan', '水暖', 'Plumbing and heating'],
        ['dianqi', '电气', 'Electrical'],
        ['shizheng', '市政', 'Municipal works'],
        ['anquan', '安全', 'Safety'],
        ['zaojia', '造价', 'Cost engineering'],
        ['zhuangshi', '装饰装修', 'Decoration and finishing'],
      ],
    },
  ],
};
