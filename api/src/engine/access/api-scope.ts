import picomatch from 'picomatch';
import type { NextFunction, Request, Response } from 'express';
import { badInput, forbidden, unauthenticated } from '../errors/domain-error.js';
import { canonicalPath, scopeKey } from '../rest/canonical-path.js';
import { SCOPE_CATEGORY } from './role.entity.js';
import type { ApiScope } from './scope.entity.js';
import '../express-augment.js';

type ScopeRow = Pick<ApiScope, 'scopePath' | 'scopeMethod'> & { granted: boolean };

function matches(scope: Pick<ApiScope, 'scopePath' | 'scopeMethod'>, method: string, key: string): boolean {
  // HEAD runs the GET handler: a GET scope covers it.
  const m = method === 'HEAD' ? 'GET' : method;
  if (scope.scopeMethod && scope.scopeMethod.toUpperCase() !== m) return false;
  return picomatch.isMatch(key, scopeKey(canonicalPath(scope.scopePath.trim()) ?? scope.scopePath.trim()), {
    dot: true,
    nocase: true,
  });
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
    // Administrators pass every scope (so do their personal tokens, which their codes still limit): nothing to read.
    const via = ctx.user?.via;
    if (ctx.user?.isAdmin || (via?.kind === 'personal' && via.ownerIsAdmin)) return next();
    // A client's service principal holds the scopes granted to the client (it has no roles).
    const clientScopes = via?.kind === 'client' ? via.apiScopeIds : [];
    // Every scope with whether one of the user's roles holds it, in one statement; paths match as globs here.
    const rows = await ctx.em.execute<{ scope_path: string; scope_method: string | null; granted: boolean }[]>(
      `select s.scope_path, s.scope_method, (exists(select 1 from blade_role_scope rs where rs.scope_id = s.id and rs.scope_category = ?
         and rs.role_id = any(string_to_array(?, ','))) or s.id = any(string_to_array(?, ','))) as granted
       from blade_scope_api s where s.is_deleted = 0`,
      [SCOPE_CATEGORY.api, (ctx.user?.roleIds ?? []).join(','), clientScopes.join(',')],
    );
    const scopes: ScopeRow[] = rows
      .map((r) => ({ scopePath: r.scope_path, scopeMethod: r.scope_method ?? undefined, granted: r.granted }))
      .filter((s) => matches(s, req.method, key));
    if (scopes.length === 0) return next();
    if (!ctx.user) throw unauthenticated();
    const granted = scopes.filter((s) => s.granted).length;
    if (granted === 0) throw forbidden('没有访问该接口的权限');
    next();
  } catch (e) {
    next(e);
  }
}
