/** npm run db:seed: migrates, then adds any missing base and demo data to the configured database. */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { dbSettingsOf, describeDatabase, openDatabase } from '../db/database.js';
import { seedAll } from '../db/seeders/seed.js';
import { underStartupLock } from '../db/startup.js';

const settings = dbSettingsOf(loadConfig());
const orm = await openDatabase(settings, { migrate: false });
try {
  await underStartupLock(orm, settings, async () => {
    await orm.migrator.up();
    await seedAll(orm);
  });
  console.log(`${describeDatabase(settings)}: base and demo data present`);
} finally {
  await orm.close(true);
}
