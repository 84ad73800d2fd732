import picomatch from 'picomatch';
import type { NextFunction, Request, Response } from 'express';
import { badInput, forbidden, unauthenticated } from '../errors/domain-error.js';
import { canonicalPath, scopeKey } from '../rest/canonical-path.js';
import { RoleScope, SCOPE_CATEGORY } from './role.entity.js';
import { ApiScope } from './scope.entity.js';
import '../express-augment.js';

function matches(scope: ApiScope, method: string, key: string): boolean {
  // HEAD runs the GET handler: a GET scope covers it.
  const m = method === 'HEAD' ? 'GET' : method;
  if (scope.scopeMethod && scope.scopeMethod.toUpperCase() !== m) return false;
  return picomatch.isMatch(key, scopeKey(canonicalPath(scope.scopePath.trim()) ?? scope.scopePath.trim()), { dot: true, nocase: true });
}

/**
 * API scope on REST paths (SPEC section 6): a call whose path matches a defined API scope is allowed only when
 * one of the user's roles is granted a matching scope. Paths no scope covers are governed by permission codes
 * alone; administrators pass. Runs after `authenticate` on the /api router, on the canonical path that
 * `canonicalizePath` set for the router (decoded once, slashes collapsed, no trailing slash) case-folded.
 */
export async function apiScopeGuard(req: Request, _res: Response, next: NextFunction): Promise<void> {
  try {
    const ctx = req.appContext!;
    const canonical = canonicalPath(`/api${req.path}`);
    if (canonical === undefined) throw badInput('请求路径无效');
    const key = scopeKey(canonical);
    const scopes = (await ctx.em.find(ApiScope, {})).filter((s) => matches(s, req.method, key));
    if (scopes.length === 0 || ctx.user?.isAdmin) return next();
    if (!ctx.user) throw unauthenticated();
    const granted = await ctx.em.count(RoleScope, {
      roleId: { $in: ctx.user.roleIds },
      scopeCategory: SCOPE_CATEGORY.api,
      scopeId: { $in: scopes.map((s) => s.id) },
    });
    if (granted === 0) throw forbidden('没有访问该接口的权限');
    next();
  } catch (e) {
    next(e);
  }
}
