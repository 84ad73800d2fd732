/** npm run db:seed: migrates, then adds any missing base and demo data to the configured database. */
import 'reflect-metadata';
import { createFileService } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../engine/log/logger.js';
import { dbSettingsOf, describeDatabase, openDatabase } from '../db/database.js';
import { seedAll } from '../db/seeders/seed.js';
import { underStartupLock } from '../db/startup.js';

const config = loadConfig();
const settings = dbSettingsOf(config);
const orm = await openDatabase(settings, { migrate: false });
try {
  await underStartupLock(orm, settings, async () => {
    await orm.migrator.up();
    await seedAll(orm, createFileService(config, createLogger(config.logLevel)));
  });
  console.log(`${describeDatabase(settings)}: base and demo data present`);
} finally {
  await orm.close(true);
}
