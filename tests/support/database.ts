import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { openDatabase } from '../../api/src/db/database.js';
import { type DbSettings, ormConfig } from '../../api/src/db/orm.config.js';

/** The PostgreSQL server to test against (CI sets it); unset means embedded PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  settings: DbSettings;
  orm: MikroORM;
  /** Close the connection; `drop` also removes the throw-away database (PostgreSQL) */
  close(options?: { drop?: boolean }): Promise<void>;
}

/** A uniquely named database URL on the test server, so parallel runs never see each other's data. */
export function freshDatabaseUrl(base = TEST_DATABASE_URL): string {
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(base);
  url.pathname = `/zhuxie_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

/** Creates the database named by `url` on its server (it must not exist yet). */
export async function createDatabase(url: string): Promise<void> {
  const orm = await MikroORM.init(ormConfig({ databaseUrl: url }));
  try {
    await orm.schema.ensureDatabase({ create: true });
  } finally {
    await orm.close(true);
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const orm = await MikroORM.init(ormConfig({ databaseUrl: admin.toString() }));
  try {
    await orm.schema.dropDatabase(name);
  } finally {
    await orm.close(true);
  }
}

/**
 * Opens a migrated, empty database: a new PostgreSQL database when TEST_DATABASE_URL is set, else an
 * in-memory PGlite (or the PGlite folder `pgliteDir`, for restart tests).
 */
export async function openTestDatabase(
  options: { pgliteDir?: string; databaseUrl?: string } = {},
): Promise<TestDatabase> {
  let settings: DbSettings;
  let created = false;
  if (options.databaseUrl) {
    settings = { databaseUrl: options.databaseUrl };
  } else if (TEST_DATABASE_URL) {
    settings = { databaseUrl: freshDatabaseUrl() };
    await createDatabase(settings.databaseUrl!);
    created = true;
  } else {
    settings = { pgliteDir: options.pgliteDir ?? 'memory://' };
  }
  const orm = await openDatabase(settings);
  return {
    settings,
    orm,
    async close({ drop = created } = {}) {
      await orm.close(true);
      if (drop && settings.databaseUrl) await dropDatabase(settings.databaseUrl);
    },
  };
}
