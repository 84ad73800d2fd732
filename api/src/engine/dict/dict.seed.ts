import type { EntityClass } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { STATUS_LABEL_SETS } from '@zhuxie/domain/labels/status-labels';
import { TENANT_FILTER } from '../../db/filters.js';
import { Dict, DictBiz, type DictEntry } from './dict.entity.js';

/** A dictionary: its code, name and items (key → label, in this order). */
export interface DictSeed {
  code: string;
  name: string;
  items: Array<[key: string, label: string]>;
}

/** System dictionaries (base data): the label sets of SPEC section 4 that screens name by code. */
export const SYSTEM_DICTS: DictSeed[] = [
  ...STATUS_LABEL_SETS.map((set) => ({ code: set.code, name: set.name, items: set.items.map((i): [string, string] => [String(i.value), i.zh]) })),
  { code: 'yes_no', name: '是否', items: [['0', '否'], ['1', '是']] },
  { code: 'notice', name: '通知类型', items: [['1', '通知公告'], ['2', '会议通知'], ['3', '行业动态'], ['4', '政策文件'], ['5', '表彰公告']] },
];

/** Business dictionaries every tenant starts with (base data of each tenant). */
export const BIZ_DICTS: DictSeed[] = [
  { code: 'event_register_custom_options', name: '活动报名自定义选项', items: [['accommodation', '是否需要住宿'], ['dining', '是否用餐'], ['diet', '饮食禁忌'], ['invoice_title', '发票抬头']] },
  {
    code: 'recommend_unit',
    name: '推荐单位',
    items: [
      ['shenyang', '沈阳市建筑业协会'], ['dalian', '大连市建筑业协会'], ['anshan', '鞍山市建筑业协会'], ['fushun', '抚顺市建筑业协会'],
      ['benxi', '本溪市建筑业协会'], ['dandong', '丹东市建筑业协会'], ['jinzhou', '锦州市建筑业协会'], ['yingkou', '营口市建筑业协会'],
      ['fuxin', '阜新市建筑业协会'], ['liaoyang', '辽阳市建筑业协会'], ['panjin', '盘锦市建筑业协会'], ['tieling', '铁岭市建筑业协会'],
      ['chaoyang', '朝阳市建筑业协会'], ['huludao', '葫芦岛市建筑业协会'],
    ],
  },
  { code: 'expert_discipline', name: '专家专业', items: [['tujian', '土建'], ['shuinuan', '水暖'], ['dianqi', '电气'], ['shizheng', '市政'], ['anquan', '安全'], ['zaojia', '造价'], ['zhuangshi', '装饰装修']] },
  { code: 'article_category', name: '文章栏目', items: [['1', '协会动态'], ['2', '通知公告'], ['3', '政策法规'], ['4', '行业资讯']] },
  { code: 'oa_category', name: '办公审批类别', items: [['1', '发文'], ['2', '请示'], ['3', '用印'], ['4', '费用报销'], ['5', '其他']] },
  { code: 'member_level', name: '会员等级', items: [['1', '会员单位'], ['2', '理事单位'], ['3', '常务理事单位'], ['4', '副会长单位'], ['5', '会长单位']] },
  { code: 'member_post', name: '协会职务', items: [['1', '会长'], ['2', '副会长'], ['3', '常务理事'], ['4', '理事'], ['5', '监事']] },
  { code: 'member_status', name: '会员状态', items: [['1', '正常'], ['0', '停用']] },
  { code: 'award_account_category', name: '奖项申报账号类别', items: [['1', '会员单位'], ['2', '推荐单位'], ['3', '非会员单位']] },
  { code: 'project_category', name: '工程类别', items: [['1', '房屋建筑工程'], ['2', '市政公用工程'], ['3', '公路工程'], ['4', '水利水电工程'], ['5', '工业安装工程'], ['6', '装饰装修工程']] },
];

/** Adds the dictionaries and items that are missing (by code, then by key): never changes or removes what exists. */
async function ensureDicts(em: SqlEntityManager, entity: EntityClass<DictEntry>, tenantId: string, seeds: DictSeed[], filtered: boolean): Promise<void> {
  const options = filtered ? { filters: { [TENANT_FILTER]: { tenantId } } } : {};
  for (const seed of seeds) {
    let root = await em.findOne(entity, { code: seed.code, parentId: null }, options);
    if (!root) root = em.create(entity, { tenantId, code: seed.code, dictValue: seed.name, sort: seeds.indexOf(seed) + 1 } as never);
    const keys = new Set((await em.find(entity, { parentId: root.id }, options)).map((item) => item.dictKey));
    seed.items.forEach(([key, label], i) => {
      if (!keys.has(key)) em.create(entity, { tenantId, parentId: root.id, code: seed.code, dictKey: key, dictValue: label, sort: i + 1 } as never);
    });
  }
  await em.flush();
}

/** The system dictionaries (platform data, administrative tenant). */
export async function seedSystemDicts(em: SqlEntityManager): Promise<void> {
  await ensureDicts(em, Dict as EntityClass<DictEntry>, DEFAULT_TENANT_ID, SYSTEM_DICTS, false);
}

/** The business dictionaries of one tenant. */
export async function seedBizDicts(em: SqlEntityManager, tenantId: string): Promise<void> {
  await ensureDicts(em, DictBiz as EntityClass<DictEntry>, tenantId, BIZ_DICTS, true);
}
