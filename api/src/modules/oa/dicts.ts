import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the oa module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'oa_category',
      name: '办公审批类别',
      nameEn: 'Office approval category',
      sort: 5,
      items: [
        ['1', '发文', 'Outgoing document'],
        ['2', '请示', 'Request for instructions'],
        ['3', '用印', 'Seal use'],
        ['4', '费用报销', 'Expense claim'],
        ['5', '其他', 'Other'],
      ],
    },
  ],
};
