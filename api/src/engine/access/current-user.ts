import type { LoginType } from './dept.entity.js';

/** The all-permission tag: administrators hold it and pass every permission check (SPEC section 6). */
export const ALL_PERMISSIONS = '*';

/** The signed-in user as every check sees it, loaded once per request from the verified token. */
export interface CurrentUser {
  id: string;
  account: string;
  realName?: string;
  avatar?: string;
  /** The user's own tenant (from the token). */
  tenantId: string;
  deptId?: string;
  loginType: LoginType;
  roleIds: string[];
  roleAliases: string[];
  isAdmin: boolean;
  /** Permission codes granted through the roles' menus and buttons (ALL_PERMISSIONS for administrators). */
  permissions: ReadonlySet<string>;
  clientId: string;
  /**
   * How the request proved who it is when not with a sign-in session: a personal access token (its id) or a
   * client-credentials token (a service principal of a registered client). Such principals cannot mint tokens.
   */
  via?:
    | { kind: 'personal'; tokenId: string; ownerIsAdmin: boolean }
    | { kind: 'client'; clientId: string; apiScopeIds: string[] };
}

/** True when the user holds the all-permission tag or any of the codes. */
export function holdsAny(user: CurrentUser, codes: readonly string[]): boolean {
  if (user.permissions.has(ALL_PERMISSIONS)) return true;
  return codes.some((c) => user.permissions.has(c));
}
