import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { Param } from '../../modules/system/param.entity.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { verifyPassword } from '../../engine/auth/password.js';
import { User } from '../../engine/auth/user.entity.js';
import { DEFAULT_TENANT_ID } from '../base.entity.js';
import { TENANT_FILTER } from '../filters.js';
import { seedFlowModels } from './flow.js';
import { seedBizDicts, seedDemoNotices, seedSystemDicts } from './dicts.js';
import { DEMO_USERS, seedClient, seedMenus, seedScopes, seedTenantIdentity, seedUser } from './identity.js';
import { seedDemoMembers } from './members.js';
import { seedDemoDues } from '../../modules/dues/dues.seed.js';
import { seedRegions } from './regions.js';
import { seedDemoExpert, seedReviewSheets } from '../../modules/review/review.seed.js';

export interface DemoAccount {
  account: string;
  password: string;
  role: string;
}

export interface SeedResult {
  /** True when the database was empty and base data was written now. */
  freshDatabase: boolean;
  demoSeeded: boolean;
  demoAccounts: DemoAccount[];
  /** Password of the initial admin account when it was generated now (no demo data, no ADMIN_PASSWORD). */
  generatedAdminPassword?: string;
}

/** Parameters every installation has (base data). */
const BASE_PARAMS = [
  { paramName: '上传文件数量上限', paramKey: 'upload.maxFiles', paramValue: '20', remark: '每个上传字段最多上传的文件数' },
  { paramName: '请求超时（毫秒）', paramKey: 'request.timeout', paramValue: '3600000', remark: '客户端请求超时时间' },
  { paramName: '在线支付（沙箱）', paramKey: 'dues.pay.sandbox', paramValue: 'false', remark: '为 true 时会员可用沙箱在线支付会费（测试用，生产环境保持 false）' },
];

/** Demo data: what a newcomer sees on first start. */
const DEMO_PARAMS = [
  { paramName: '会员部联系电话', paramKey: 'member.department.phone', paramValue: '024-23456789', remark: '会费欠缴提示中显示的联系电话（演示数据）' },
  { paramName: '协会名称', paramKey: 'association.name', paramValue: '省建筑业协会', remark: '演示数据' },
  { paramName: '会费缴纳年度', paramKey: 'dues.year', paramValue: '2026', remark: '演示数据' },
  { paramName: '收款户名', paramKey: 'association.bank.accountName', paramValue: '省建筑业协会', remark: '会员线下转账缴纳会费的收款户名（演示数据）' },
  { paramName: '开户银行', paramKey: 'association.bank.name', paramValue: '中国建设银行股份有限公司沈阳和平支行', remark: '会员线下转账缴纳会费的开户银行（演示数据）' },
  { paramName: '收款账号', paramKey: 'association.bank.account', paramValue: '2105 0150 3600 0000 0000', remark: '会员线下转账缴纳会费的收款账号（演示数据）' },
];

const ROLE_LABELS: Record<string, string> = { administrator: '管理员', approver: '流程审批人', member: '会员账号', expert: '专家' };
const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map((u) => ({ account: u.account, password: u.password, role: ROLE_LABELS[u.role] ?? u.role }));

async function ensureParams(em: SqlEntityManager, tenantId: string, params: typeof BASE_PARAMS): Promise<void> {
  for (const p of params) {
    const exists = await em.count(Param, { paramKey: p.paramKey }, { filters: { [TENANT_FILTER]: { tenantId } } });
    if (!exists) em.create(Param, { ...p, tenantId });
  }
  await em.flush();
}

/**
 * Writes base data (tenant 000000 and its default parameters) into an empty database and, when asked, demo
 * data. Safe to run again: it only adds what is missing.
 */
export async function seed(orm: MikroORM, options: { demo: boolean; adminPassword?: string }): Promise<SeedResult> {
  const em = orm.em.fork() as SqlEntityManager;
  const freshDatabase = (await em.count(Tenant, {})) === 0;
  if (!(await em.count(Tenant, { tenantId: DEFAULT_TENANT_ID }))) {
    em.create(Tenant, { tenantId: DEFAULT_TENANT_ID, tenantName: '管理组' });
    await em.flush();
  }
  await ensureParams(em, DEFAULT_TENANT_ID, BASE_PARAMS);
  await seedClient(em);
  await seedMenus(em);
  await seedScopes(em);
  await seedSystemDicts(em);
  await seedBizDicts(em, DEFAULT_TENANT_ID);
  await seedRegions(em);
  const ids = await seedTenantIdentity(em, DEFAULT_TENANT_ID);
  await seedFlowModels(em, DEFAULT_TENANT_ID);
  await seedReviewSheets(em, DEFAULT_TENANT_ID);
  const demoSeeded = options.demo && freshDatabase;
  let generatedAdminPassword: string | undefined;
  if (demoSeeded) {
    await seedDemo(em);
  } else if (freshDatabase) {
    // A production start: one administrator, with the configured password or a generated one shown once.
    const password = options.adminPassword ?? (generatedAdminPassword = `Zx-${randomBytes(9).toString('base64url')}`);
    await seedUser(em, DEFAULT_TENANT_ID, { account: 'admin', password, realName: '系统管理员', role: 'administrator', dept: 'office' }, ids);
  }
  return { freshDatabase, demoSeeded, demoAccounts: options.demo ? DEMO_ACCOUNTS : [], generatedAdminPassword };
}

async function seedDemo(em: SqlEntityManager): Promise<void> {
  await ensureParams(em, DEFAULT_TENANT_ID, DEMO_PARAMS);
  const ids = await seedTenantIdentity(em, DEFAULT_TENANT_ID);
  for (const u of DEMO_USERS) await seedUser(em, DEFAULT_TENANT_ID, u, ids);
  await seedDemoNotices(em, DEFAULT_TENANT_ID);
  await seedDemoMembers(em, DEFAULT_TENANT_ID);
  await seedDemoDues(em, DEFAULT_TENANT_ID, 2026);
  await seedDemoExpert(em, DEFAULT_TENANT_ID);
}

/**
 * Accounts of tenant 000000 that still have a published demo password (active or not): a production start
 * refuses to serve while any remains. Answers the account names.
 */
export async function accountsWithPublishedPasswords(orm: MikroORM): Promise<string[]> {
  const em = orm.em.fork() as SqlEntityManager;
  const found: string[] = [];
  for (const u of DEMO_USERS) {
    const user = await em.findOne(User, { account: u.account }, { filters: { [TENANT_FILTER]: { tenantId: DEFAULT_TENANT_ID } } });
    if (user?.passwordHash && (await verifyPassword(user.passwordHash, u.password))) found.push(u.account);
  }
  return found;
}

/** Seeds demo data regardless of whether the database was fresh (npm run db:seed). */
export async function seedAll(orm: MikroORM): Promise<void> {
  await seed(orm, { demo: false });
  await seedDemo(orm.em.fork() as SqlEntityManager);
}
