import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the award module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'recommend_unit',
      name: '推荐单位',
      sort: 2,
      items: [
        ['shenyang', '沈阳市建筑业协会'],
        ['dalian', '大连市建筑业协会'],
        ['anshan', '鞍山市建筑业协会'],
        ['fushun', '抚顺市建筑业协会'],
        ['benxi', '本溪市建筑业协会'],
        ['dandong', '丹东市建筑业协会'],
        ['jinzhou', '锦州市建筑业协会'],
        ['yingkou', '营口市建筑业协会'],
        ['fuxin', '阜新市建筑业协会'],
        ['liaoyang', '辽阳市建筑业协会'],
        ['panjin', '盘锦市建筑业协会'],
        ['tieling', '铁岭市建筑业协会'],
        ['chaoyang', '朝阳市建筑业协会'],
        ['huludao', '葫芦岛市建筑业协会'],
      ],
    },
    {
      code: 'award_account_category',
      name: '奖项申报账号类别',
      sort: 9,
      items: [
        ['1', '会员单位'],
        ['2', '推荐单位'],
        ['3', '非会员单位'],
      ],
    },
    {
      code: 'project_category',
      name: '工程类别',
      sort: 10,
      items: [
        ['1', '房屋建筑工程'],
        ['2', '市政公用工程'],
        ['3', '公路工程'],
        ['4', '水利水电工程'],
        ['5', '工业安装工程'],
        ['6', '装饰装修工程'],
      ],
    },
  ],
};
