/** npm run db:migrate: applies pending migrations to the configured database. */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { dbSettingsOf, describeDatabase, openDatabase } from '../db/database.js';
import { underStartupLock } from '../db/startup.js';

const settings = dbSettingsOf(loadConfig());
const orm = await openDatabase(settings, { migrate: false });
try {
  // The same lock as a starting instance: an upgrade run beside running instances migrates once.
  const done = await underStartupLock(orm, settings, () => orm.migrator.up());
  console.log(
    `${describeDatabase(settings)}: ${done.length ? `applied ${done.map((m) => m.name).join(', ')}` : 'up to date'}`,
  );
} finally {
  await orm.close(true);
}
