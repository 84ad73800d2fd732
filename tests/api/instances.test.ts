import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/database.js';
import type { SeedResult } from '../../api/src/db/seeders/seed.js';
import { prepareDatabase } from '../../api/src/db/startup.js';
import { LOG_RETENTION_CRON } from '../../api/src/engine/audit/audit.service.js';
import { RATE_LIMITS } from '../../api/src/engine/limits/rate-limits.js';
import { S3Storage } from '../../api/src/engine/storage/s3.driver.js';
import {
  createDatabase,
  dropDatabase,
  freshDatabaseUrl,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../support/database.js';
import { PDF_MINI, PNG_1PX, upload } from '../support/files.js';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.js';
import { CRASH_JOB_TIMINGS } from '../support/jobs-timings.js';
import { REPO_ROOT } from '../support/process.js';
import { type S3Server, startS3rver } from '../support/s3rver.js';

/**
 * N stateless instances (issue 29): two API instances, each with its own ORM and connection pool, on one fresh
 * PostgreSQL database and one S3-compatible store (a real s3rver process), as behind a load balancer. They start
 * at once on the empty database (migrations and seeding under the advisory lock run once), a session begun on one
 * continues on the other, a file uploaded through one downloads through the other, failed sign-ins split across
 * them reach the limits together, and a scheduled job runs once across both. Each instance has a local file
 * folder of its own, so only the object store can carry a file from one to the other.
 *
 * Needs a PostgreSQL server (TEST_DATABASE_URL, as in CI's PostgreSQL tier): the embedded PGlite database is one
 * process with one session, so there is no second instance to start.
 */
const SKIP_REASON = 'needs PostgreSQL (TEST_DATABASE_URL): embedded PGlite is one process, there is no second instance';
const ENV = { JWT_SECRET: 'two-instances-share-this-secret-0123456789' };
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }`;
const REFRESH = `mutation($input: RefreshInput!) { refreshToken(input: $input) { accessToken refreshToken } }`;
const RETRY = /^操作过于频繁，请\d+(秒|分钟)后再试$/;

let url: string;
let s3: S3Server;
const dirs: string[] = [];
let a: TestServer;
let b: TestServer;
const seeded: SeedResult[] = [];

/** One instance as main.ts starts it: its own pool, migrations and seeding under the startup lock, then the app. */
async function startInstance(): Promise<TestServer> {
  const settings = { databaseUrl: url };
  const orm = await openDatabase(settings, { migrate: false });
  seeded.push(await prepareDatabase(orm, settings, { demo: false, adminPassword: TEST_ADMIN_PASSWORD }));
  const db: TestDatabase = { settings, orm, close: () => orm.close(true) };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zhuxie-instance-'));
  dirs.push(dataDir);
  return startTestServer({ db, seed: false, env: { ...ENV, DATA_DIR: dataDir }, jobs: CRASH_JOB_TIMINGS });
}

const sql = async <T>(query: string): Promise<T[]> => a.db.orm.em.getConnection().execute<T[]>(query);
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(done: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await sleep(200);
}
/** Waits until the second of the minute is at most `max`, so what follows stays in one one-minute schedule slot. */
async function earlyInMinute(max: number): Promise<void> {
  while (new Date().getSeconds() > max) await sleep(500);
}

describe.skipIf(!TEST_DATABASE_URL)(
  `two instances on one PostgreSQL database (${TEST_DATABASE_URL ? 'PostgreSQL' : SKIP_REASON})`,
  () => {
    beforeAll(async () => {
      url = freshDatabaseUrl();
      await createDatabase(url);
      s3 = await startS3rver('zhuxie-instances');
      [a, b] = await Promise.all([startInstance(), startInstance()]);
    }, 120_000);
    afterAll(async () => {
      await Promise.allSettled([a?.stop(), b?.stop()]);
      await s3?.stop();
      if (url) await dropDatabase(url);
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('both start at once on the empty database and seed it once', async () => {
      expect(seeded.map((r) => r.freshDatabase).sort()).toEqual([false, true]);
      expect(await sql<{ n: string }>(`select count(*) as n from blade_tenant`)).toEqual([{ n: '1' }]);
      expect(await sql(`select account from blade_user`)).toEqual([{ account: 'admin' }]);
      expect(await sql(`select param_key from blade_param group by tenant_id, param_key having count(*) > 1`)).toEqual(
        [],
      );
      expect(
        await sql(
          `select code, dict_key from blade_dict group by tenant_id, code, dict_key, parent_id having count(*) > 1`,
        ),
      ).toEqual([]);
      expect(await sql(`select name from mikro_orm_migrations group by name having count(*) > 1`)).toEqual([]);
      for (const s of [a, b]) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    });

    it('signs in on A and refreshes on B; a logout on B ends the session on A at once', async () => {
      const signedIn = await a.gql<{ login: { accessToken: string; refreshToken: string } }>(LOGIN, {
        input: { tenantId: '000000', account: 'admin', password: TEST_ADMIN_PASSWORD },
      });
      expect(signedIn.errors).toBeUndefined();
      const refreshed = await b.gql<{ refreshToken: { accessToken: string; refreshToken: string } }>(REFRESH, {
        input: { refreshToken: signedIn.data!.login.refreshToken },
      });
      expect(refreshed.errors).toBeUndefined();
      const access = { authorization: `Bearer ${refreshed.data!.refreshToken.accessToken}` };
      for (const s of [a, b])
        expect(
          (await s.gql<{ me: { account: string } }>(`{ me { account } }`, undefined, access)).data?.me.account,
        ).toBe('admin');
      // The old refresh token was rotated on B: A refuses it too.
      expect(
        (await a.gql(REFRESH, { input: { refreshToken: signedIn.data!.login.refreshToken } })).errors?.[0]?.extensions
          ?.code,
      ).toBe('UNAUTHENTICATED');
      expect((await b.gql(`mutation { logout }`, undefined, access)).data).toEqual({ logout: true });
      expect((await a.gql(`{ me { account } }`, undefined, access)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it('stores a file uploaded through A in the object store, and B serves it and presigns uploads to the same store', async () => {
      const adminA = await a.login('admin');
      const config = await adminA.gql<{ submitOssConfig: { id: string } }>(
        `mutation($i: OssConfigInput!) { submitOssConfig(input: $i) { id } }`,
        {
          i: {
            category: 's3',
            ossCode: 's3rver',
            endpoint: s3.url,
            bucketName: s3.bucket,
            accessKey: s3.accessKey,
            secretKey: s3.secretKey,
            pathStyle: true,
          },
        },
      );
      expect(config.errors).toBeUndefined();
      expect(
        (
          await adminA.gql(`mutation($id: ID!) { enableOssConfig(id: $id) { status } }`, {
            id: config.data!.submitOssConfig.id,
          })
        ).errors,
      ).toBeUndefined();
      const auth = { authorization: `Bearer ${adminA.token}` };
      const put = await upload(
        a.url,
        '/api/blade-resource/oss/endpoint/put-file-attach',
        { name: '两实例.png', body: PNG_1PX },
        auth,
      );
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const link = new URL(put.body.data!.link as string);
      const fromB = await fetch(`${b.url}${link.pathname}`);
      expect(fromB.status).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(PNG_1PX)).toBe(true);
      // B hands out a presigned upload to the same store, and the object lands there.
      const token = await b
        .with(auth)
        .rest<{ uploadUrl: string; storage: string; key: string }>(
          'GET',
          '/api/blade-resource/oss/endpoint/upload-token?fileName=scan.pdf',
        );
      expect(token.body.data.storage).toBe('s3');
      expect(new URL(token.body.data.uploadUrl).origin).toBe(s3.url);
      expect(
        (
          await fetch(token.body.data.uploadUrl, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/pdf' },
            body: new Uint8Array(PDF_MINI),
          })
        ).status,
      ).toBe(200);
      const store = new S3Storage({
        endpoint: s3.url,
        region: 'us-east-1',
        bucket: s3.bucket,
        accessKey: s3.accessKey,
        secretKey: s3.secretKey,
        pathStyle: true,
      });
      try {
        expect(await store.exists(token.body.data.key)).toBe(true);
        expect(await store.exists(link.pathname.replace(/^\/files\//, ''))).toBe(true);
      } finally {
        store.client.destroy();
      }
    });

    it('failed sign-ins split across A and B reach the per-account threshold and the per-address limit together', async () => {
      // Per account: wrong passwords from several addresses, alternating instances; then the owner is asked for a captcha on either.
      for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++) {
        const r = await (i % 2 ? a : b).gql(
          LOGIN,
          { input: { tenantId: '000000', account: 'admin', password: `wrong-${i}` } },
          from(`198.51.100.${i + 1}`),
        );
        expect(r.errors?.[0]?.message).toBe('账号或密码错误');
      }
      for (const s of [a, b]) {
        const asked = await s.gql(
          LOGIN,
          { input: { tenantId: '000000', account: 'admin', password: TEST_ADMIN_PASSWORD } },
          from('198.51.100.200'),
        );
        expect(asked.errors?.[0]?.extensions?.code).toBe('CAPTCHA_REQUIRED');
      }
      // Per address: one address trying many accounts, alternating instances, is blocked on both after the limit.
      const ip = '198.51.100.250';
      for (let i = 0; i < RATE_LIMITS.loginIp.points; i++) {
        const r = await (i % 2 ? a : b).gql(
          LOGIN,
          { input: { tenantId: '000000', account: `nobody${i}`, password: 'wrong-password' } },
          from(ip),
        );
        expect(r.errors?.[0]?.message).toBe('账号或密码错误');
      }
      for (const s of [a, b]) {
        const blocked = await s.gql(
          LOGIN,
          { input: { tenantId: '000000', account: 'nobody', password: 'wrong-password' } },
          from(ip),
        );
        expect(blocked.status).toBe(429);
        expect(blocked.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
        expect(blocked.errors?.[0]?.message).toMatch(RETRY);
      }
    });

    it('runs each occurrence of a scheduled job once across both instances, through the PostgreSQL queue', async () => {
      expect([a.app.jobs.runner, b.app.jobs.runner]).toEqual(['queue', 'queue']);
      // The log cleanup is scheduled in the queue once, whichever instance registered it.
      expect(await sql(`select name, cron from pgboss.schedule where name = 'log-retention'`)).toEqual([
        { name: 'log-retention', cron: LOG_RETENTION_CRON },
      ]);

      // A probe due every second: pg-boss files one job per one-minute slot, whatever the number of instances.
      // Start well inside a minute, so the observation stays in one slot.
      await earlyInMinute(35);
      const runs: { instance: string; at: number }[] = [];
      const probe = (instance: string) => ({
        name: 'instances-probe',
        cron: '* * * * * *',
        run: async () => void runs.push({ instance, at: Date.now() }),
      });
      await Promise.all([a.app.jobs.define(probe('A')), b.app.jobs.define(probe('B'))]);
      const until = Date.now() + 15_000;
      while (runs.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect(runs.length).toBe(1);
      // Both instances keep checking the schedule every second: no second run comes for the same slot.
      await new Promise((r) => setTimeout(r, 5_000));
      const slot = (t: number) => Math.floor(t / 60_000);
      const perSlot = new Map<number, number>();
      for (const r of runs) perSlot.set(slot(r.at), (perSlot.get(slot(r.at)) ?? 0) + 1);
      expect([...perSlot.values()].every((n) => n === 1)).toBe(true);
      expect(runs.length).toBe(1);
      const jobs = await sql<{ n: string }>(
        `select count(*) as n from pgboss.job where name = 'instances-probe' and state = 'completed'`,
      );
      expect(jobs).toEqual([{ n: '1' }]);
    }, 60_000);

    it('retries a failed run: the queue hands the job out again, to either instance, until it succeeds', async () => {
      await earlyInMinute(35);
      const attempts: string[] = [];
      const flaky = (instance: string) => ({
        name: 'instances-retry',
        cron: '* * * * * *',
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          attempts.push(instance);
          if (attempts.length === 1) throw new Error('first attempt fails');
        },
      });
      await Promise.all([a.app.jobs.define(flaky('A')), b.app.jobs.define(flaky('B'))]);
      const until = Date.now() + 20_000;
      while (attempts.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 2_000));
      expect(attempts).toHaveLength(2);
      const states = await sql<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = 'instances-retry'`,
      );
      expect(states).toEqual([{ state: 'completed', retry_count: 1 }]);
    }, 60_000);

    it('hands the job of an instance that died mid-run (no more heartbeats) to another instance, which runs it', async () => {
      await earlyInMinute(20);
      // A third instance's job runner, in a process of its own, takes the job and hangs in it; then it is killed.
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/jobs-child.ts', url], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      const exited = new Promise((r) => child.once('exit', r));
      try {
        await waitFor(() => out.includes('RUNNING'), 30_000);
        expect(out).toContain('RUNNING');
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      // A and B work the same queue; their schedule for it is far away, so only the dead instance's job is there to run.
      const runs: string[] = [];
      const takeover = (instance: string) => ({
        name: 'instances-crash',
        cron: '0 0 1 1 *',
        retryDelaySeconds: 1,
        run: async () => void runs.push(instance),
      });
      await Promise.all([a.app.jobs.define(takeover('A')), b.app.jobs.define(takeover('B'))]);
      await waitFor(() => runs.length > 0, 45_000);
      await sleep(3_000);
      expect(runs).toHaveLength(1);
      expect(await sql(`select state, retry_count from pgboss.job where name = 'instances-crash'`)).toEqual([
        { state: 'completed', retry_count: 1 },
      ]);
    }, 120_000);
  },
);
