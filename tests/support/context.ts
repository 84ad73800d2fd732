import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../api/src/db/filters.js';
import { AuthService } from '../../api/src/engine/auth/auth.service.js';
import { AccessTokens } from '../../api/src/engine/auth/tokens.js';
import type { RequestContext } from '../../api/src/engine/context.js';
import { createLogger } from '../../api/src/engine/log/logger.js';

/** A service context for `tenantId`, as a request of that tenant would get (for service-level tests). */
export function serviceContext(orm: MikroORM, tenantId: string, userId?: string): RequestContext {
  const em = orm.em.fork() as SqlEntityManager;
  em.setFilterParams(TENANT_FILTER, { tenantId });
  const log = createLogger('silent');
  return {
    em,
    tenantId,
    userId,
    requestId: 'test',
    log,
    services: { auth: new AuthService(new AccessTokens('t'.repeat(32)), log) },
  };
}
