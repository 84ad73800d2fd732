import type { ModuleDicts } from '../../engine/module.js';

/** Dictionaries of the award module (seeded with the base data of every tenant); `sort` places them among all dictionaries. */
export const dicts: ModuleDicts = {
  business: [
    {
      code: 'recommend_unit',
      name: '推荐单位',
      nameEn: 'Recommending unit',
      sort: 2,
      items: [
        ['shenyang', '沈阳市建筑业协会', 'Shenyang Construction Industry Association'],
        ['dalian', '大连市建筑业协会', 'Dalian Construction Industry Association'],
        ['anshan', '鞍山市建筑业协会', 'Anshan Construction Industry Association'],
        ['fushun', '抚顺市建筑业协会', 'Fushun Construction Industry Association'],
        ['benxi', '本溪市建筑业协会', 'Benxi Construction Industry Association'],
        ['dandong', '丹东市建筑业协会', 'Dandong Construction Industry Association'],
        ['jinzhou', '锦州市建筑业协会', 'Jinzhou Construction Industry Association'],
        ['yingkou', '营口市建筑业协会', 'Yingkou Construction Industry Association'],
        ['fuxin', '阜新市建筑业协会', 'Fuxin Construction Industry Association'],
        ['liaoyang', '辽阳市建筑业协会', 'Liaoyang Construction Industry Association'],
        ['panjin', '盘锦市建筑业协会', 'Panjin Construction Industry Association'],
        ['tieling', '铁岭市建筑业协会', 'Tieling Construction Industry Association'],
        ['chaoyang', '朝阳市建筑业协会', 'Chaoyang Construction Industry Association'],
        ['huludao', '葫芦岛市建筑业协会', 'Huludao Construction Industry Association'],
      ],
    },
    {
      code: 'award_account_category',
      name: '奖项申报账号类别',
      nameEn: 'Award account category',
      sort: 9,
      items: [
        ['1', '会员单位', 'Member unit'],
        ['2', '推荐单位', 'Recommending unit'],
        ['3', '非会员单位', 'Non-member unit'],
      ],
    },
    {
      code: 'project_category',
      name: '工程类别',
      nameEn: 'Project category',
      sort: 10,
      items: [
        ['1', '房屋建筑工程', 'Building works'],
        ['2', '市政公用工程', 'Municipal and public works'],
        ['3', '公路工程', 'Highway works'],
        ['4', '水利水电工程', 'Water conservancy and hydropower works'],
        ['5', '工业安装工程', 'Industrial installation works'],
        ['6', '装饰装修工程', 'Decoration and finishing works'],
      ],
    },
    {
      code: 'award_gender',
      name: '性别',
      nameEn: 'Gender',
      sort: 11,
      items: [
        ['1', '男', 'Male'],
        ['2', '女', 'Female'],
      ],
    },
    {
      code: 'award_constructor_class',
      name: '建造师等级',
      nameEn: 'Constructor class',
      sort: 12,
      items: [
        ['1', '一级注册建造师', 'Class 1 registered constructor'],
        ['2', '二级注册建造师', 'Class 2 registered constructor'],
      ],
    },
    {
      code: 'award_credit_grade',
      name: '信用等级',
      nameEn: 'Credit grade',
      sort: 13,
      items: [
        ['AAA', 'AAA', 'AAA'],
        ['AA', 'AA', 'AA'],
        ['A', 'A', 'A'],
      ],
    },
  ],
};
