import type { RequestContext } from '../context.js';
import { forbidden, unauthenticated } from '../errors/domain-error.js';
import { type CurrentUser, holdsAny } from './current-user.js';

/** Permission codes of a plain resource: the menu code grants reading, its buttons the changes. */
export interface ResourceCodes {
  view: string;
  add: string;
  edit: string;
  delete: string;
}

/** `user` -> { view: 'user', add: 'user_add', edit: 'user_edit', delete: 'user_delete' } (BladeX button codes). */
export function resourceCodes(code: string): ResourceCodes {
  return { view: code, add: `${code}_add`, edit: `${code}_edit`, delete: `${code}_delete` };
}

/** The signed-in user, or UNAUTHENTICATED (HTTP 401, 请求未授权). */
export function requireUser(ctx: RequestContext): CurrentUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** Refuses unless the user holds one of the codes (or the all-permission tag). */
export function requirePermission(ctx: RequestContext, ...codes: string[]): CurrentUser {
  const user = requireUser(ctx);
  if (codes.length > 0 && !holdsAny(user, codes)) throw forbidden();
  return user;
}

/** Only users of the administrative tenant manage what is shared by every tenant (tenants, clients, menus). */
export function requirePlatformAdmin(ctx: RequestContext, ...codes: string[]): CurrentUser {
  const user = requirePermission(ctx, ...codes);
  if (user.tenantId !== ADMIN_TENANT_ID) throw forbidden('只有管理组租户可以进行此操作');
  return user;
}

export const ADMIN_TENANT_ID = '000000';
