import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../api/src/db/filters.js';
import type { RequestContext } from '../../api/src/engine/context.js';
import { createLogger } from '../../api/src/engine/log/logger.js';

/** A service context for `tenantId`, as a request of that tenant would get (for service-level tests). */
export function serviceContext(orm: MikroORM, tenantId: string, userId?: string): RequestContext {
  const em = orm.em.fork() as SqlEntityManager;
  em.setFilterParams(TENANT_FILTER, { tenantId });
  return { em, tenantId, userId, requestId: 'test', log: createLogger('silent') };
}
