import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { USER_STATUS, type User } from '../auth/user.entity.js';
import { Tenant } from '../tenancy/tenant.entity.js';
import { ALL_PERMISSIONS, type CurrentUser } from './current-user.js';
import type { LoginType } from './dept.entity.js';
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
  if (roles.some((r) => r.roleAlias === ADMIN_ROLE))
    return em.find(Menu, {}, { orderBy: { sort: 'asc', createTime: 'asc' } });
  if (roles.length === 0) return [];
  const grants = await em.find(RoleMenu, { roleId: { $in: roles.map((r) => r.id) } });
  if (grants.length === 0) return [];
  return em.find(
    Menu,
    { id: { $in: [...new Set(grants.map((g) => g.menuId))] } },
    { orderBy: { sort: 'asc', createTime: 'asc' } },
  );
}

/**
 * The principal in one statement: the user with the login type of their department, whether their tenant is usable
 * now, their live roles, the permission codes of the menus those roles grant, and whether the token's session is
 * still open. Answers undefined for a user that does not exist (or is soft-deleted) in the tenant.
 */
const PRINCIPAL_SQL = `
select u.id, u.account, u.real_name, u.avatar, u.tenant_id, u.dept_id, u.status, u.tokens_valid_after,
  coalesce((select d.login_type from blade_dept d where d.id = u.dept_id and d.tenant_id = u.tenant_id and d.is_deleted = 0), 'award') as login_type,
  exists(select 1 from blade_tenant t where t.tenant_id = u.tenant_id and t.is_deleted = 0 and t.status = 1
    and (t.expire_time is null or t.expire_time >= now())) as tenant_active,
  coalesce((select json_agg(json_build_object('id', r.id, 'alias', r.role_alias) order by r.id) from blade_role r
    where r.id = any(u.role_ids) and r.tenant_id = u.tenant_id and r.is_deleted = 0), '[]'::json) as roles,
  coalesce((select json_agg(distinct m.code) from blade_role_menu rm
    join blade_role r on r.id = rm.role_id and r.tenant_id = u.tenant_id and r.is_deleted = 0 and r.id = any(u.role_ids)
    join blade_menu m on m.id = rm.menu_id and m.is_deleted = 0), '[]'::json) as codes,
  (?::text is null or exists(select 1 from blade_refresh_token rt where rt.family_id = ? and rt.user_id = u.id and rt.revoked_at is null)) as session_open
from blade_user u where u.id = ? and u.tenant_id = ? and u.is_deleted = 0`;

interface PrincipalRow {
  id: string;
  account: string;
  real_name: string | null;
  avatar: string | null;
  tenant_id: string;
  dept_id: string | null;
  status: number;
  tokens_valid_after: Date | string | null;
  login_type: LoginType;
  tenant_active: boolean;
  roles: { id: string; alias: string }[] | string;
  codes: string[] | string;
  session_open: boolean;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function principalRow(
  em: SqlEntityManager,
  userId: string,
  tenantId: string,
  sessionId?: string,
): Promise<PrincipalRow | undefined> {
  const rows = await em.execute<PrincipalRow[]>(PRINCIPAL_SQL, [
    sessionId ?? null,
    sessionId ?? null,
    userId,
    tenantId,
  ]);
  return rows[0];
}

function toPrincipal(row: PrincipalRow, clientId: string): CurrentUser {
  const roles = json(row.roles);
  const isAdmin = roles.some((r) => r.alias === ADMIN_ROLE);
  const permissions = new Set<string>(isAdmin ? [ALL_PERMISSIONS] : json(row.codes).filter((c) => c));
  return {
    id: row.id,
    account: row.account,
    realName: row.real_name ?? undefined,
    avatar: row.avatar ?? undefined,
    tenantId: row.tenant_id,
    deptId: row.dept_id ?? undefined,
    loginType: row.login_type,
    roleIds: roles.map((r) => r.id),
    roleAliases: roles.map((r) => r.alias),
    isAdmin,
    permissions,
    clientId,
  };
}

/**
 * Loads the signed-in user behind verified token claims, in one statement: the token's session must still be open
 * (logout, password change and family revocation end it at once), the user must still exist and be active, the
 * tenant active, and the token issued after the user's last credential change. Answers undefined otherwise.
 */
export async function loadCurrentUser(
  em: SqlEntityManager,
  claims: { sub: string; tenantId: string; clientId: string; issuedAt?: number; sessionId?: string },
): Promise<CurrentUser | undefined> {
  const row = await principalRow(em, claims.sub, claims.tenantId, claims.sessionId);
  if (!row || !row.session_open || !row.tenant_active || row.status !== USER_STATUS.active) return undefined;
  const validAfter = row.tokens_valid_after ? new Date(row.tokens_valid_after).getTime() : undefined;
  if (validAfter !== undefined && claims.issuedAt !== undefined && claims.issuedAt * 1000 < validAfter)
    return undefined;
  return toPrincipal(row, claims.clientId);
}

/** The principal of a user who just proved who they are (sign-in): their roles and permission codes, one statement. */
export async function toCurrentUser(em: SqlEntityManager, user: User, clientId: string): Promise<CurrentUser> {
  const row = await principalRow(em, user.id, user.tenantId);
  if (!row) throw new Error(`user ${user.id} not found`);
  return toPrincipal(row, clientId);
}
