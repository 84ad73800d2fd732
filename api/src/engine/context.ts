import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from './log/logger.js';

/**
 * What a service call knows about its request: a forked entity manager (scoped to the tenant), the tenant,
 * the request id and, once the identity module lands, the signed-in user. GraphQL and REST build the same one.
 */
export interface RequestContext {
  em: SqlEntityManager;
  tenantId: string;
  requestId: string;
  /** The signed-in user's id; undefined until authentication exists (identity issue). */
  userId?: string;
  log: Logger;
}
