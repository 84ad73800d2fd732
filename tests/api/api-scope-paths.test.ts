import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const GRANT = `mutation($input: GrantInput!) { grantRoles(input: $input) }`;
const GRANT_TREE = `{ grantTree { menus { id code } apiScopes { id scopePath } } }`;
const SUBMIT_ROLE = `mutation($input: RoleInput!) { submitRole(input: $input) { id } }`;
const SUBMIT_USER = `mutation($input: UserInput!) { submitUser(input: $input) { id } }`;
const PASSWORD = 'Scope-Pass-2026';

let s: TestServer;
let admin: ApiClient;
let token: string;
let grant: (withScope: boolean) => Promise<void>;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  const tree = (
    await admin.gql<{
      grantTree: { menus: { id: string; code: string }[]; apiScopes: { id: string; scopePath: string }[] };
    }>(GRANT_TREE)
  ).data!.grantTree;
  const userApi = tree.apiScopes.find((a) => a.scopePath.startsWith('/api/blade-system/user/'))!;
  const role = (
    await admin.gql<{ submitRole: { id: string } }>(SUBMIT_ROLE, {
      input: { roleName: '用户路径', roleAlias: 'user_paths' },
    })
  ).data!.submitRole;
  const menuIds = ['system', 'user'].map((c) => tree.menus.find((m) => m.code === c)!.id);
  grant = async (withScope) => {
    const r = await admin.gql(GRANT, {
      input: { roleIds: [role.id], menuIds, apiScopeIds: withScope ? [userApi.id] : [] },
    });
    expect(r.errors).toBeUndefined();
  };
  await grant(false);
  expect(
    (await admin.gql(SUBMIT_USER, { input: { account: 'pathuser', password: PASSWORD, roleIds: [role.id] } })).errors,
  ).toBeUndefined();
  token = (await s.login('pathuser', PASSWORD)).token;
});
afterAll(async () => {
  await s?.stop();
});

/** A raw HTTP request: the path goes on the wire exactly as written (fetch would normalise dot segments). */
function raw(method: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers: { 'blade-auth': `bearer ${token}` } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Spellings the router dispatches to the user list handler. */
const DISPATCHED = [
  '/api/blade-system/user/list',
  '/api/blade-system/USER/list',
  '/api/blade-system/user/LIST',
  '/api/Blade-System/User/List',
  '/API/blade-system/user/list',
  '/api/blade-system/user/list/',
  '/api/blade-system/user/list//',
  '/api/blade-system//user/list',
  '/api//blade-system/user/list',
  '/api/blade-system/user//list',
  '/api/blade-system/%75ser/list',
  '/api/blade-system/%55SER/list',
  '/api/blade-system/user/%6c%69%73%74',
  '/api/%62lade-system/user/list',
  '/api/blade-system/./user/list',
  '/api/blade-system/user/./list/.',
  '/api/blade-system/user/list?current=1&size=10',
  '/api/blade-system/user/list/?size=10',
];

/** Spellings that must never reach a handler: refused as malformed or unknown. */
const REFUSED = [
  '/api/blade-system/x/../user/list',
  '/api/blade-system/user/%2e%2e/user/list',
  '/api/blade-system/user%2flist',
  '/api/blade-system/user%2Flist',
  '/api/blade-system%5cuser/list',
  '/api/blade-system/user/list%00',
  '/api/blade-system/user/list%',
  '/api/blade-system/user/list%zz',
  '/api/blade-system/%2575ser/list',
  '/api/blade-system/user/list;jsessionid=1',
  '/api/blade-system/user/list%20',
  '/api/blade-system/user/list.json',
];

describe('API scopes hold for every spelling of a path', () => {
  it('refuses every dispatched spelling without the scope, and admits every one with it', async () => {
    for (const path of DISPATCHED) {
      const r = await raw('GET', path);
      expect({ path, status: r.status }).toEqual({ path, status: 403 });
      expect(r.body).toContain('没有访问该接口的权限');
    }
    expect((await raw('HEAD', '/api/blade-system/user/list')).status).toBe(403);
    expect((await raw('HEAD', '/api/blade-system/USER/list/')).status).toBe(403);
    for (const path of REFUSED) {
      const r = await raw('GET', path);
      expect({ path, ok: r.status >= 200 && r.status < 300 }).toEqual({ path, ok: false });
      expect({ path, status: [400, 403, 404].includes(r.status) }).toEqual({ path, status: true });
    }
    await grant(true);
    try {
      for (const path of DISPATCHED) {
        const r = await raw('GET', path);
        expect({ path, status: r.status }).toEqual({ path, status: 200 });
        expect(JSON.parse(r.body)).toMatchObject({ success: true, data: { records: expect.any(Array) } });
      }
      // Still not a way in once granted: malformed spellings stay refused.
      for (const path of REFUSED)
        expect({ path, ok: (await raw('GET', path)).status < 300 }).toEqual({ path, ok: false });
    } finally {
      await grant(false);
    }
  });

  it('answers a malformed path with a clear 400, never a 500', async () => {
    for (const path of [
      '/api/blade-system/user/list%00',
      '/api/blade-system/user%2flist',
      '/api/blade-system/user/list%zz',
      '/api/a/../blade-system/user/list',
    ]) {
      const r = await raw('GET', path);
      expect({ path, status: r.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(r.body)).toMatchObject({ success: false, msg: '请求路径无效' });
    }
  });
});
