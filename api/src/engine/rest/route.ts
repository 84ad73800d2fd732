import type { Request, Response } from 'express';
import { requirePermission, requirePlatformAdmin, requireUser } from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import type { RestDeps } from './types.js';

/**
 * Who may call a REST route: anyone, any signed-in user, a holder of one of the permission codes, or (for data
 * shared by every tenant) a holder of the codes in the administrative tenant.
 */
export type RestAccess = 'public' | 'user' | { any: string[] } | { platform: string[] };

export interface RouteRecord {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  access: RestAccess;
}

/** Every REST route with its declared access (the permission snapshot test reads it). */
export const restRouteRegistry: RouteRecord[] = [];

export function checkAccess(ctx: RequestContext, access: RestAccess): void {
  if (access === 'public') return;
  if (access === 'user') requireUser(ctx);
  else if ('any' in access) requirePermission(ctx, ...access.any);
  else requirePlatformAdmin(ctx, ...access.platform);
}

/** Registers a REST route whose access is checked before the handler runs (and recorded for review). */
export function route(
  deps: RestDeps,
  method: RouteRecord['method'],
  path: string,
  access: RestAccess,
  handler: (req: Request, res: Response, ctx: RequestContext) => Promise<void> | void,
): void {
  if (!restRouteRegistry.some((r) => r.method === method && r.path === path))
    restRouteRegistry.push({ method, path, access });
  const register =
    method === 'GET'
      ? deps.router.get.bind(deps.router)
      : method === 'POST'
        ? deps.router.post.bind(deps.router)
        : deps.router.delete.bind(deps.router);
  register(path, async (req: Request, res: Response) => {
    const ctx = deps.context(req);
    checkAccess(ctx, access);
    await handler(req, res, ctx);
  });
}
