import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/core';
import { inject } from 'vitest';
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

/** Works on the server of `url` through its maintenance database `postgres` (CREATE / DROP DATABASE). */
async function onServer(url: string, work: (orm: MikroORM) => Promise<unknown>): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const orm = await MikroORM.init(ormConfig({ databaseUrl: admin.toString() }));
  try {
    await work(orm);
  } finally {
    await orm.close(true);
  }
}

/**
 * Creates the database named by `url` as a copy of the migrated template database `template`
 * (tests/support/template-database.ts). A copy fails while another copy of the same template is being made; it is
 * retried.
 */
async function copyTemplate(url: string, template: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(url, (orm) => orm.em.getConnection().execute(`create database "${name}" template "${template}"`));
      return;
    } catch (e) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** What the API project's global setup prepared (absent outside it, e.g. in the unit project). */
function prepared(): { pgTemplate?: string; pgliteDump?: string } {
  try {
    return { pgTemplate: inject('pgTemplate'), pgliteDump: inject('pgliteDump') };
  } catch {
    return {};
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onServer(url, (orm) => orm.schema.dropDatabase(name));
}

/**
 * Opens a migrated, empty database: a new PostgreSQL database when TEST_DATABASE_URL is set, else an
 * in-memory PGlite (or the PGlite folder `pgliteDir`, for restart tests).
 *
 * Migrating an empty database takes seconds and every test file needs one: unless `fromEmpty` is asked, the new
 * database starts as a copy of the database the global setup migrated once per run (a PostgreSQL template
 * database, or a PGlite data folder dump), and migrating it then finds nothing pending.
 */
export async function openTestDatabase(
  options: { pgliteDir?: string; databaseUrl?: string; fromEmpty?: boolean } = {},
): Promise<TestDatabase> {
  let settings: DbSettings;
  let created = false;
  const { pgTemplate, pgliteDump } = options.fromEmpty ? {} : prepared();
  let orm: MikroORM;
  if (options.databaseUrl) {
    settings = { databaseUrl: options.databaseUrl };
    orm = await openDatabase(settings);
  } else if (TEST_DATABASE_URL) {
    settings = { databaseUrl: freshDatabaseUrl() };
    if (pgTemplate) await copyTemplate(settings.databaseUrl!, pgTemplate);
    else await createDatabase(settings.databaseUrl!);
    created = true;
    orm = await openDatabase(settings);
  } else if (!options.pgliteDir && pgliteDump) {
    settings = { pgliteDir: 'memory://' };
    // A function: MikroORM copies plain option objects, which the Blob does not survive.
    const config = ormConfig(settings);
    const driverOptions = () => ({ ...config.driverOptions, loadDataDir: new Blob([readFileSync(pgliteDump)]) });
    orm = await MikroORM.init({ ...config, driverOptions });
    await orm.migrator.up();
  } else {
    settings = { pgliteDir: options.pgliteDir ?? 'memory://' };
    orm = await openDatabase(settings);
  }
  return {
    settings,
    orm,
    async close({ drop = created } = {}) {
      await orm.close(true);
      if (drop && settings.databaseUrl) await dropDatabase(settings.databaseUrl);
    },
  };
}
