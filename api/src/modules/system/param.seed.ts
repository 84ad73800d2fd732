import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { Param } from './param.entity.js';

type ParamSeed = Pick<Param, 'paramName' | 'paramKey' | 'paramValue' | 'remark'>;

/** Parameters every installation has (base data). */
const BASE_PARAMS: ParamSeed[] = [
  {
    paramName: '上传文件数量上限',
    paramKey: 'upload.maxFiles',
    paramValue: '20',
    remark: '每个上传字段最多上传的文件数',
  },
  { paramName: '请求超时（毫秒）', paramKey: 'request.timeout', paramValue: '3600000', remark: '客户端请求超时时间' },
  {
    paramName: '在线支付（沙箱）',
    paramKey: 'dues.pay.sandbox',
    paramValue: 'false',
    remark: '为 true 时会员可用沙箱在线支付会费（测试用，生产环境保持 false）',
  },
];

/** Demo data: what a newcomer sees on first start. */
const DEMO_PARAMS: ParamSeed[] = [
  {
    paramName: '会员部联系电话',
    paramKey: 'member.department.phone',
    paramValue: '024-23456789',
    remark: '会费欠缴提示中显示的联系电话（演示数据）',
  },
  { paramName: '协会名称', paramKey: 'association.name', paramValue: '省建筑业协会', remark: '演示数据' },
  { paramName: '会费缴纳年度', paramKey: 'dues.year', paramValue: '2026', remark: '演示数据' },
  {
    paramName: '收款户名',
    paramKey: 'association.bank.accountName',
    paramValue: '省建筑业协会',
    remark: '会员线下转账缴纳会费的收款户名（演示数据）',
  },
  {
    paramName: '开户银行',
    paramKey: 'association.bank.name',
    paramValue: '中国建设银行股份有限公司沈阳和平支行',
    remark: '会员线下转账缴纳会费的开户银行（演示数据）',
  },
  {
    paramName: '收款账号',
    paramKey: 'association.bank.account',
    paramValue: '2105 0150 3600 0000 0000',
    remark: '会员线下转账缴纳会费的收款账号（演示数据）',
  },
];

async function ensureParams(em: SqlEntityManager, tenantId: string, params: ParamSeed[]): Promise<void> {
  for (const p of params) {
    const exists = await em.count(Param, { paramKey: p.paramKey }, { filters: { [TENANT_FILTER]: { tenantId } } });
    if (!exists) em.create(Param, { ...p, tenantId });
  }
  await em.flush();
}

/** The default parameters of the administrative tenant (base data). */
export async function seedBaseParams(em: SqlEntityManager): Promise<void> {
  await ensureParams(em, DEFAULT_TENANT_ID, BASE_PARAMS);
}

/** The demo parameters (demo data). */
export async function seedDemoParams(em: SqlEntityManager, tenantId: string): Promise<void> {
  await ensureParams(em, tenantId, DEMO_PARAMS);
}
