import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const ME = `{ me { id account } }`;
const LOGOUT = `mutation { logout }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }`;
const SUBMIT_USER = `mutation($input: UserInput!) { submitUser(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) }`;
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const NAME_MESSAGE = '密码不能包含账号、姓名或单位名称';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demo: true });
});
afterAll(async () => {
  await s?.stop();
});

const alive = async (token: string) =>
  (await s.gql(ME, undefined, { authorization: `Bearer ${token}` })).status === 200;

describe('sessions end at once', () => {
  it('the legacy logout with only the access token revokes its session: the access and refresh tokens die at once', async () => {
    const res = await fetch(
      `${s.url}/api/blade-auth/oauth/token?grant_type=password&username=shenpi&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      {
        method: 'POST',
        headers: { authorization: BASIC, 'tenant-id': '000000' },
      },
    );
    const tokens = (await res.json()) as { access_token: string; refresh_token: string };
    const other = await s.login('shenpi', DEMO_PASSWORD);
    expect(await alive(tokens.access_token)).toBe(true);
    const out = await fetch(`${s.url}/api/blade-auth/oauth/logout`, {
      headers: { 'blade-auth': `bearer ${tokens.access_token}` },
    });
    expect(out.status).toBe(200);
    expect(await alive(tokens.access_token)).toBe(false);
    const refresh = await fetch(
      `${s.url}/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${tokens.refresh_token}`,
      {
        method: 'POST',
        headers: { authorization: BASIC, 'tenant-id': '000000' },
      },
    );
    expect(refresh.status).toBe(401);
    // Only that session: the user's other session goes on.
    expect(await alive(other.token)).toBe(true);
  });

  it('GraphQL logout without a refresh token ends the session of the access token', async () => {
    const u = await s.login('huiyuan', DEMO_PASSWORD);
    expect((await u.gql(LOGOUT)).data).toEqual({ logout: true });
    expect(await alive(u.token)).toBe(false);
  });

  it('a password change ends every earlier session at once', async () => {
    const first = await s.login('zhuanjia', DEMO_PASSWORD);
    const second = await s.login('zhuanjia', DEMO_PASSWORD);
    const changed = await second.gql<{ changePassword: { accessToken: string } }>(CHANGE, {
      input: { oldPassword: DEMO_PASSWORD, newPassword: 'Qv-73!mb-Lp', newPassword1: 'Qv-73!mb-Lp' },
    });
    expect(changed.errors).toBeUndefined();
    expect(await alive(first.token)).toBe(false);
    expect(await alive(second.token)).toBe(false);
    expect(await alive(changed.data!.changePassword.accessToken)).toBe(true);
  });
});

describe('passwords that name their owner', () => {
  it('refuses passwords containing the account, the person or the unit, on every way a password is set', async () => {
    const admin = await s.login('admin', DEMO_PASSWORD);
    const create = (password: string) =>
      admin.gql(SUBMIT_USER, {
        input: { account: 'liming88', password, realName: '李明', companyName: 'Hengda Build', roleIds: [] },
      });
    for (const bad of ['Liming88-2026!', 'x-李明-2026!x', 'hengda build 2026']) {
      const r = await create(bad);
      expect({ bad, message: r.errors?.[0]?.message }).toEqual({ bad, message: NAME_MESSAGE });
    }
    expect((await create('Vr-58!tq-Kz')).errors).toBeUndefined();
    const reg = await s.gql(REGISTER, {
      input: {
        tenantId: '000000',
        account: 'wangfang',
        password: 'wangfang@2026',
        confirmPassword: 'wangfang@2026',
        realName: '王芳',
      },
    });
    expect(reg.errors?.[0]?.message).toBe(NAME_MESSAGE);
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const change = await member.gql(CHANGE, {
      input: { oldPassword: DEMO_PASSWORD, newPassword: 'HUIYUAN-2026-x', newPassword1: 'HUIYUAN-2026-x' },
    });
    expect(change.errors?.[0]?.message).toBe(NAME_MESSAGE);
  });
});
