import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MikroORM } from '@mikro-orm/core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../api/src/db/database.js';
import { ormConfig } from '../../api/src/db/orm.config.js';
import { createDatabase, dropDatabase, freshDatabaseUrl, TEST_DATABASE_URL } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database new test databases are copied from. */
    pgTemplate?: string;
    /** A dump of a migrated PGlite data folder new in-memory test databases are loaded from. */
    pgliteDump?: string;
  }
}

/**
 * Global setup of the API project: migrates one database per run (a template database on the PostgreSQL server
 * under test, else a PGlite data folder dumped to a file), so that each test file copies it in a fraction of a
 * second instead of migrating an empty database (tests/support/database.ts). Removed again after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (TEST_DATABASE_URL) {
    const url = freshDatabaseUrl();
    const name = new URL(url).pathname.slice(1);
    await createDatabase(url);
    const orm = await openDatabase({ databaseUrl: url });
    await orm.close(true);
    project.provide('pgTemplate', name);
    return () => dropDatabase(url);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'zhuxie-pglite-template-'));
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const config = ormConfig({ pgliteDir: 'memory://' });
  const orm = await MikroORM.init({ ...config, driverOptions: { ...config.driverOptions, pglite } });
  await orm.migrator.up();
  await orm.close(true);
  const dump = path.join(dir, 'migrated.tar');
  writeFileSync(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDump', dump);
  return async () => rmSync(dir, { recursive: true, force: true });
}
