import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { USER_STATUS, User } from '../auth/user.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Tenant } from '../tenancy/tenant.entity.js';
import { ALL_PERMISSIONS, type CurrentUser } from './current-user.js';
import { Dept, type LoginType } from './dept.entity.js';
import { Menu } from './menu.entity.js';
import { ADMIN_ROLE, Role, RoleMenu } from './role.entity.js';

/** A tenant that can be used now: exists, active, not expired. */
export async function activeTenant(em: SqlEntityManager, tenantId: string): Promise<Tenant | undefined> {
  const tenant = await em.findOne(Tenant, { tenantId, isDeleted: 0 });
  if (!tenant || tenant.status !== 1) return undefined;
  if (tenant.expireTime && tenant.expireTime.getTime() < Date.now()) return undefined;
  return tenant;
}

/** The roles of a user (live roles of their tenant only). */
export async function rolesOf(em: SqlEntityManager, user: Pick<User, 'tenantId' | 'roleIds'>): Promise<Role[]> {
  if (user.roleIds.length === 0) return [];
  return em.find(Role, { id: { $in: user.roleIds } }, { filters: { [TENANT_FILTER]: { tenantId: user.tenantId } } });
}

/** Menus (and buttons) granted to the roles; administrators get the whole tree. */
export async function grantedMenus(em: SqlEntityManager, roles: Role[]): Promise<Menu[]> {
  if (roles.some((r) => r.roleAlias === ADMIN_ROLE)) return em.find(Menu, {}, { orderBy: { sort: 'asc', createTime: 'asc' } });
  if (roles.length === 0) return [];
  const grants = await em.find(RoleMenu, { roleId: { $in: roles.map((r) => r.id) } });
  if (grants.length === 0) return [];
  return em.find(Menu, { id: { $in: [...new Set(grants.map((g) => g.menuId))] } }, { orderBy: { sort: 'asc', createTime: 'asc' } });
}

export async function loginTypeOf(em: SqlEntityManager, user: Pick<User, 'tenantId' | 'deptId'>): Promise<LoginType> {
  if (!user.deptId) return 'award';
  const dept = await em.findOne(Dept, { id: user.deptId }, { filters: { [TENANT_FILTER]: { tenantId: user.tenantId } } });
  return dept?.loginType ?? 'award';
}

/**
 * Loads the signed-in user behind verified token claims: the user must still exist and be active, the tenant
 * active, and the token issued after the user's last credential change. Answers undefined otherwise.
 */
export async function loadCurrentUser(
  em: SqlEntityManager,
  claims: { sub: string; tenantId: string; clientId: string; issuedAt?: number; sessionId?: string },
): Promise<CurrentUser | undefined> {
  // The token's session must still be open: logout, password change and family revocation end it at once.
  if (claims.sessionId !== undefined && !(await em.count(RefreshToken, { familyId: claims.sessionId, userId: claims.sub, revokedAt: null }))) return undefined;
  const user = await em.findOne(User, { id: claims.sub }, { filters: { [TENANT_FILTER]: { tenantId: claims.tenantId } } });
  if (!user || user.status !== USER_STATUS.active) return undefined;
  if (user.tokensValidAfter && claims.issuedAt !== undefined && claims.issuedAt * 1000 < user.tokensValidAfter.getTime()) return undefined;
  if (!(await activeTenant(em, user.tenantId))) return undefined;
  return toCurrentUser(em, user, claims.clientId);
}

export async function toCurrentUser(em: SqlEntityManager, user: User, clientId: string): Promise<CurrentUser> {
  const roles = await rolesOf(em, user);
  const isAdmin = roles.some((r) => r.roleAlias === ADMIN_ROLE);
  const permissions = new Set<string>();
  if (isAdmin) permissions.add(ALL_PERMISSIONS);
  else for (const m of await grantedMenus(em, roles)) permissions.add(m.code);
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    avatar: user.avatar,
    tenantId: user.tenantId,
    deptId: user.deptId,
    loginType: await loginTypeOf(em, user),
    roleIds: roles.map((r) => r.id),
    roleAliases: roles.map((r) => r.roleAlias),
    isAdmin,
    permissions,
    clientId,
  };
}
