import type { Request, Response } from 'express';
import { requirePermission, requirePlatformAdmin, requireUser } from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors/domain-error.js';
import { PAGE_NUMBER_SCHEMA, PAGE_SIZE_SCHEMA, type QuerySchema } from './query.js';
import type { RestDeps } from './types.js';

/**
 * Who may call a REST route: anyone, any signed-in user, a holder of one of the permission codes, or (for data
 * shared by every tenant) a holder of the codes in the administrative tenant.
 */
export type RestAccess = 'public' | 'user' | { any: string[] } | { platform: string[] };

/**
 * A documented query parameter: its description, or its description and JSON schema (when not plain text), and
 * whether the call fails without it (by default it is optional).
 */
export type QueryParam = string | { description: string; schema: QuerySchema; required?: boolean };

/**
 * What the OpenAPI document (engine/openapi) says of a route beyond what the registry knows: all optional. The
 * summary defaults to one derived from the path's last segment, the tag to the module that registered the route.
 */
export interface RouteDoc {
  summary?: string;
  description?: string;
  tag?: string;
  /** Query parameters the handler reads (name → description, or description and schema; text by default). */
  query?: Record<string, QueryParam>;
  /** The input class (a TypeGraphQL input type validated by `validateInput`) of the JSON or form body. */
  body?: new () => object;
  /** The body as a plain JSON schema (routes whose body is not one input class). */
  bodySchema?: Record<string, unknown>;
  /** A multipart/form-data upload: its `file` part and these other form fields (name → description). */
  upload?: Record<string, string>;
  /** Why a POST route takes no body (its parameters are in the path or the query, or it reads none). */
  noBody?: string;
  /**
   * What `data` of the envelope holds: an entity or object class (TypeGraphQL object type), a page of one, a list
   * of one, or a plain JSON schema.
   */
  data?: { type: object } | { page: object } | { list: object } | { schema: Record<string, unknown> };
  /** The route answers a file (this content type) rather than the envelope. */
  file?: string;
}

export interface RouteRecord {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  access: RestAccess;
  /** The module that registered the route (its name). */
  module?: string;
  doc?: RouteDoc;
}

/** The query parameters of a legacy page (queryPage). */
export const PAGE_QUERY: Record<'current' | 'size' | 'ascs' | 'descs', { description: string; schema: QuerySchema }> = {
  current: { description: '页码（从 1 开始）', schema: PAGE_NUMBER_SCHEMA },
  size: { description: '每页条数', schema: PAGE_SIZE_SCHEMA },
  ascs: { description: '升序字段，逗号分隔', schema: { type: 'string' } },
  descs: { description: '降序字段，逗号分隔', schema: { type: 'string' } },
};

/** Every REST route with its declared access (the permission snapshot test reads it). */
export const restRouteRegistry: RouteRecord[] = [];

export function checkAccess(ctx: RequestContext, access: RestAccess): void {
  if (access === 'public') return;
  if (access === 'user') requireUser(ctx);
  else if ('any' in access) requirePermission(ctx, ...access.any);
  else requirePlatformAdmin(ctx, ...access.platform);
}

/**
 * Registers a REST route whose access is checked before the handler runs (and recorded for review and for the
 * OpenAPI document, with its optional `doc`).
 */
export function route(
  deps: RestDeps,
  method: RouteRecord['method'],
  path: string,
  access: RestAccess,
  handler: (req: Request, res: Response, ctx: RequestContext) => Promise<void> | void,
  doc?: RouteDoc,
): void {
  if (!restRouteRegistry.some((r) => r.method === method && r.path === path))
    restRouteRegistry.push({ method, path, access, module: deps.module, doc });
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

/**
 * Legacy calls of the old platform that have no counterpart here: each answers 400 with `message`, which says why
 * (and the OpenAPI document says so too), rather than 404 as if the call were unknown.
 */
export function unsupportedRoutes(
  deps: RestDeps,
  access: RestAccess,
  message: string,
  calls: ReadonlyArray<readonly [RouteRecord['method'], string]>,
): void {
  for (const [method, path] of calls)
    route(
      deps,
      method,
      path,
      access,
      () => {
        throw badInput(message);
      },
      { description: message, ...(method === 'GET' ? {} : { noBody: message }) },
    );
}

/**
 * A body of text fields (name → description) as a JSON schema, for routes that read their parameters from the form
 * or JSON body (or the query) rather than through one input class.
 */
export function textBody(fields: Record<string, string>, required: string[] = []): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }]),
    ),
    ...(required.length ? { required } : {}),
  };
}
