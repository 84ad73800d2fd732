import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginLog } from '../../api/src/engine/audit/login-log.entity.js';
import { AUTH_MESSAGES } from '../../api/src/engine/auth/auth.service.js';
import { RATE_LIMITS } from '../../api/src/engine/limits/rate-limits.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken refreshToken tokenType expiresIn user { id account tenantId loginType roles permissions } } }`;
const REFRESH = `mutation Refresh($input: RefreshInput!) { refreshToken(input: $input) { accessToken refreshToken } }`;
const LOGOUT = `mutation Logout($input: LogoutInput) { logout(input: $input) }`;
const ME = `{ me { account realName loginType roles permissions } }`;
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken refreshToken } }`;
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ demo: true });
});
afterAll(async () => {
  await s?.stop();
});

const login = (account: string, password: string, headers: Record<string, string> = {}) =>
  s.gql<{ login: Tokens & { user: { account: string; loginType: string; roles: string[]; permissions: string[] } } }>(
    LOGIN,
    { input: { tenantId: '000000', account, password } },
    headers,
  );
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('password sign-in', () => {
  it('signs in the demo users with their roles, permissions and login type', async () => {
    const admin = await login('admin', DEMO_PASSWORD);
    expect(admin.errors).toBeUndefined();
    expect(admin.data!.login).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 1800,
      user: { account: 'admin', loginType: 'award', roles: ['administrator'], permissions: ['*'] },
    });
    const member = await login('huiyuan', DEMO_PASSWORD);
    expect(member.data!.login.user).toMatchObject({ loginType: 'account', roles: ['member'] });
    expect(member.data!.login.user.permissions).toEqual(expect.arrayContaining(['cms', 'cms_join']));
    expect(member.data!.login.user.permissions).not.toContain('user');
    const me = await s.gql<{ me: { account: string } }>(ME, undefined, bearer(member.data!.login.accessToken));
    expect(me.data?.me.account).toBe('huiyuan');
  });

  it('refuses a wrong password or an unknown account with one message, and logs every attempt without the password', async () => {
    const wrong = await login('shenpi', 'wrong-password-1', { 'x-forwarded-for': '10.0.0.1' });
    expect(wrong.errors?.[0]).toMatchObject({ message: '账号或密码错误', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await login('nobody-here', 'whatever-123');
    expect(unknown.errors?.[0]?.message).toBe('账号或密码错误');
    const empty = await s.gql(LOGIN, { input: { tenantId: '', account: ' ', password: '' } });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'tenantId', message: '请输入租户编号' },
        { field: 'account', message: '请输入账号' },
        { field: 'password', message: '请输入密码' },
      ]),
    );
    const em = s.db.orm.em.fork();
    const logs = await em.find(LoginLog, { account: { $in: ['shenpi', 'nobody-here'] } });
    expect(logs.map((l) => l.result).sort()).toEqual(['bad_credentials', 'bad_credentials']);
    expect(JSON.stringify(logs)).not.toContain('wrong-password-1');
    expect(logs.every((l) => l.ip && l.createTime)).toBe(true);
  });

  it('asks for a captcha after repeated failures on an account instead of locking its owner out', async () => {
    for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++) {
      const r = await login('zhuanjia', `bad-password-${i}`);
      expect(r.errors?.[0]?.message).toBe('账号或密码错误');
    }
    const asked = await login('zhuanjia', DEMO_PASSWORD);
    expect(asked.errors?.[0]).toMatchObject({
      message: AUTH_MESSAGES.captchaRequired,
      extensions: { code: 'CAPTCHA_REQUIRED' },
    });
    const em = s.db.orm.em.fork();
    expect((await em.find(LoginLog, { account: 'zhuanjia', result: 'throttled' })).length).toBe(1);
    // The counter is temporary: once its window ends, the right password works again without a captcha.
    await em
      .getConnection()
      .execute(`update rate_limit set expire = ? where key like 'loginAccount:%'`, [Date.now() - 1]);
    const later = await login('zhuanjia', DEMO_PASSWORD);
    expect(later.errors).toBeUndefined();
  });
});

describe('tokens', () => {
  it('rotates refresh tokens, and reusing a spent one revokes the whole family', async () => {
    const first = (await login('shenpi', DEMO_PASSWORD)).data!.login;
    const second = await s.gql<{ refreshToken: Tokens }>(REFRESH, { input: { refreshToken: first.refreshToken } });
    expect(second.errors).toBeUndefined();
    const next = second.data!.refreshToken;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await s.gql(ME, undefined, bearer(next.accessToken))).errors).toBeUndefined();

    const reuse = await s.gql(REFRESH, { input: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The thief's reuse also ends the legitimate holder's newer token.
    const revoked = await s.gql(REFRESH, { input: { refreshToken: next.refreshToken } });
    expect(revoked.status).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token through', async () => {
    const t = (await login('shenpi', DEMO_PASSWORD)).data!.login;
    const results = await Promise.all(
      [0, 1].map(() => s.gql<{ refreshToken: Tokens }>(REFRESH, { input: { refreshToken: t.refreshToken } })),
    );
    expect(results.filter((r) => r.data?.refreshToken).length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 (请求未授权) for a missing, forged or expired access token', async () => {
    const none = await s.gql(ME);
    expect(none.status).toBe(401);
    expect(none.errors?.[0]).toMatchObject({ message: '请求未授权', extensions: { code: 'UNAUTHENTICATED' } });
    const forged = await s.gql(ME, undefined, bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'));
    expect(forged.status).toBe(401);
    const rest = await s.rest('GET', '/api/blade-system/menu/routes');
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });

  it('logout revokes the session refresh token', async () => {
    const t = (await login('shenpi', DEMO_PASSWORD)).data!.login;
    expect((await s.gql(LOGOUT, { input: { refreshToken: t.refreshToken } }, bearer(t.accessToken))).data).toEqual({
      logout: true,
    });
    expect((await s.gql(REFRESH, { input: { refreshToken: t.refreshToken } })).status).toBe(401);
  });
});

describe('password change', () => {
  it('checks the old password and the new ones, then ends the other sessions', async () => {
    const other = (await login('huiyuan', DEMO_PASSWORD)).data!.login;
    const t = (await login('huiyuan', DEMO_PASSWORD)).data!.login;
    const as = bearer(t.accessToken);
    const mismatch = await s.gql(
      CHANGE,
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'New-Secret-2026', newPassword1: 'New-Secret-2027' } },
      as,
    );
    expect(mismatch.errors?.[0]?.message).toBe('两次密码输入不一致');
    const short = await s.gql(
      CHANGE,
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'Ab1!', newPassword1: 'Ab1!' } },
      as,
    );
    expect(short.errors?.[0]?.message).toBe('密码长度不能少于8位');
    const common = await s.gql(
      CHANGE,
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'password123', newPassword1: 'password123' } },
      as,
    );
    expect(common.errors?.[0]?.message).toBe('密码过于常见，请换一个更安全的密码');
    const wrongOld = await s.gql(
      CHANGE,
      { input: { oldPassword: 'not-it-at-all', newPassword: 'New-Secret-2026', newPassword1: 'New-Secret-2026' } },
      as,
    );
    expect(wrongOld.errors?.[0]?.message).toBe('原密码不正确');

    const changed = await s.gql<{ changePassword: Tokens }>(
      CHANGE,
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'New-Secret-2026', newPassword1: 'New-Secret-2026' } },
      as,
    );
    expect(changed.errors).toBeUndefined();
    // The fresh tokens work; the other session's refresh token is revoked.
    expect((await s.gql(ME, undefined, bearer(changed.data!.changePassword.accessToken))).errors).toBeUndefined();
    expect((await s.gql(REFRESH, { input: { refreshToken: other.refreshToken } })).status).toBe(401);
    expect((await login('huiyuan', DEMO_PASSWORD)).errors?.[0]?.message).toBe('账号或密码错误');
    expect((await login('huiyuan', 'New-Secret-2026')).errors).toBeUndefined();
  });
});

describe('legacy token endpoint (/api/blade-auth/oauth/token)', () => {
  const token = (query: string, headers: Record<string, string> = { authorization: BASIC, 'tenant-id': '000000' }) =>
    fetch(`${s.url}/api/blade-auth/oauth/token?${query}`, { method: 'POST', headers }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }));

  it('answers the BladeX token body for the password and refresh_token grants', async () => {
    const r = await token(`grant_type=password&username=shenpi&password=${encodeURIComponent(DEMO_PASSWORD)}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 1800,
      tenant_id: '000000',
      account: 'shenpi',
      user_name: 'shenpi',
      role_name: 'approver',
    });
    for (const key of ['access_token', 'refresh_token', 'user_id', 'real_name', 'avatar', 'dept_id'])
      expect(r.body).toHaveProperty(key);
    const refreshed = await token(`grant_type=refresh_token&refresh_token=${r.body.refresh_token as string}`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toEqual(expect.any(String));
    const menus = await fetch(`${s.url}/api/blade-system/menu/routes`, {
      headers: { 'blade-auth': `bearer ${refreshed.body.access_token as string}` },
    });
    const tree = ((await menus.json()) as { data: { code: string; children: { code: string }[] }[] }).data;
    expect(tree.map((m) => m.code)).toEqual(expect.arrayContaining(['wel', 'awards', 'member']));
    // Approvers publish notices; nothing else of 系统管理 is theirs.
    expect(tree.find((m) => m.code === 'system')?.children.map((c) => c.code)).toEqual(['notice']);
  });

  it('refuses an unknown client, a wrong client secret and bad credentials', async () => {
    const noClient = await token(`grant_type=password&username=shenpi&password=x`, { 'tenant-id': '000000' });
    expect(noClient.status).toBe(401);
    const badSecret = await token(`grant_type=password&username=shenpi&password=x`, {
      authorization: `Basic ${Buffer.from('saber:nope').toString('base64')}`,
    });
    expect(badSecret.status).toBe(401);
    const bad = await token(`grant_type=password&username=shenpi&password=wrong-one-1`);
    expect(bad).toMatchObject({ status: 400, body: { success: false, error_description: '账号或密码错误' } });
  });
});
