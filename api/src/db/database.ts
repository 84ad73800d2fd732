import { MikroORM } from '@mikro-orm/core';
import path from 'node:path';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AppConfig } from '../config.js';
import { type DbSettings, ormConfig } from './orm.config.js';

export type Orm = MikroORM;
export type Em = SqlEntityManager;

/** Connect (or open the embedded database) and bring the schema up to date with the committed migrations. */
export async function openDatabase(settings: DbSettings, options: { migrate?: boolean } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(settings));
  if (options.migrate ?? true) await orm.migrator.up();
  return orm;
}

/** The database a configuration names: DATABASE_URL, else the embedded PGlite folder DATA_DIR/pglite. */
export function dbSettingsOf(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DbSettings {
  return { databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') };
}

export function describeDatabase(settings: DbSettings): string {
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `embedded PostgreSQL (PGlite) in ${settings.pgliteDir ?? 'memory'}`;
}
