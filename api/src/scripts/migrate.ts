/** npm run db:migrate: applies pending migrations to the configured database. */
import 'reflect-metadata';
import { describeDatabase, openDatabase } from '../db/database.js';
import { dbSettingsFromEnv } from './db-settings.js';

const settings = dbSettingsFromEnv();
const orm = await openDatabase(settings, { migrate: false });
try {
  const done = await orm.migrator.up();
  console.log(`${describeDatabase(settings)}: ${done.length ? `applied ${done.map((m) => m.name).join(', ')}` : 'up to date'}`);
} finally {
  await orm.close(true);
}
