import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { FileService } from '../storage/file.service.js';
import { OssConfig } from '../storage/oss.entity.js';

/** One check of /readyz: ok, or why not. */
export interface ReadinessCheck {
  name: 'database' | 'migrations' | 'storage';
  ok: boolean;
  detail?: string;
}

const PROBE_KEY = '000000/20000101/00000000-0000-4000-8000-000000000000.txt';
const TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 200);

/**
 * What a load balancer asks before sending traffic (/readyz): the database answers, every committed migration
 * is applied, and the storage in use is reachable (the local folder is writable; every enabled S3-compatible
 * configuration answers a HEAD request).
 */
export async function readiness(orm: MikroORM, files: FileService): Promise<ReadinessCheck[]> {
  const checks: ReadinessCheck[] = [];
  try {
    await withTimeout(orm.em.getConnection().execute('select 1'), 'the database');
    checks.push({ name: 'database', ok: true });
  } catch (e) {
    checks.push({ name: 'database', ok: false, detail: reason(e) });
    return [
      ...checks,
      { name: 'migrations', ok: false, detail: 'database unavailable' },
      { name: 'storage', ok: false, detail: 'database unavailable' },
    ];
  }
  try {
    const pending = await withTimeout(orm.migrator.getPending(), 'the migration table');
    checks.push(
      pending.length
        ? { name: 'migrations', ok: false, detail: `${pending.length} pending` }
        : { name: 'migrations', ok: true },
    );
  } catch (e) {
    checks.push({ name: 'migrations', ok: false, detail: reason(e) });
  }
  try {
    await mkdir(files.settings.dir, { recursive: true });
    await access(files.settings.dir, constants.W_OK);
    const enabled = await orm.em.fork().find(OssConfig, { status: 1, isDeleted: 0 }, { filters: false });
    for (const config of enabled) {
      if (config.category === 'local') continue;
      await withTimeout(files.driverOf(config).exists(PROBE_KEY), `storage configuration ${config.ossCode}`);
    }
    checks.push({ name: 'storage', ok: true });
  } catch (e) {
    checks.push({ name: 'storage', ok: false, detail: reason(e) });
  }
  return checks;
}
