import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the expert module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'expert_discipline',
      name: '专家专业',
      sort: 3,
      items: [
        ['tujian', '土建'],
        ['shuinuan', '水暖'],
        ['dianqi', '电气'],
        ['shizheng', '市政'],
        ['anquan', '安全'],
        ['zaojia', '造价'],
        ['zhuangshi', '装饰装修'],
      ],
    },
  ],
};
