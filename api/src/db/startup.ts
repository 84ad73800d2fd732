import type { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import type { DbSettings } from './orm.config.js';
import { seed, type SeedResult } from './seeders/seed.js';

/** Text of the advisory lock key every instance takes around migrations and seeding (hashed by the server). */
const STARTUP_LOCK = 'zhuxie.startup';

/**
 * Runs `work` while holding the database-wide startup lock: a transaction-scoped PostgreSQL advisory lock taken on
 * a connection of its own, so a second instance starting at the same time waits here until the first has migrated
 * and seeded, then finds the work done. The lock goes with the transaction (commit, rollback or a dropped
 * connection), never outlives a crashed instance. The embedded PGlite database is one process with one session
 * (its folder cannot be opened twice), so there is nothing to serialise and `work` runs directly.
 */
export async function underStartupLock<T>(orm: MikroORM, settings: DbSettings, work: () => Promise<T>): Promise<T> {
  if (!settings.databaseUrl) return work();
  const connection = orm.em.getConnection() as AbstractSqlConnection;
  const trx = await connection.begin();
  try {
    await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [STARTUP_LOCK], 'all', trx);
    const result = await work();
    await connection.commit(trx);
    return result;
  } catch (err) {
    await connection.rollback(trx).catch(() => undefined);
    throw err;
  }
}

/** Brings an opened database up to date: migrations, then base (and when asked demo) data, once across instances. */
export function prepareDatabase(
  orm: MikroORM,
  settings: DbSettings,
  options: Parameters<typeof seed>[1],
): Promise<SeedResult> {
  return underStartupLock(orm, settings, async () => {
    await orm.migrator.up();
    return seed(orm, options);
  });
}
