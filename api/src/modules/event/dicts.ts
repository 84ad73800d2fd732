import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the event module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'event_register_custom_options',
      name: '活动报名自定义选项',
      nameEn: 'Event registration options',
      sort: 1,
      items: [
        ['accommodation', '是否需要住宿', 'Accommodation needed'],
        ['dining', '是否用餐', 'Meals'],
        ['diet', '饮食禁忌', 'Dietary restrictions'],
        ['invoice_title', '发票抬头', 'Invoice title'],
      ],
    },
  ],
};
