import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEMO_USERS, seedClient, seedScopes, seedTenantIdentity, seedUser } from '../../engine/access/identity.seed.js';
import { menuTree, seedMenus } from '../../engine/access/menu-seed.js';
import { verifyPassword } from '../../engine/auth/password.js';
import { User } from '../../engine/auth/user.entity.js';
import type { DemoSeedServices } from '../../engine/module.js';
import type { FileService } from '../../engine/storage/file.service.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { seedTenantBase } from '../../engine/tenancy/tenant.seed.js';
import { modules } from '../../modules/index.js';
import { DEFAULT_TENANT_ID } from '../base.entity.js';
import { TENANT_FILTER } from '../filters.js';

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

const ROLE_LABELS: Record<string, string> = {
  administrator: '管理员',
  approver: '流程审批人',
  member: '会员账号',
  expert: '专家',
};
const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map((u) => ({
  account: u.account,
  password: u.password,
  role: ROLE_LABELS[u.role] ?? u.role,
}));

/**
 * Writes base data into an empty database and, when asked, demo data: tenant 000000, the OAuth client, the menu
 * tree of every module's declarations and the example scopes, each module's platform seed, then the tenant's
 * base data (standard roles with every module's grants, each module's tenant seed). Safe to run again: it only
 * adds what is missing.
 */
export async function seed(
  orm: MikroORM,
  options: { demo: boolean; adminPassword?: string; files?: FileService },
): Promise<SeedResult> {
  const em = orm.em.fork() as SqlEntityManager;
  const freshDatabase = (await em.count(Tenant, {})) === 0;
  if (!(await em.count(Tenant, { tenantId: DEFAULT_TENANT_ID }))) {
    em.create(Tenant, { tenantId: DEFAULT_TENANT_ID, tenantName: '管理组' });
    await em.flush();
  }
  await seedClient(em);
  await seedMenus(em, menuTree(modules));
  await seedScopes(em);
  for (const m of modules) await m.seeds?.platform?.(em);
  const ids = await seedTenantBase(em, DEFAULT_TENANT_ID);
  const demoSeeded = options.demo && freshDatabase;
  let generatedAdminPassword: string | undefined;
  if (demoSeeded) {
    await seedDemo(em, options.files);
  } else if (freshDatabase) {
    // A production start: one administrator, with the configured password or a generated one shown once.
    const password = options.adminPassword ?? (generatedAdminPassword = `Zx-${randomBytes(9).toString('base64url')}`);
    await seedUser(
      em,
      DEFAULT_TENANT_ID,
      { account: 'admin', password, realName: '系统管理员', role: 'administrator', dept: 'office' },
      ids,
    );
  }
  return { freshDatabase, demoSeeded, demoAccounts: options.demo ? DEMO_ACCOUNTS : [], generatedAdminPassword };
}

/** Demo data: the demo users, then each module's demo seed in module order (members before their dues ...). */
async function seedDemo(em: SqlEntityManager, files: FileService | undefined): Promise<void> {
  const ids = await seedTenantIdentity(em, DEFAULT_TENANT_ID);
  for (const u of DEMO_USERS) await seedUser(em, DEFAULT_TENANT_ID, u, ids);
  const services: DemoSeedServices = {
    storeFile: async (tenantId, fileName, bytes) =>
      files ? `/files/${(await files.storeBytes(em, tenantId, fileName, bytes)).key}` : undefined,
  };
  for (const m of modules) await m.seeds?.demo?.(em, DEFAULT_TENANT_ID, services);
}

/**
 * Accounts of tenant 000000 that still have a published demo password (active or not): a production start
 * refuses to serve while any remains. Answers the account names.
 */
export async function accountsWithPublishedPasswords(orm: MikroORM): Promise<string[]> {
  const em = orm.em.fork() as SqlEntityManager;
  const found: string[] = [];
  for (const u of DEMO_USERS) {
    const user = await em.findOne(
      User,
      { account: u.account },
      { filters: { [TENANT_FILTER]: { tenantId: DEFAULT_TENANT_ID } } },
    );
    if (user?.passwordHash && (await verifyPassword(user.passwordHash, u.password))) found.push(u.account);
  }
  return found;
}

/** Seeds demo data regardless of whether the database was fresh (npm run db:seed). */
export async function seedAll(orm: MikroORM, files?: FileService): Promise<void> {
  await seed(orm, { demo: false });
  await seedDemo(orm.em.fork() as SqlEntityManager, files);
}
