import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JobRun } from '../../api/src/engine/jobs/job-run.entity.js';
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/database.js';
import { startTestServer, type TestServer } from '../support/harness.js';

/**
 * The embedded database's in-process job runner records each job's last run in `job_run`; started again after
 * the process was down over an occurrence, it runs the job once at start (log retention here, every 6 hours).
 */
const dir = mkdtempSync(join(tmpdir(), 'zhuxie-jobs-'));
let s: TestServer | undefined;
afterAll(async () => {
  await s?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function lastRun(db: TestDatabase): Promise<number | undefined> {
  return (await db.orm.em.fork().findOne(JobRun, { name: 'log-retention' }))?.lastRun.getTime();
}

// On PostgreSQL the pg-boss queue runs the jobs instead (tests/api/instances.test.ts).
describe.skipIf(TEST_DATABASE_URL)('in-process jobs after downtime (PGlite)', () => {
  it('records the first start, and catches up a run missed while the process was down', async () => {
    const startedAt = Date.now();
    s = await startTestServer({ db: await openTestDatabase({ pgliteDir: dir }), seed: false });
    const seen = await lastRun(s.db);
    expect(seen).toBeGreaterThanOrEqual(startedAt - 1000);
    // Down for three days: the 6-hourly log retention missed its occurrences.
    await s.db.orm.em
      .fork()
      .getConnection()
      .execute(`update job_run set last_run = ? where name = 'log-retention'`, [new Date(startedAt - 3 * 86_400_000)]);
    await s.stop();
    s = undefined;

    const restartedAt = Date.now();
    s = await startTestServer({ db: await openTestDatabase({ pgliteDir: dir }), seed: false });
    await expect.poll(() => lastRun(s!.db), { timeout: 10_000 }).toBeGreaterThanOrEqual(restartedAt - 1000);
    // Two starts of a PGlite database on disk: allow for a loaded machine.
  }, 120_000);
});
