import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../api/src/db/seeders/seed.js';
import { LoginLog } from '../../api/src/engine/audit/login-log.entity.js';
import {
  createDatabase,
  dropDatabase,
  freshDatabaseUrl,
  openTestDatabase,
  TEST_DATABASE_URL,
} from '../support/database.js';
import { DEMO_PASSWORD, startTestServer } from '../support/harness.js';
import { startProduct } from '../support/process.js';

const SECRET = 'p'.repeat(40);
const PROD = { NODE_ENV: 'production', JWT_SECRET: SECRET, TRUST_PROXY: 'loopback, 10.0.0.0/8' };
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`;

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'zhuxie-prod-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('production safe defaults', () => {
  it('refuses to serve in production while a demo account keeps its published password, and names it', async () => {
    const db = await openTestDatabase();
    try {
      await seed(db.orm, { demo: true });
      await expect(startTestServer({ db, seed: false, env: PROD })).rejects.toThrow(
        /admin, shenpi, huiyuan, zhuanjia.*published demo password/,
      );
      // Once the passwords are changed, the same database serves.
      const dev = await startTestServer({ db, seed: false });
      for (const account of ['admin', 'shenpi', 'huiyuan', 'zhuanjia']) {
        const user = await dev.login(account, DEMO_PASSWORD);
        const r = await user.gql(
          'mutation { changePassword(input: { oldPassword: "Zhuxie@2026", newPassword: "Tz-9!kq-Vr82", newPassword1: "Tz-9!kq-Vr82" }) { accessToken } }',
        );
        expect(r.errors).toBeUndefined();
      }
      await dev.app.stop();
      const prod = await startTestServer({ db, seed: false, env: PROD });
      const ready = await fetch(`${prod.url}/readyz`);
      expect(ready.status).toBe(200);
      await prod.app.stop();
    } finally {
      await db.close();
    }
  }, 180_000);

  it('seeds no demo accounts on an empty database in production and prints a generated administrator password once', async () => {
    const env: Record<string, string> = { ...PROD, DATA_DIR: tempDir() };
    let databaseUrl: string | undefined;
    if (TEST_DATABASE_URL) {
      databaseUrl = freshDatabaseUrl();
      await createDatabase(databaseUrl);
      env.DATABASE_URL = databaseUrl;
    }
    const product = await startProduct(env, 200_000);
    try {
      expect(product.output()).toContain('Initial administrator: admin / Zx-');
      expect(product.output()).not.toContain(DEMO_PASSWORD);
      const res = await fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: LOGIN,
          variables: { input: { tenantId: '000000', account: 'admin', password: DEMO_PASSWORD } },
        }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message).toBe('账号或密码错误');
    } finally {
      expect(await product.stop('SIGTERM')).toBe(0);
      if (databaseUrl) await dropDatabase(databaseUrl);
    }
  }, 300_000);

  it('turns introspection and field suggestions off in production on the embedded database too', async () => {
    const prod = await startTestServer({ env: PROD });
    try {
      const r = await prod.gql('{ __schema { queryType { name } } }');
      expect(r.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await prod.gql('{ parms { total } }');
      expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
      // Behind the listed proxies (a remote balancer in 10.0.0.0/8 in front of a local one) the client address is believed.
      await prod.gql(
        LOGIN,
        { input: { tenantId: '000000', account: 'admin', password: 'wrong-password-1' } },
        { 'x-forwarded-for': '198.51.100.4, 10.1.2.3' },
      );
      const log = await prod.db.orm.em
        .fork()
        .findOneOrFail(LoginLog, { account: 'admin' }, { orderBy: { createTime: 'desc' } });
      expect(log.ip).toBe('198.51.100.4');
    } finally {
      await prod.stop();
    }
  }, 120_000);
});

describe('health endpoints', () => {
  it('answers /healthz while alive and /readyz when database, migrations and storage are ready', {
    timeout: 90_000,
  }, async () => {
    const s = await startTestServer();
    try {
      const live = await fetch(`${s.url}/healthz`);
      expect(live.status).toBe(200);
      const ready = await fetch(`${s.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: [
          { name: 'database', ok: true },
          { name: 'migrations', ok: true },
          { name: 'storage', ok: true },
        ],
      });
    } finally {
      await s.stop();
    }
  });

  it('is not ready when the storage folder cannot be written', { timeout: 90_000 }, async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const s = await startTestServer({ env: { STORAGE_DIR: path.join(file, 'files') } });
    try {
      const ready = await fetch(`${s.url}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { status: string; checks: { name: string; ok: boolean }[] };
      expect(body.status).toBe('unavailable');
      expect(body.checks.find((c) => c.name === 'storage')?.ok).toBe(false);
      expect(body.checks.find((c) => c.name === 'database')?.ok).toBe(true);
    } finally {
      await s.stop();
    }
  });
});
