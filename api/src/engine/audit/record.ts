import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { RequestHandler, Response } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../context.js';
import { wasMasked } from '../graphql/format-error.js';
import type { AuditService, RequestOrigin } from './audit.service.js';
import { FILE_PLACEHOLDER } from './redact.js';
import '../express-augment.js';

/** Sign-ins and token refreshes are in the login log, not the API log. */
export const SIGN_IN_FIELDS: ReadonlySet<string> = new Set(['login', 'refreshToken']);
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  '/api/blade-auth/oauth/token',
  '/api/blade-auth/oidc/callback',
]);

/** REST methods that change data. */
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error code of a failed REST answer when the handler left none (body parser, 404 ...). */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

function rootFields(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

/**
 * GraphQL side of the audit engine: every mutation (sign-ins aside) leaves one API log row with its fields' resolved
 * arguments (inline values and variables alike), the caller, the result and the duration; every error masked as
 * 服务器内部错误, in queries too, leaves an error log row.
 */
export function auditPlugin(audit: AuditService): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      let fields: string[] = [];
      // Resolved arguments of each root field; a list, so field names (resetUserPassword ...) are never taken for secret keys.
      const args: { field: string; args: unknown }[] = [];
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'mutation') fields = rootFields(operation);
        },
        async executionDidStart() {
          if (fields.length === 0) return;
          return {
            willResolveField({ info, args: fieldArgs }) {
              if (info.path.prev === undefined) args.push({ field: info.fieldName, args: fieldArgs });
            },
          };
        },
        async willSendResponse({ contextValue: ctx, request, response, errors }) {
          const origin: RequestOrigin = {
            tenantId: ctx.tenantId,
            user: ctx.user,
            ip: ctx.ip,
            userAgent: ctx.userAgent,
            requestId: ctx.requestId,
            method: request.http?.method ?? 'POST',
            uri: ctx.request?.uri ?? '/graphql',
          };
          for (const error of errors ?? []) {
            const original = unwrapResolverError(error);
            if (wasMasked(original)) void audit.serverError(origin, original);
          }
          if (fields.length > 0 && !fields.every((f) => SIGN_IN_FIELDS.has(f))) {
            const formatted = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
            const code = formatted?.[0]?.extensions?.code;
            void audit.api({
              ...origin,
              title: fields.join(','),
              params: args.length > 0 ? args : request.variables,
              result: formatted?.length ? (typeof code === 'string' ? code : 'ERROR') : 'ok',
              durationMs: performance.now() - started,
            });
          }
          // The response leaves only once this request's rows (API, usual, error) are in the database.
          await audit.flush();
        },
      };
    },
  };
}

/**
 * REST side of the audit engine: every POST/PUT/PATCH/DELETE under /api (sign-ins aside) leaves one API log row,
 * written through the moment its answer is sent (the status is known only then). Mount it first on the /api router, before the body parsers and authentication.
 */
export function restAudit(audit: AuditService): RequestHandler {
  return (req, res, next) => {
    const uri = req.originalUrl.split('?')[0]!;
    if (!CHANGING.has(req.method) || SIGN_IN_PATHS.has(uri)) return next();
    const started = performance.now();
    // The row is written before the answer leaves (the end of the response waits for it), so an instance that dies
    // right after answering has not lost it; a row that cannot be written does not hold the answer back.
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let ending = false;
    res.end = ((...args: unknown[]) => {
      if (ending) return res;
      ending = true;
      const ctx = req.appContext;
      const status = res.statusCode;
      const query = req.query && Object.keys(req.query).length > 0 ? req.query : undefined;
      const multipart = req.is('multipart/form-data');
      const body = multipart
        ? FILE_PLACEHOLDER
        : req.body && (typeof req.body !== 'object' || Object.keys(req.body).length > 0)
          ? req.body
          : undefined;
      audit
        .api({
          tenantId: ctx?.tenantId,
          user: ctx?.user,
          ip: ctx?.ip ?? req.ip,
          userAgent: req.get('user-agent'),
          requestId: req.requestId,
          method: req.method,
          uri,
          title: uri.replace(/^\/api/, ''),
          params: query || body ? { ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) } : undefined,
          result:
            status < 400
              ? 'ok'
              : typeof res.locals.errorCode === 'string'
                ? res.locals.errorCode
                : (STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : `HTTP_${status}`)),
          durationMs: performance.now() - started,
        })
        .catch(() => undefined)
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
