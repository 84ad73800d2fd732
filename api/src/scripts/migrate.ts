/** npm run db:migrate: applies pending migrations to the configured database. */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { dbSettingsOf, describeDatabase, openDatabase } from '../db/database.js';

const settings = dbSettingsOf(loadConfig());
const orm = await openDatabase(settings, { migrate: false });
try {
  const done = await orm.migrator.up();
  console.log(`${describeDatabase(settings)}: ${done.length ? `applied ${done.map((m) => m.name).join(', ')}` : 'up to date'}`);
} finally {
  await orm.close(true);
}
