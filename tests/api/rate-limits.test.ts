import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginLog } from '../../api/src/engine/audit/login-log.entity.js';
import { RATE_LIMITS } from '../../api/src/engine/limits/rate-limits.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`;
const INVOICE = `mutation($input: InvoiceAccessInput!) { invoiceAccess(input: $input) { token } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) }`;
const RETRY = /^操作过于频繁，请\d+(秒|分钟)后再试$/;
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

let s: TestServer;
let b: TestServer;
beforeAll(async () => {
  // Two instances on one database with one secret, as behind a balancer: the counters live in PostgreSQL.
  const env = { JWT_SECRET: 'two-instances-one-secret-0123456789' };
  s = await startTestServer({ demo: true, env });
  b = await startTestServer({ db: s.db, seed: false, env });
}, 120_000);
afterAll(async () => {
  await b?.app.stop();
  await s?.stop();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (
  server: TestServer,
  account: string,
  password: string,
  ip: string,
  captcha?: { key: string; code: string },
) =>
  server.gql<{ login: { accessToken: string } }>(
    LOGIN,
    { input: { tenantId: '000000', account, password, captchaKey: captcha?.key, captchaCode: captcha?.code } },
    from(ip),
  );

/** Reads the code off the captcha picture (an SVG with one <text> per character), as a person would. */
async function captcha(server: TestServer, ip: string): Promise<{ key: string; code: string }> {
  const res = await fetch(`${server.url}/api/blade-auth/captcha`, { headers: from(ip) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { key: string; image: string };
  expect(body.image).toMatch(/^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(body.image.split(',')[1]!, 'base64').toString();
  const code = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
  expect(code).toHaveLength(4);
  return { key: body.key, code };
}

describe('public operations are rate limited in PostgreSQL', () => {
  it('stops invoice-access guessing with 429 RATE_LIMITED and a Chinese retry message, even for the right answer', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < RATE_LIMITS.invoiceIp.points; i++) {
      const r = await s.gql(
        INVOICE,
        { input: { creditCode: '91210100MA0Y0000AR', mobile: `1380000${String(1000 + i)}` } },
        from(ip),
      );
      expect(r.errors?.[0]?.message).not.toMatch(RETRY);
    }
    const blocked = await s.gql(
      INVOICE,
      { input: { creditCode: '91210100MA0Y0000AR', mobile: '13800000001' } },
      from(ip),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(blocked.errors?.[0]?.message).toMatch(RETRY);
    // The other instance refuses too, and the legacy REST door answers 429 in the envelope.
    const rest = await b.rest(
      'POST',
      '/api/lnjzxh-member/invoice/access',
      { creditCode: '91210100MA0Y0000AR', mobile: '13800000001' },
      from(ip),
    );
    expect(rest).toMatchObject({ status: 429, body: { success: false, msg: expect.stringMatching(RETRY) } });
    expect(
      (await b.gql(INVOICE, { input: { creditCode: '91210100MA0Y0000AR', mobile: '13800000001' } }, from(ip))).status,
    ).toBe(429);
    // Another address may still try (the credit code has its own, higher limit across addresses).
    const other = await s.gql<{ invoiceAccess: { token: string } }>(
      INVOICE,
      { input: { creditCode: '91210100MA0Y0000AR', mobile: '13800000001' } },
      from('203.0.113.11'),
    );
    expect(other.errors).toBeUndefined();
  });

  it('limits guest registration and captcha requests per address', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < RATE_LIMITS.registerIp.points; i++) {
      const r = await s.gql(
        REGISTER,
        {
          input: {
            tenantId: '000000',
            account: `guest${i}x`,
            password: 'Guest-Pass-2026',
            confirmPassword: 'Guest-Pass-2026',
            realName: '访客',
          },
        },
        from(ip),
      );
      expect(r.errors).toBeUndefined();
    }
    const blocked = await s.gql(
      REGISTER,
      {
        input: {
          tenantId: '000000',
          account: 'guestover',
          password: 'Guest-Pass-2026',
          confirmPassword: 'Guest-Pass-2026',
          realName: '访客',
        },
      },
      from(ip),
    );
    expect(blocked).toMatchObject({ status: 429, errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    const cip = '203.0.113.21';
    for (let i = 0; i < RATE_LIMITS.captchaIp.points; i++)
      expect((await fetch(`${s.url}/api/blade-auth/captcha`, { headers: from(cip) })).status).toBe(200);
    const over = await fetch(`${s.url}/api/blade-auth/captcha`, { headers: from(cip) });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { msg: string }).msg).toMatch(RETRY);
  }, 60_000);
});

describe('sign-in throttle', () => {
  it('checks at most the per-account threshold of passwords under 100 parallel wrong guesses', async () => {
    const guesses = Array.from({ length: 100 }, (_, i) =>
      login(i % 2 ? s : b, 'shenpi', `wrong-guess-${i}`, `198.51.100.${i % 50}`),
    );
    const results = await Promise.all(guesses);
    const em = s.db.orm.em.fork();
    const checked = await em.count(LoginLog, { account: 'shenpi', result: 'bad_credentials' });
    expect(checked).toBe(RATE_LIMITS.loginAccount.points);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CAPTCHA_REQUIRED')).toHaveLength(
      100 - RATE_LIMITS.loginAccount.points,
    );
  }, 120_000);

  it('asks for a captcha past the per-account threshold instead of locking the owner out, on either instance and either door', async () => {
    // Failures split across the two instances and several addresses reach the account threshold together.
    for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++) {
      const r = await login(i % 2 ? s : b, 'zhuanjia', `bad-password-${i}`, `192.0.2.${i}`);
      expect(r.errors?.[0]?.message).toBe('账号或密码错误');
    }
    const owner = '192.0.2.200';
    const asked = await login(s, 'zhuanjia', DEMO_PASSWORD, owner);
    expect(asked.errors?.[0]).toMatchObject({
      message: '登录失败次数过多，请输入验证码',
      extensions: { code: 'CAPTCHA_REQUIRED' },
    });
    const wrong = await login(b, 'zhuanjia', DEMO_PASSWORD, owner, {
      key: (await captcha(b, owner)).key,
      code: 'XXXX',
    });
    expect(wrong.errors?.[0]?.message).toBe('验证码错误或已过期，请重新获取');
    // A captcha issued by one instance is accepted by the other, once.
    const c = await captcha(s, owner);
    const ok = await login(b, 'zhuanjia', DEMO_PASSWORD, owner, c);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.login.accessToken).toBeTruthy();
    // Success clears the account's counter; five more failures ask again, and the legacy door takes the headers.
    for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++)
      await login(s, 'zhuanjia', `bad-again-${i}`, `192.0.2.${50 + i}`);
    const token = (extra: Record<string, string>) =>
      fetch(
        `${s.url}/api/blade-auth/oauth/token?grant_type=password&username=zhuanjia&password=${encodeURIComponent(DEMO_PASSWORD)}`,
        {
          method: 'POST',
          headers: { authorization: BASIC, 'tenant-id': '000000', ...from(owner), ...extra },
        },
      );
    const legacyAsked = await token({});
    expect(legacyAsked.status).toBe(400);
    expect(((await legacyAsked.json()) as { msg: string }).msg).toBe('登录失败次数过多，请输入验证码');
    const reused = await token({ 'captcha-key': c.key, 'captcha-code': c.code });
    expect(((await reused.json()) as { msg: string }).msg).toBe('验证码错误或已过期，请重新获取');
    const c2 = await captcha(b, owner);
    const legacyOk = await token({ 'captcha-key': c2.key, 'captcha-code': c2.code.toLowerCase() });
    expect(legacyOk.status).toBe(200);
    expect(((await legacyOk.json()) as { access_token?: string }).access_token).toBeTruthy();
  }, 120_000);

  it('keeps the per-address limit a hard block, shared by the instances', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < RATE_LIMITS.loginIp.points; i++) {
      const r = await login(i % 2 ? s : b, `nobody${i}`, 'wrong-password', ip);
      expect(r.errors?.[0]?.message).toBe('账号或密码错误');
    }
    const blocked = await login(s, 'admin', DEMO_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(blocked.errors?.[0]?.message).toMatch(RETRY);
    // Another address is not affected.
    expect((await login(b, 'admin', DEMO_PASSWORD, '203.0.113.98')).errors).toBeUndefined();
  }, 120_000);
});
