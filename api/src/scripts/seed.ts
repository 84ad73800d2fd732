/** npm run db:seed: migrates, then adds any missing base and demo data to the configured database. */
import 'reflect-metadata';
import { describeDatabase, openDatabase } from '../db/database.js';
import { seedAll } from '../db/seeders/seed.js';
import { dbSettingsFromEnv } from './db-settings.js';

const settings = dbSettingsFromEnv();
const orm = await openDatabase(settings);
try {
  await seedAll(orm);
  console.log(`${describeDatabase(settings)}: base and demo data present`);
} finally {
  await orm.close(true);
}
