import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_CLIENT_ID } from '../auth/auth.service.js';
import { OAuthClient } from '../auth/oauth-client.entity.js';
import { hashPassword } from '../auth/password.js';
import { sha256 } from '../auth/tokens.js';
import { User } from '../auth/user.entity.js';
import { Dept } from './dept.entity.js';
import { Menu } from './menu.entity.js';
import { ADMIN_ROLE, Role, RoleMenu } from './role.entity.js';
import { ApiScope, DATA_SCOPE_TYPE, DataScope } from './scope.entity.js';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { registeredModules } from '../module-registry.js';
import { roleGrants } from './menu-seed.js';

/** The standard roles of every tenant. */
export const STANDARD_ROLES = [
  { roleAlias: ADMIN_ROLE, roleName: '管理员', sort: 1 },
  { roleAlias: 'approver', roleName: '流程审批人', sort: 2 },
  { roleAlias: 'member', roleName: '会员账号', sort: 3 },
  { roleAlias: 'expert', roleName: '专家', sort: 4 },
  { roleAlias: 'guest', roleName: '访客', sort: 5 },
] as const;

/** The standard departments: staff and experts sign in as award logins, member companies as account logins. */
export const STANDARD_DEPTS = [
  { key: 'root', deptName: '省建筑业协会', loginType: 'award' as const, sort: 1 },
  { key: 'office', parent: 'root', deptName: '秘书处', loginType: 'award' as const, sort: 1 },
  { key: 'experts', parent: 'root', deptName: '评审专家', loginType: 'award' as const, sort: 2 },
  { key: 'members', parent: 'root', deptName: '会员单位', loginType: 'account' as const, sort: 3 },
];

/**
 * The legacy front end's client and secret are public (they ship in every legacy bundle), so they are base
 * data; production installations add their own clients on the client screen.
 */
export async function seedClient(em: SqlEntityManager): Promise<void> {
  if (await em.count(OAuthClient, { clientId: DEFAULT_CLIENT_ID })) return;
  em.create(OAuthClient, {
    tenantId: DEFAULT_TENANT_ID,
    clientId: DEFAULT_CLIENT_ID,
    secretHash: sha256('saber_secret'),
    grantTypes: ['password', 'refresh_token', 'authorization_code'],
    accessTokenValidity: 1800,
    refreshTokenValidity: 604800,
  });
  await em.flush();
}

/** Example data scopes and API scopes of the user resource. */
export async function seedScopes(em: SqlEntityManager): Promise<void> {
  if (await em.count(DataScope, {})) return;
  const userMenu = await em.findOne(Menu, { code: 'user' });
  const base = { tenantId: DEFAULT_TENANT_ID, menuId: userMenu?.id, resourceCode: 'user' };
  em.create(DataScope, { ...base, scopeName: '全部用户', scopeType: DATA_SCOPE_TYPE.all });
  em.create(DataScope, { ...base, scopeName: '本部门用户', scopeType: DATA_SCOPE_TYPE.ownDept });
  em.create(DataScope, { ...base, scopeName: '本部门及下级部门用户', scopeType: DATA_SCOPE_TYPE.ownDeptAndChildren });
  em.create(DataScope, { ...base, scopeName: '本人创建的用户', scopeType: DATA_SCOPE_TYPE.own });
  em.create(ApiScope, {
    ...base,
    scopeName: '用户管理接口',
    scopePath: '/api/blade-system/user/{list,detail,submit,remove,reset-password}',
  });
  await em.flush();
}

/**
 * The standard roles and departments of a tenant, and the standard roles' menu grants (every module's `grants`).
 * Only adds what is missing. Answers role ids by alias and department ids by key.
 */
export async function seedTenantIdentity(
  em: SqlEntityManager,
  tenantId: string,
): Promise<{ roles: Record<string, string>; depts: Record<string, string> }> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  const roles: Record<string, string> = {};
  for (const r of STANDARD_ROLES) {
    const found = await em.findOne(Role, { roleAlias: r.roleAlias }, { filters });
    roles[r.roleAlias] = (found ?? em.create(Role, { ...r, tenantId })).id;
  }
  const depts: Record<string, string> = {};
  for (const d of STANDARD_DEPTS) {
    const found = await em.findOne(Dept, { deptName: d.deptName }, { filters });
    depts[d.key] = (
      found ??
      em.create(Dept, {
        tenantId,
        deptName: d.deptName,
        loginType: d.loginType,
        sort: d.sort,
        parentId: d.parent ? depts[d.parent] : undefined,
      })
    ).id;
  }
  await em.flush();
  const menus = new Map((await em.find(Menu, {})).map((m) => [m.code, m.id]));
  for (const [alias, codes] of roleGrants(registeredModules())) {
    const roleId = roles[alias];
    if (!roleId) throw new Error(`Menu grants name ${alias}, which is not a standard role`);
    if (await em.count(RoleMenu, { roleId })) continue;
    for (const code of codes) {
      const menuId = menus.get(code);
      if (menuId) em.create(RoleMenu, { roleId, menuId });
    }
  }
  await em.flush();
  return { roles, depts };
}

export interface SeedUser {
  account: string;
  password: string;
  realName: string;
  role: string;
  dept: string;
  companyName?: string;
}

/** Demo users (demo data only): staff, a member company and an expert. */
export const DEMO_USERS: SeedUser[] = [
  { account: 'admin', password: 'Zhuxie@2026', realName: '系统管理员', role: ADMIN_ROLE, dept: 'office' },
  { account: 'shenpi', password: 'Zhuxie@2026', realName: '审批人（演示）', role: 'approver', dept: 'office' },
  {
    account: 'huiyuan',
    password: 'Zhuxie@2026',
    realName: '会员联系人（演示）',
    role: 'member',
    dept: 'members',
    companyName: '示例建筑工程有限公司',
  },
  { account: 'zhuanjia', password: 'Zhuxie@2026', realName: '评审专家（演示）', role: 'expert', dept: 'experts' },
];

export async function seedUser(
  em: SqlEntityManager,
  tenantId: string,
  u: SeedUser,
  ids: { roles: Record<string, string>; depts: Record<string, string> },
): Promise<boolean> {
  if (await em.count(User, { account: u.account }, { filters: { [TENANT_FILTER]: { tenantId } } })) return false;
  em.create(User, {
    tenantId,
    account: u.account,
    passwordHash: await hashPassword(u.password),
    realName: u.realName,
    roleIds: [ids.roles[u.role]!],
    deptId: ids.depts[u.dept],
    companyName: u.companyName,
  });
  await em.flush();
  return true;
}
