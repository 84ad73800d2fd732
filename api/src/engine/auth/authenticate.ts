import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { NextFunction, Request, Response } from 'express';
import { TENANT_FILTER } from '../../db/filters.js';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { activeTenant, loadCurrentUser } from '../access/access.service.js';
import { ADMIN_TENANT_ID } from '../access/permissions.js';
import type { AppServices, RequestContext } from '../context.js';
import { forbidden } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { clientPrincipal } from './client-credentials.js';
import { isPersonalToken, personalTokenPrincipal } from './personal-tokens.js';
import type { AccessTokens } from './tokens.js';
import '../express-augment.js';

/** The bearer token of a request: `Blade-Auth: bearer <token>` (legacy) or `Authorization: Bearer <token>`. */
export function bearerToken(req: Request): string | undefined {
  for (const header of [req.get('blade-auth'), req.get('authorization')]) {
    const match = header && /^bearer\s+(\S+)$/i.exec(header.trim());
    if (match) return match[1];
  }
  return undefined;
}

/** `Authorization: Basic base64(clientId:secret)`, the legacy client header. */
export function basicClient(req: Request): { clientId: string; secret: string } | undefined {
  const header = req.get('authorization');
  const match = header && /^basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Builds the request's service context before any route runs: verifies the bearer token (an invalid or
 * expired one leaves the request anonymous, so protected operations answer 401), loads the user and sets the
 * tenant. The tenant comes from the token; a Tenant-Id header naming another tenant is refused unless the user
 * belongs to the administrative tenant, which may act in any active tenant.
 */
export function authenticate(deps: { orm: MikroORM; tokens: AccessTokens; log: Logger; services: AppServices }) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    try {
      if (req.appContext) return next();
      const em = deps.orm.em.fork() as SqlEntityManager;
      const token = bearerToken(req);
      const personal = token !== undefined && isPersonalToken(token);
      const verified = token && !personal ? await deps.tokens.verify(token) : undefined;
      // Every access token names its session; one without (issued before sessions were tracked) is not accepted.
      const claims = verified?.sessionId ? verified : undefined;
      const user = personal
        ? await personalTokenPrincipal(em, token)
        : verified?.principal === 'client'
          ? await clientPrincipal(em, verified, deps.services.limits)
          : claims
            ? await loadCurrentUser(em, { ...claims, clientId: claims.clientId })
            : undefined;
      let tenantId = user?.tenantId ?? DEFAULT_TENANT_ID;
      const asked = req.get('tenant-id')?.trim();
      if (user && asked && asked !== user.tenantId) {
        if (user.tenantId !== ADMIN_TENANT_ID || !user.isAdmin) throw forbidden('无权访问其他租户的数据');
        if (!(await activeTenant(em, asked))) throw forbidden('租户不存在或已停用');
        tenantId = asked;
      }
      em.setFilterParams(TENANT_FILTER, { tenantId });
      const context: RequestContext = {
        em,
        tenantId,
        requestId: req.requestId,
        userId: user?.id,
        user,
        sessionId: user ? claims?.sessionId : undefined,
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        userAgent: req.get('user-agent'),
        request: { method: req.method, uri: req.originalUrl.split('?')[0]! },
        log: deps.log.child({ requestId: req.requestId, ...(user ? { userId: user.id } : {}) }),
        services: deps.services,
      };
      req.appContext = context;
      next();
    } catch (e) {
      next(e);
    }
  };
}
