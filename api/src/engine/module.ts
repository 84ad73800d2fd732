import type { EntityClass, MikroORM } from '@mikro-orm/core';
import type { ResolverClass } from './graphql/schema.js';
import type { JobDefinition } from './jobs/jobs.js';
import type { Logger } from './log/logger.js';
import type { RestRegistration } from './rest/types.js';

/** The entity classes a module owns, by the filters that apply to them (see db/filters.ts). */
export interface ModuleEntities {
  /** Owned by a tenant and soft-deleted: the `tenant` and `notDeleted` filters apply. */
  tenantOwned?: EntityClass<object>[];
  /** Soft-deleted and shared by every tenant: only the `notDeleted` filter applies. */
  shared?: EntityClass<object>[];
  /** Neither filter (join rows, per-user marks). */
  plain?: EntityClass<object>[];
}

/** What a business module contributes to the app: its entities, GraphQL resolvers, REST routes and scheduled jobs. */
export interface AppModule {
  name: string;
  entities?: ModuleEntities;
  resolvers: ResolverClass[];
  rest: RestRegistration[];
  /** Scheduled work (reminders, expiry sweeps ...): run once per occurrence across instances (engine/jobs). */
  jobs?: (deps: { orm: MikroORM; log: Logger }) => JobDefinition[];
}
