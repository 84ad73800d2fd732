import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../support/harness.js';

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) {
  createPersonalAccessToken(input: $input) { token record { id name prefix codes expiresAt lastUsedAt } } }`;
const LIST = `{ personalAccessTokens { id name prefix codes createTime expiresAt lastUsedAt } }`;
const CODES = `{ personalAccessTokenCodes { code name category } }`;
const REVOKE = `mutation($id: ID!) { revokePersonalAccessToken(id: $id) }`;
const PARAMS = `{ params(page: { current: 1, size: 1 }) { total } }`;
const CLIENTS = `{ oauthClients(page: { current: 1, size: 1 }) { total } }`;

let s: TestServer;
let admin: Awaited<ReturnType<TestServer['login']>>;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.stop();
});

type Created = {
  createPersonalAccessToken: { token: string; record: { id: string; prefix: string; codes: string[] } };
};
const create = async (input: Record<string, unknown>) => {
  const r = await admin.gql<Created>(CREATE, { input: { name: '脚本', expiresInDays: 30, ...input } });
  expect(r.errors).toBeUndefined();
  return r.data!.createPersonalAccessToken;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('personal access tokens', () => {
  it('offers the codes the person holds and refuses codes they do not hold', async () => {
    const codes = await admin.gql<{ personalAccessTokenCodes: { code: string }[] }>(CODES);
    const list = codes.data!.personalAccessTokenCodes.map((c) => c.code);
    expect(list).toEqual(expect.arrayContaining(['param', 'client', 'user_add']));
    const bad = await admin.gql(CREATE, { input: { name: 'x', expiresInDays: 7, codes: ['no_such_code'] } });
    expect(bad.errors?.[0]?.message).toBe('只能选择本人拥有的权限');
    const noExpiry = await admin.gql(CREATE, { input: { name: 'x', codes: ['param'] } });
    expect(noExpiry.errors?.[0]?.message).toBe('请选择有效期');
    const badDays = await admin.gql(CREATE, { input: { name: 'x', expiresInDays: 5, codes: ['param'] } });
    expect(badDays.errors?.[0]?.message).toBe('有效期只能是 7、30、90 或 365 天');
    const past = await admin.gql(CREATE, { input: { name: 'x', expiresOn: '2020-01-01', codes: ['param'] } });
    expect(past.errors?.[0]?.message).toBe('过期日期不正确，须在今天之后一年以内');
  });

  it('is shown once, stored only as its hash, and works only for its own codes (GraphQL and legacy REST)', async () => {
    const { token, record } = await create({ codes: ['param'] });
    expect(token).toMatch(/^zxp_[A-Za-z0-9_-]{43}$/);
    expect(record.prefix).toBe(token.slice(0, 10));
    const rows = await s.db.orm.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(`select * from blade_personal_token where id = ?`, [record.id]);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
    // The list never answers the token again.
    const listed = await admin.gql<{ personalAccessTokens: Record<string, unknown>[] }>(LIST);
    const mine = listed.data!.personalAccessTokens.find((t) => t.id === record.id)!;
    expect(mine).toMatchObject({ name: '脚本', prefix: record.prefix, codes: ['param'], lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await s.gql(`mutation { __typename }`, undefined, bearer(token))).status).toBe(200);

    // A code the token has.
    const params = await s.gql<{ params: { total: number } }>(PARAMS, undefined, bearer(token));
    expect(params.errors).toBeUndefined();
    expect(params.data!.params.total).toBeGreaterThan(0);
    const rest = await s.rest('GET', '/api/blade-system/param/list', undefined, { 'blade-auth': `bearer ${token}` });
    expect(rest.status).toBe(200);
    expect(rest.body.success).toBe(true);
    // A code the owner (an administrator) holds but the token lacks.
    const clients = await s.gql(CLIENTS, undefined, bearer(token));
    expect(clients.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const restClients = await s.rest('GET', '/api/blade-system/client/list', undefined, bearer(token));
    expect(restClients.status).toBe(403);
    expect(restClients.body).toMatchObject({ code: 403, success: false });
    // A token cannot mint tokens.
    const mint = await s.gql(CREATE, { input: { name: 'y', expiresInDays: 7, codes: ['param'] } }, bearer(token));
    expect(mint.errors?.[0]?.message).toBe('不能使用访问令牌管理访问令牌，请登录后操作');
    const after = await admin.gql<{ personalAccessTokens: { id: string; lastUsedAt: string | null }[] }>(LIST);
    expect(after.data!.personalAccessTokens.find((t) => t.id === record.id)!.lastUsedAt).not.toBeNull();
  });

  it('is refused with the 401 envelope once revoked, expired, or its owner is disabled', async () => {
    const revoked = await create({ codes: ['param'] });
    expect((await admin.gql(REVOKE, { id: revoked.record.id })).data).toEqual({ revokePersonalAccessToken: true });
    const r1 = await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(revoked.token));
    expect(r1.status).toBe(401);
    expect(r1.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
    expect((await s.gql(PARAMS, undefined, bearer(revoked.token))).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    // Revoked twice, or someone else's: not found.
    expect((await admin.gql(REVOKE, { id: revoked.record.id })).errors?.[0]?.message).toBe('访问令牌不存在');
    const listed = await admin.gql<{ personalAccessTokens: { id: string }[] }>(LIST);
    expect(listed.data!.personalAccessTokens.map((t) => t.id)).not.toContain(revoked.record.id);

    const expiring = await create({ codes: ['param'] });
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(expiring.token))).status).toBe(200);
    await s.db.orm.em
      .fork()
      .getConnection()
      .execute(`update blade_personal_token set expires_at = now() - interval '1 second' where id = ?`, [
        expiring.record.id,
      ]);
    const r2 = await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(expiring.token));
    expect(r2.status).toBe(401);
    expect(r2.body).toMatchObject({ code: 401, success: false });

    const owner = await create({ codes: ['param'] });
    const conn = s.db.orm.em.fork().getConnection();
    await conn.execute(`update blade_user set status = 0 where account = 'admin' and tenant_id = '000000'`);
    try {
      expect((await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(owner.token))).status).toBe(401);
    } finally {
      await conn.execute(`update blade_user set status = 1 where account = 'admin' and tenant_id = '000000'`);
    }
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(owner.token))).status).toBe(200);
  });

  it("an administrator's token passes API scopes as its owner does, still limited to its codes", async () => {
    const { token } = await create({ codes: ['user'] });
    expect((await s.rest('GET', '/api/blade-system/user/list', undefined, bearer(token))).status).toBe(200);
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(token))).status).toBe(403);
  });

  it('staff with user_edit list and revoke the tokens of a user of their tenant; others may not', async () => {
    const { token, record } = await create({ codes: ['param'] });
    const me = await admin.gql<{ me: { id: string } }>(`{ me { id } }`);
    const userId = me.data!.me.id;
    const listed = await admin.gql<{ userPersonalAccessTokens: { id: string }[] }>(
      `query($userId: ID!) { userPersonalAccessTokens(userId: $userId) { id } }`,
      { userId },
    );
    expect(listed.data!.userPersonalAccessTokens.map((t) => t.id)).toContain(record.id);
    // Not with the token itself (it lacks user_edit; tokens never manage tokens either).
    const viaToken = await s.gql(
      `mutation($id: ID!) { revokeUserPersonalAccessToken(id: $id) }`,
      { id: record.id },
      bearer(token),
    );
    expect(viaToken.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const revoked = await admin.gql(`mutation($id: ID!) { revokeUserPersonalAccessToken(id: $id) }`, { id: record.id });
    expect(revoked.data).toEqual({ revokeUserPersonalAccessToken: true });
    expect((await s.rest('GET', '/api/blade-system/param/list', undefined, bearer(token))).status).toBe(401);
    const anonymous = await s.gql(`query($userId: ID!) { userPersonalAccessTokens(userId: $userId) { id } }`, {
      userId,
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
