import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness.js';

const SUBMIT = `mutation($input: ClientInput!) { submitOauthClient(input: $input) { id clientId permissionCodes rateLimitPerMinute } }`;
const PARAMS = `{ params(page: { current: 1, size: 1 }) { total } }`;
const CLIENTS = `{ oauthClients(page: { current: 1, size: 1 }) { total } }`;

let s: TestServer;
let admin: Awaited<ReturnType<TestServer['login']>>;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  for (const [clientId, rate] of [
    ['cc-robot', 600],
    ['cc-slow', 3],
  ] as const) {
    const r = await admin.gql(SUBMIT, {
      input: {
        clientId,
        clientSecret: `${clientId}-secret-2026`,
        grantTypes: ['client_credentials'],
        accessTokenValidity: 600,
        refreshTokenValidity: 3600,
        permissionCodes: ['param', 'param_delete'],
        rateLimitPerMinute: rate,
      },
    });
    expect(r.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await s?.stop();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
async function token(id: string, secret: string, viaForm = false) {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (viaForm) {
    form.set('client_id', id);
    form.set('client_secret', secret);
  }
  const res = await fetch(`${s.url}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(viaForm ? {} : { authorization: basic(id, secret) }),
    },
    body: form.toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('OAuth client-credentials grant', () => {
  it('refuses unknown codes in the client form', async () => {
    const r = await admin.gql(SUBMIT, {
      input: {
        clientId: 'cc-bad',
        clientSecret: 'cc-bad-secret-2026',
        grantTypes: ['client_credentials'],
        accessTokenValidity: 600,
        refreshTokenValidity: 3600,
        permissionCodes: ['no_such_code'],
      },
    });
    expect(r.errors?.[0]?.message).toBe('权限编号不存在');
  });

  it('lets staff grant a client only codes they hold themselves (codes it already had may stay)', async () => {
    const tree = await admin.gql<{ grantTree: { menus: { id: string; code: string }[] } }>(
      `{ grantTree { menus { id code } } }`,
    );
    const ids = (...codes: string[]) => codes.map((c) => tree.data!.grantTree.menus.find((m) => m.code === c)!.id);
    const role = await admin.gql<{ submitRole: { id: string } }>(
      `mutation { submitRole(input: { roleName: "应用维护", roleAlias: "client_keeper" }) { id } }`,
    );
    const roleId = role.data!.submitRole.id;
    const granted = await admin.gql(`mutation($input: GrantInput!) { grantRoles(input: $input) }`, {
      input: { roleIds: [roleId], menuIds: ids('system', 'client', 'client_add', 'client_edit', 'param') },
    });
    expect(granted.errors).toBeUndefined();
    const user = await admin.gql(`mutation($input: UserInput!) { submitUser(input: $input) { id } }`, {
      input: { account: 'clientkeeper', password: 'Keeper-Pass-2026', roleIds: [roleId] },
    });
    expect(user.errors).toBeUndefined();
    const keeper = await s.login('clientkeeper', 'Keeper-Pass-2026');
    const input = {
      clientId: 'cc-keeper',
      clientSecret: 'cc-keeper-secret-2026',
      grantTypes: ['client_credentials'],
      accessTokenValidity: 600,
      refreshTokenValidity: 3600,
    };
    const beyond = await keeper.gql(SUBMIT, { input: { ...input, permissionCodes: ['param', 'user'] } });
    expect(beyond.errors?.[0]?.message).toBe('只能授予你自己拥有的权限');
    expect(beyond.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'permissionCodes', message: '只能授予你自己拥有的权限' },
    ]);
    const SAVE = `mutation($input: ClientInput!) { submitOauthClient(input: $input) { id version permissionCodes rateLimitPerMinute } }`;
    type Saved = {
      submitOauthClient: { id: string; version: number; permissionCodes: string[]; rateLimitPerMinute: number };
    };
    const held = await keeper.gql<Saved>(SAVE, { input: { ...input, permissionCodes: ['param'] } });
    expect(held.errors).toBeUndefined();
    // The administrator adds a code the keeper does not hold; the keeper's later edit keeps it.
    const robot = held.data!.submitOauthClient;
    const edit = { ...input, clientSecret: undefined, id: robot.id };
    const added = await admin.gql<Saved>(SAVE, {
      input: { ...edit, version: robot.version, permissionCodes: ['param', 'user'] },
    });
    expect(added.errors).toBeUndefined();
    const kept = await keeper.gql<Saved>(SAVE, {
      input: {
        ...edit,
        version: added.data!.submitOauthClient.version,
        permissionCodes: ['param', 'user'],
        rateLimitPerMinute: 60,
      },
    });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.submitOauthClient).toMatchObject({ permissionCodes: ['param', 'user'], rateLimitPerMinute: 60 });
  });

  it('issues a token with no refresh token, limited to exactly the client’s codes', async () => {
    const issued = await token('cc-robot', 'cc-robot-secret-2026');
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: 'bearer', expires_in: 600, client_id: 'cc-robot' });
    expect(issued.body.permissions).toEqual(['param', 'param_delete']);
    expect(issued.body.refresh_token).toBeUndefined();
    const auth = { authorization: `Bearer ${issued.body.access_token as string}` };
    const params = await s.gql<{ params: { total: number } }>(PARAMS, undefined, auth);
    expect(params.errors).toBeUndefined();
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, auth)).status).toBe(200);
    const clients = await s.gql(CLIENTS, undefined, auth);
    expect(clients.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const restClients = await s.rest('GET', '/api/blade-system/client/list', undefined, auth);
    expect(restClients.status).toBe(403);
    expect(restClients.body).toMatchObject({ code: 403, success: false });
    // Form fields work as well as HTTP Basic.
    const form = await token('cc-robot', 'cc-robot-secret-2026', true);
    expect(form.status).toBe(200);
  });

  it('refuses a wrong secret and a client without the grant', async () => {
    const wrong = await token('cc-robot', 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 401, success: false, msg: '客户端认证失败' });
    const saber = await token('saber', 'saber_secret');
    expect(saber.status).toBe(400);
    expect(saber.body).toMatchObject({ success: false, msg: '不支持的授权类型' });
    expect((await token('cc-robot', 'cc-robot-secret-2026')).status).toBe(200);
    // The attempts are in the login log under the service account, the failure feeding the address's throttle.
    const rows = await s.db.orm.em
      .fork()
      .getConnection()
      .execute<{ tenant_id: string; method: string; result: string }[]>(
        `select tenant_id, method, result from blade_log_login where account = 'client:cc-robot' order by create_time`,
      );
    expect(rows.map((r) => r.result)).toContain('bad_credentials');
    expect(rows.at(-1)).toMatchObject({ tenant_id: '000000', method: 'client_credentials', result: 'success' });
    const unknown = await token('cc-nobody', 'whatever-secret');
    expect(unknown.status).toBe(401);
    const nobody = await s.db.orm.em
      .fork()
      .getConnection()
      .execute<{ result: string }[]>(`select result from blade_log_login where account = 'client:cc-nobody'`);
    expect(nobody).toEqual([{ result: 'bad_credentials' }]);
  });

  it('records the calls of the service token under the client’s name', async () => {
    const issued = await token('cc-robot', 'cc-robot-secret-2026');
    const auth = { authorization: `Bearer ${issued.body.access_token as string}` };
    const removed = await s.rest('POST', '/api/blade-system/param/remove?ids=no-such-id', undefined, auth);
    expect(removed.status).toBeLessThan(500);
    const rows = await s.db.orm.em
      .fork()
      .getConnection()
      .execute<{ create_by: string; request_uri: string }[]>(
        `select create_by, request_uri from blade_log_api where request_uri = '/api/blade-system/param/remove' order by create_time desc limit 1`,
      );
    expect(rows[0]).toEqual({ create_by: 'client:cc-robot', request_uri: '/api/blade-system/param/remove' });
  });

  it('ends older tokens when the client changes, and refuses them once the grant is taken away', async () => {
    const issued = await token('cc-robot', 'cc-robot-secret-2026');
    const auth = { authorization: `Bearer ${issued.body.access_token as string}` };
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, auth)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const conn = s.db.orm.em.fork().getConnection();
    await conn.execute(
      `update blade_client set grant_types = '{password}', update_time = now() where client_id = 'cc-robot'`,
    );
    const after = await s.rest('GET', '/api/blade-system/param/list', undefined, auth);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, success: false });
    await conn.execute(`update blade_client set grant_types = '{client_credentials}' where client_id = 'cc-robot'`);
  });

  it('answers 429 in the envelope past the client’s per-minute limit', async () => {
    const issued = await token('cc-slow', 'cc-slow-secret-2026');
    const auth = { authorization: `Bearer ${issued.body.access_token as string}` };
    for (let i = 0; i < 3; i++)
      expect((await s.rest('GET', '/api/blade-system/param/list', undefined, auth)).status).toBe(200);
    const limited = await s.rest('GET', '/api/blade-system/param/list', undefined, auth);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, success: false });
    expect(limited.body.msg).toMatch(/^操作过于频繁/);
    // Another client is not affected.
    const other = await token('cc-robot', 'cc-robot-secret-2026');
    const otherAuth = { authorization: `Bearer ${other.body.access_token as string}` };
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, otherAuth)).status).toBe(200);
  });

  it('reaches a path an API scope guards only when the client is granted that scope', async () => {
    const conn = s.db.orm.em.fork().getConnection();
    const [scope] = await conn.execute<{ id: string }[]>(
      `select id from blade_scope_api where scope_path like '/api/blade-system/user/%' and is_deleted = 0`,
    );
    expect(scope).toBeDefined();
    const input = {
      clientId: 'cc-users',
      clientSecret: 'cc-users-secret-2026',
      grantTypes: ['client_credentials'],
      accessTokenValidity: 600,
      refreshTokenValidity: 3600,
      permissionCodes: ['user'],
    };
    const made = await admin.gql<{ submitOauthClient: { id: string } }>(SUBMIT, { input });
    expect(made.errors).toBeUndefined();
    const first = await token('cc-users', 'cc-users-secret-2026');
    const refused = await s.rest('GET', '/api/blade-system/user/list', undefined, {
      authorization: `Bearer ${first.body.access_token as string}`,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('没有访问该接口的权限');
    const [row] = await conn.execute<{ version: number }[]>(
      `select version from blade_client where client_id = 'cc-users'`,
    );
    const granted = await admin.gql(SUBMIT, {
      input: {
        ...input,
        id: made.data!.submitOauthClient.id,
        version: row!.version,
        clientSecret: null,
        apiScopeIds: [scope!.id],
      },
    });
    expect(granted.errors).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1000));
    const second = await token('cc-users', 'cc-users-secret-2026');
    const allowed = await s.rest('GET', '/api/blade-system/user/list', undefined, {
      authorization: `Bearer ${second.body.access_token as string}`,
    });
    expect(allowed.status).toBe(200);
  });
});
