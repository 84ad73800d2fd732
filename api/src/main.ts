import 'reflect-metadata';
import { createApp, createFileService, StartRefusal } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { dbSettingsOf, describeDatabase, openDatabase } from './db/database.js';
import { prepareDatabase } from './db/startup.js';
import { createLogger } from './engine/log/logger.js';

/**
 * Start the product: read the configuration, open the database (embedded PGlite in DATA_DIR, or
 * DATABASE_URL), run migrations and seed an empty database under the startup lock, serve everything on PORT.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const log = createLogger(config.logLevel);
  const db = dbSettingsOf(config);
  // Migrations and seeding run under a database-wide lock, so instances started together do them once.
  const orm = await openDatabase(db, { migrate: false });
  let seeded;
  try {
    seeded = await prepareDatabase(orm, db, {
      demo: config.seedDemo,
      adminPassword: config.adminPassword,
      files: createFileService(config, log),
    });
  } catch (e) {
    await orm.close(true);
    throw e;
  }
  let app;
  try {
    app = await createApp({ config, orm, log });
  } catch (e) {
    await orm.close(true);
    throw e;
  }
  const port = await app.listen(config.port);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.stop();
      await orm.close(true);
      log.info('database closed');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `  Zhuxie is running at ${url}`,
    `  GraphQL: ${url}/graphql   REST: ${url}/api/...`,
    `  Database: ${describeDatabase(db)}${seeded.freshDatabase ? ' (new: base data seeded' + (seeded.demoSeeded ? ' with demo data)' : ')') : ''}`,
    seeded.demoAccounts.length
      ? `  Demo accounts:\n${seeded.demoAccounts.map((a) => `    ${a.account} / ${a.password}  (${a.role})`).join('\n')}`
      : seeded.generatedAdminPassword
        ? `  Initial administrator: admin / ${seeded.generatedAdminPassword}  (shown once: change it after signing in)`
        : '  Demo accounts: none (SEED_DEMO=false)',
    '  Stop with Ctrl+C.',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  if (err instanceof StartRefusal) {
    console.error(`Start refused: ${err.message}`);
    process.exit(3);
  }
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  if (process.env.LOG_LEVEL === 'debug' && err instanceof Error) console.error(err.stack);
  process.exit(1);
});
