import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig as definePglite } from '@mikro-orm/pglite';
import { defineConfig as definePostgres } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver } from '@mikro-orm/sql';
import { entities, sharedEntities, tenantOwnedEntities } from './entities.js';
import { tenantFilters } from './filters.js';
import { migrationsList } from './migrations/index.js';
import { CountingLogger } from './statements.js';

const here = import.meta.dirname;

export interface DbSettings {
  /** postgres://... for a real server; undefined for the embedded PGlite database. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps the database in memory (tests). */
  pgliteDir?: string;
  debug?: boolean;
}

/** One configuration for both databases: the same entities, filters and migrations. */
export function ormConfig(db: DbSettings): Partial<Options<AbstractSqlDriver>> {
  const common = {
    entities,
    baseDir: path.resolve(here, '..', '..'),
    filters: tenantFilters(tenantOwnedEntities, sharedEntities),
    extensions: [Migrator],
    migrations: {
      migrationsList,
      // Used by `npm run db:migration:create`, which runs from source.
      path: path.resolve(here, 'migrations'),
      pathTs: path.resolve(here, 'migrations'),
      snapshotName: '.snapshot',
      // The snapshot is written by `db:migration:create` only: migrating (tests, start-up) never rewrites the
      // committed file from what a database introspects.
      snapshotOnMigrate: false,
      emit: 'ts' as const,
      silent: true,
    },
    // Batch loading of references and collections (N+1 protection for GraphQL field resolvers).
    dataloader: true,
    forceUtcTimezone: true,
    debug: db.debug ?? false,
    // Counts the statements of each request (db/statements.ts).
    loggerFactory: CountingLogger.create,
    allowGlobalContext: false,
  };
  if (db.databaseUrl) {
    return definePostgres({ ...common, clientUrl: db.databaseUrl }) as Partial<Options<AbstractSqlDriver>>;
  }
  // pg_trgm serves the contains-filters of the lists (db/list-indexes.ts), as on a PostgreSQL server.
  return definePglite({
    ...common,
    dbName: db.pgliteDir ?? 'memory://',
    driverOptions: { extensions: { pg_trgm } },
  }) as Partial<Options<AbstractSqlDriver>>;
}
