import picomatch from 'picomatch';
import type { NextFunction, Request, Response } from 'express';
import { forbidden, unauthenticated } from '../errors/domain-error.js';
import { RoleScope, SCOPE_CATEGORY } from './role.entity.js';
import { ApiScope } from './scope.entity.js';
import '../express-augment.js';

function matches(scope: ApiScope, method: string, path: string): boolean {
  if (scope.scopeMethod && scope.scopeMethod.toUpperCase() !== method) return false;
  return picomatch.isMatch(path, scope.scopePath.trim(), { dot: true });
}

/**
 * API scope on REST paths (SPEC section 6): a call whose path matches a defined API scope is allowed only when
 * one of the user's roles is granted a matching scope. Paths no scope covers are governed by permission codes
 * alone; administrators pass. Runs after `authenticate` on the /api router.
 */
export async function apiScopeGuard(req: Request, _res: Response, next: NextFunction): Promise<void> {
  try {
    const ctx = req.appContext!;
    const path = `/api${req.path}`;
    const scopes = (await ctx.em.find(ApiScope, {})).filter((s) => matches(s, req.method, path));
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
