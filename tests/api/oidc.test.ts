import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SqlEntityManager } from '@mikro-orm/sql';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../api/src/db/base.entity.js';
import { LoginLog } from '../../api/src/engine/audit/login-log.entity.js';
import { OAuthClient } from '../../api/src/engine/auth/oauth-client.entity.js';
import { hashPassword } from '../../api/src/engine/auth/password.js';
import { sha256 } from '../../api/src/engine/auth/tokens.js';
import { USER_STATUS, User } from '../../api/src/engine/auth/user.entity.js';
import { startTestServer, type Envelope, type TestServer } from '../support/harness.js';

/**
 * The external unified login site, end to end: a real OpenID provider (oidc-provider with its development
 * login and consent pages) on a local port, the product configured against it, and a browser played by fetch
 * with one cookie jar per site.
 */

const CLIENT_ID = 'zhuxie-test';
const CLIENT_SECRET = 'a-test-only-client-secret-of-enough-length';
const PASSWORD = 'Zhuxie-2026!';

interface ExternalLoginResult {
  tokens: { accessToken: string; refreshToken: string; tokenType: string; user: { account: string } } | null;
  registrationTicket: string | null;
  account: string | null;
  realName: string | null;
  email: string | null;
  tenantId: string | null;
  redirect: string;
}

/** Cookies of one site (names only: the few paths oidc-provider uses never collide). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

let issuer: string;
let providerServer: http.Server;
let s: TestServer;

beforeAll(async () => {
  // The provider needs the product's return address and the product needs the issuer: take the provider's port
  // first, start the product, then build the provider and let it answer on that port.
  providerServer = http.createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  s = await startTestServer({
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET },
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${s.url}/authentication/index`],
        post_logout_redirect_uris: [`${s.url}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Whoever signs in at the development login page is that account, with a fixed profile.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, preferred_username: id, name: `统一登录用户 ${id}`, email: `${id}@example.org` }),
    }),
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    cookies: { keys: ['a-test-only-cookie-signing-key'] },
    features: { devInteractions: { enabled: true } },
    // Confidential clients need no PKCE by default: require it, so the test proves the product sends it.
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from printing a notice per artifact kind.
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  providerServer.on('request', provider.callback());

  // The default client may exchange an authorization code; one active account to be linked by name.
  const em = s.db.orm.em.fork() as SqlEntityManager;
  const saber = await em.findOne(OAuthClient, { clientId: 'saber' });
  if (saber) saber.grantTypes = [...new Set([...saber.grantTypes, 'authorization_code'])];
  else
    em.create(OAuthClient, {
      tenantId: DEFAULT_TENANT_ID,
      clientId: 'saber',
      secretHash: sha256('saber_secret'),
      grantTypes: ['password', 'refresh_token', 'authorization_code'],
    });
  em.create(User, {
    tenantId: DEFAULT_TENANT_ID,
    account: 'zhangsan',
    realName: '张三',
    passwordHash: await hashPassword(PASSWORD),
    status: USER_STATUS.active,
  });
  await em.flush();
});

afterAll(async () => {
  await s?.stop();
  providerServer?.closeAllConnections();
  await new Promise((resolve) => providerServer?.close(resolve));
});

/** One request of the browser: no automatic redirects, the site's cookies sent and kept. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(res);
  return res;
}

/**
 * Signs in at the provider as `login`: starts at the product's authorize route, follows the redirects, fills the
 * development login form (any password) and the consent form, and stops where the provider sends the browser back.
 * Answers the address the client route /authentication/index would post, and the product's cookie jar.
 */
async function signInAtProvider(
  login: string,
  query = 'redirect=%2Fmember%2Findex&tenantId=000000',
): Promise<{ callbackUrl: string; product: CookieJar }> {
  const product = new CookieJar();
  const site = new CookieJar();
  const start = await browse(product, `${s.url}/api/blade-auth/oidc/authorize?${query}`);
  expect(start.status).toBe(302);
  let res = await browse(site, start.headers.get('location')!);
  for (let step = 0; step < 12; step++) {
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, issuer).href;
      if (next.startsWith(`${s.url}/authentication/index`)) return { callbackUrl: next, product };
      res = await browse(site, next);
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    expect(action && prompt, html).toBeTruthy();
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt: prompt! },
    );
    res = await browse(site, new URL(action!.replace(/&amp;/g, '&'), issuer).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  throw new Error('the provider never sent the browser back');
}

async function callback(
  product: CookieJar,
  callbackUrl: string,
): Promise<{ status: number; body: Envelope<ExternalLoginResult>; setCookie: string[] }> {
  const res = await browse(product, `${s.url}/api/blade-auth/oidc/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ callbackUrl }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<ExternalLoginResult>,
    setCookie: res.headers.getSetCookie(),
  };
}

const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) }';
const ME = 'query { me { account tenantId } }';

describe('external unified login (OpenID Connect)', () => {
  it('starts at the provider with PKCE, state and nonce, remembering the attempt in a signed httpOnly cookie', async () => {
    const res = await fetch(`${s.url}/api/blade-auth/oidc/authorize?redirect=%2Fmember%2Findex`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!);
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${s.url}/authentication/index`,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('zx_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/;/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).not.toMatch(/Secure/i); // the product runs on plain http here

    const config = await s.gql<{ authConfig: { externalLogin: boolean; loginUrl: string | null } }>(
      '{ authConfig { externalLogin loginUrl } }',
    );
    expect(config.data?.authConfig).toEqual({ externalLogin: true, loginUrl: '/api/blade-auth/oidc/authorize' });
  });

  it('answers a registration ticket for an unknown subject; registering with it links the pending account', async () => {
    const { callbackUrl, product } = await signInAtProvider('newcomer');
    const done = await callback(product, callbackUrl);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      tokens: null,
      account: 'newcomer',
      realName: '统一登录用户 newcomer',
      email: 'newcomer@example.org',
      tenantId: '000000',
      redirect: '/member/index',
    });
    expect(done.body.data.registrationTicket).toBeTruthy();
    expect(done.setCookie.some((c) => c.startsWith('zx_oidc=;'))).toBe(true); // cleared

    const forged = await s.gql(REGISTER, {
      input: {
        tenantId: '000000',
        account: 'forger',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        registrationTicket: `${done.body.data.registrationTicket}x`,
      },
    });
    const otherTenant = await s.gql(REGISTER, {
      input: {
        tenantId: '100009',
        account: 'elsewhere',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        registrationTicket: done.body.data.registrationTicket,
      },
    });
    expect(otherTenant.errors?.[0]?.message).toBe('外部登录凭证不属于该租户');
    expect(forged.errors?.[0]?.message).toBe('外部登录凭证无效或已过期，请重新登录');

    const registered = await s.gql(REGISTER, {
      input: {
        tenantId: '000000',
        account: 'newcomer',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        realName: '新用户',
        registrationTicket: done.body.data.registrationTicket,
      },
    });
    expect(registered.errors).toBeUndefined();
    const em = s.db.orm.em.fork() as SqlEntityManager;
    const user = await em.findOneOrFail(User, { account: 'newcomer' }, { filters: false });
    expect(user).toMatchObject({
      status: USER_STATUS.pending,
      externalSubject: `${issuer}|newcomer`,
      tenantId: '000000',
    });

    // Signing in again finds the account by its subject: still waiting for approval.
    const again = await signInAtProvider('newcomer');
    const refused = await callback(again.product, again.callbackUrl);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, msg: '注册申请正在审核中，请耐心等待管理员通过' });
  });

  it('links an active account of the same name, signs it in, and finds it by subject next time', async () => {
    // An absolute address as the wanted page is not followed: the client goes to '/'.
    const first = await signInAtProvider('zhangsan', 'redirect=%2F%2Fevil.example%2Fx&tenantId=000000');
    const done = await callback(first.product, first.callbackUrl);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ registrationTicket: null, account: 'zhangsan', redirect: '/' });
    const tokens = done.body.data.tokens!;
    expect(tokens).toMatchObject({ tokenType: 'bearer', user: { account: 'zhangsan' } });
    const me = await s.gql<{ me: { account: string; tenantId: string } }>(ME, undefined, {
      authorization: `Bearer ${tokens.accessToken}`,
    });
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({ account: 'zhangsan', tenantId: '000000' });

    const em = s.db.orm.em.fork() as SqlEntityManager;
    const user = await em.findOneOrFail(User, { account: 'zhangsan' }, { filters: false });
    expect(user.externalSubject).toBe(`${issuer}|zhangsan`);

    const second = await signInAtProvider('zhangsan');
    const again = await callback(second.product, second.callbackUrl);
    expect(again.body.data.tokens?.user.account).toBe('zhangsan');
    expect(again.body.data.redirect).toBe('/member/index');

    const logs = await em.find(LoginLog, { account: 'zhangsan', method: 'oidc' });
    expect(logs.map((l) => l.result)).toEqual(['success', 'success']);
    expect(logs.every((l) => l.userId === user.id)).toBe(true);
  });

  it('refuses a tampered state, a missing or forged cookie, and a replayed code', async () => {
    const tampered = await signInAtProvider('zhangsan');
    const url = new URL(tampered.callbackUrl);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const badState = await callback(tampered.product, url.href);
    expect(badState.status).toBe(400);
    expect(badState.body).toMatchObject({ success: false, msg: '统一登录失败，请重新登录' });

    const noCookie = await signInAtProvider('zhangsan');
    const withoutCookie = await fetch(`${s.url}/api/blade-auth/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callbackUrl: noCookie.callbackUrl }),
    });
    expect(withoutCookie.status).toBe(400);
    expect(await withoutCookie.json()).toMatchObject({ success: false, msg: '统一登录已失效或超时，请重新登录' });

    // The state cookie is signed: a changed payload (another tenant, another verifier ...) is not accepted.
    const forged = await signInAtProvider('zhangsan');
    const [header, payload, signature] = forged.product.get('zx_oidc')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify({ ...claims, t: '123456' })).toString('base64url');
    const forgedRes = await fetch(`${s.url}/api/blade-auth/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `zx_oidc=${header}.${changed}.${signature}` },
      body: JSON.stringify({ callbackUrl: forged.callbackUrl }),
    });
    expect(forgedRes.status).toBe(400);

    // A code is good once: the same cookie and address a second time are refused by the provider.
    const once = await signInAtProvider('zhangsan');
    const cookie = once.product.get('zx_oidc')!;
    const ok = await callback(once.product, once.callbackUrl);
    expect(ok.status).toBe(200);
    const replay = await fetch(`${s.url}/api/blade-auth/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `zx_oidc=${cookie}` },
      body: JSON.stringify({ callbackUrl: once.callbackUrl }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ success: false, msg: '统一登录失败，请重新登录' });
  });

  it("signs out at the provider's end-session page", async () => {
    const res = await fetch(`${s.url}/api/blade-auth/oidc/logout?redirect=%2Fmember%2Findex`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location')!);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${s.url}/login`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
  });
});

describe('external login settings', () => {
  it('builds the return address from PUBLIC_URL and marks the cookie Secure on https', async () => {
    const behindProxy = await startTestServer({
      seed: false,
      env: {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        PUBLIC_URL: 'https://zhuxie.example.org',
      },
    });
    try {
      const res = await fetch(`${behindProxy.url}/api/blade-auth/oidc/authorize`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
        'https://zhuxie.example.org/authentication/index',
      );
      expect(res.headers.getSetCookie().find((c) => c.startsWith('zx_oidc='))).toMatch(/;\s*Secure/i);
    } finally {
      await behindProxy.stop();
    }
  });

  it('without OIDC configured: authConfig says so, authorize answers 404, logout goes to the login page', async () => {
    const plain = await startTestServer({ seed: false });
    try {
      const config = await plain.gql<{ authConfig: { externalLogin: boolean; loginUrl: string | null } }>(
        '{ authConfig { externalLogin loginUrl } }',
      );
      expect(config.data?.authConfig).toEqual({ externalLogin: false, loginUrl: null });
      const authorize = await plain.rest('GET', '/api/blade-auth/oidc/authorize?redirect=/x');
      expect(authorize).toEqual({
        status: 404,
        body: { code: 404, success: false, data: null, msg: '未配置统一登录' },
      });
      const done = await plain.rest('POST', '/api/blade-auth/oidc/callback', {
        callbackUrl: '/authentication/index?code=x&state=y',
      });
      expect(done.status).toBe(404);
      const logout = await fetch(`${plain.url}/api/blade-auth/oidc/logout?redirect=%2Fmember%2Findex`, {
        redirect: 'manual',
      });
      expect(logout.status).toBe(302);
      expect(logout.headers.get('location')).toBe('/login?redirect=%2Fmember%2Findex');
    } finally {
      await plain.stop();
    }
  });
});
