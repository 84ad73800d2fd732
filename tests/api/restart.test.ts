import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, freshDatabaseUrl, TEST_DATABASE_URL } from '../support/database.js';
import { DEMO_PASSWORD } from '../support/harness.js';
import { spawnProduct, startProduct } from '../support/process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zhuxie-restart-'));
let databaseUrl: string | undefined;

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** Signs in as the demo administrator through the legacy token endpoint; answers the auth header. */
async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(
    `${url}/api/blade-auth/oauth/token?grant_type=password&username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
        'tenant-id': '000000',
      },
    },
  );
  const body = (await res.json()) as { access_token: string };
  return { 'blade-auth': `bearer ${body.access_token}` };
}

async function submit(url: string, body: object) {
  const res = await fetch(`${url}/api/blade-system/param/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await signIn(url)) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; data: { id: string } };
}

async function findByKey(url: string, key: string) {
  const res = await fetch(`${url}/api/blade-system/param/list?paramKey=${encodeURIComponent(key)}`, {
    headers: await signIn(url),
  });
  return ((await res.json()) as { data: { records: { paramKey: string; paramValue: string }[] } }).data.records;
}

describe('the product process', () => {
  it('keeps its data across a stop and a start, and closes the database cleanly on SIGTERM and SIGINT', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (TEST_DATABASE_URL) {
      databaseUrl = freshDatabaseUrl();
      await createDatabase(databaseUrl);
      env.DATABASE_URL = databaseUrl;
      env.JWT_SECRET = 'r'.repeat(40);
    }

    const first = await startProduct(env);
    expect(first.output()).toContain('base data seeded with demo data');
    const created = await submit(first.url, { paramName: '重启测试', paramKey: 'restart.key', paramValue: 'kept' });
    expect(created.success).toBe(true);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('database closed');
    const secret = TEST_DATABASE_URL ? undefined : readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');

    const second = await startProduct(env);
    expect(second.output()).not.toContain('base data seeded');
    expect(await findByKey(second.url, 'restart.key')).toEqual([expect.objectContaining({ paramValue: 'kept' })]);
    // Demo data was seeded once, not again.
    expect(await findByKey(second.url, 'member.department.phone')).toHaveLength(1);
    // The generated secret is kept, so tokens survive restarts.
    if (secret) expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(await second.stop('SIGINT')).toBe(0);
    expect(second.output()).toContain('database closed');
  }, 120_000);

  it('refuses a bad configuration value with one clear line', async () => {
    const child = spawnProduct({ PORT: 'abc', DATA_DIR: dataDir });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(err.trim()).toBe('Configuration error: PORT=abc is invalid: expected a whole number from 0 to 65535');
  }, 60_000);
});
