import path from 'node:path';
import { loadConfig } from '../config.js';
import type { DbSettings } from '../db/orm.config.js';

/** The database the product would open with the current environment (for the db:* scripts). */
export function dbSettingsFromEnv(): DbSettings {
  const config = loadConfig(process.env);
  return { databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') };
}
