import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../api/src/db/base.entity.js';
import { hashPassword } from '../../api/src/engine/auth/password.js';
import { USER_STATUS, User } from '../../api/src/engine/auth/user.entity.js';
import { startTestServer, type ApiClient, type Envelope, type TestServer } from '../support/harness.js';

/**
 * The messaging-app binding (/mobile/weixin-bind, issue 24) over HTTP: a tiny local OAuth 2.0 server plays the
 * WeChat official account's web authorization (the authorize redirect and sns/oauth2/access_token answering
 * JSON with an openid); the product is configured against it with WEIXIN_*.
 */

const APP_ID = 'wx-test-app';
const APP_SECRET = 'a-test-only-app-secret';
const PASSWORD = 'Zhuxie-2026!';

interface CallbackResult {
  tokens: { accessToken: string; refreshToken: string; user: { account: string } } | null;
  ticket: string | null;
}

/** The fake WeChat: whoever authorizes is `nextOpenId`; each code is exchanged once, with the right app secret. */
let nextOpenId = 'oWx000000000000000000001';
const codes = new Map<string, string>();
let exchanged = 0;
/** Text messages the product sent through the SMS gateway (played by the same server). */
const texts: { to: string; text: string }[] = [];
let weixin: http.Server;
let s: TestServer;
let admin: ApiClient;
let cookieCount = 0;

beforeAll(async () => {
  weixin = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/connect/oauth2/authorize') {
      const code = `code${++cookieCount}${Math.random().toString(36).slice(2)}`;
      codes.set(code, nextOpenId);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/sms' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        texts.push(JSON.parse(body) as { to: string; text: string });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      exchanged++;
      const code = url.searchParams.get('code') ?? '';
      const openid = codes.get(code);
      codes.delete(code);
      const ok =
        openid &&
        url.searchParams.get('appid') === APP_ID &&
        url.searchParams.get('secret') === APP_SECRET &&
        url.searchParams.get('grant_type') === 'authorization_code';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          ok
            ? { access_token: 'at', expires_in: 7200, refresh_token: 'rt', openid, scope: 'snsapi_base' }
            : { errcode: 40029, errmsg: 'invalid code' },
        ),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => weixin.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(weixin.address() as AddressInfo).port}`;
  s = await startTestServer({
    env: {
      WEIXIN_APP_ID: APP_ID,
      WEIXIN_APP_SECRET: APP_SECRET,
      WEIXIN_AUTHORIZE_URL: `${base}/connect/oauth2/authorize`,
      WEIXIN_TOKEN_URL: `${base}/sns/oauth2/access_token`,
      SMS_WEBHOOK_URL: `${base}/sms`,
    },
  });
  const em = s.db.orm.em.fork() as SqlEntityManager;
  for (const [account, realName, phone] of [
    ['zhangsan', '张三', undefined],
    ['lisi', '李四', undefined],
    ['wangwu', '王五', '13800138000'],
  ])
    em.create(User, {
      tenantId: DEFAULT_TENANT_ID,
      account: account!,
      realName,
      phone,
      passwordHash: await hashPassword(PASSWORD),
      status: USER_STATUS.active,
    });
  await em.flush();
  admin = await s.login('admin');
});

afterAll(async () => {
  await s?.stop();
  weixin?.closeAllConnections();
  await new Promise((resolve) => weixin?.close(resolve));
});

/** Starts at the product's authorize route and follows the fake WeChat back: the page's address and cookie. */
async function authorize(openId: string): Promise<{ code: string; state: string; cookie: string }> {
  nextOpenId = openId;
  const start = await fetch(`${s.url}/api/mobile/weixin/authorize?tenantId=000000`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const location = start.headers.get('location')!;
  expect(location).toContain('appid=wx-test-app');
  expect(location).toContain('scope=snsapi_base');
  expect(location).toMatch(/#wechat_redirect$/);
  const cookie = start.headers.getSetCookie().find((c) => c.startsWith('zx_wx='))!;
  expect(cookie).toMatch(/HttpOnly/i);
  const back = await fetch(location.replace(/#.*$/, ''), { redirect: 'manual' });
  expect(back.status).toBe(302);
  const page = new URL(back.headers.get('location')!);
  expect(page.pathname).toBe('/mobile/weixin-bind');
  const state = page.searchParams.get('state')!;
  expect(state).toMatch(/^[0-9a-f]{60,128}$/);
  return { code: page.searchParams.get('code')!, state, cookie: cookie.split(';')[0]! };
}

async function post<T>(path: string, body: unknown, cookie?: string) {
  return s.rest<T>('POST', path, body, cookie ? { cookie } : {});
}
const callback = (a: { code: string; state: string; cookie: string }) =>
  post<CallbackResult>('/api/mobile/weixin/callback', { code: a.code, state: a.state }, a.cookie);
const bind = (ticket: string, account: string, password: string) =>
  post<CallbackResult>('/api/mobile/weixin/bind', { ticket, account, password });

const withToken = (token: string) => s.with({ authorization: `Bearer ${token}` });
const ME = `{ myWeixinBinding { id account openId createTime } }`;
const LIST = `query($a: String) { weixinBindings(filter: { account: $a }, page: { size: 50 }) { total records { id account realName openId createTime } } }`;
type List = {
  weixinBindings: { total: number; records: { id: string; account: string; openId: string; createTime: string }[] };
};

describe('messaging-app binding', () => {
  it('says it is configured', async () => {
    const r = await s.gql<{ weixinBindConfig: { configured: boolean; authorizeUrl: string; smsEnabled: boolean } }>(
      `{ weixinBindConfig { configured authorizeUrl smsEnabled } }`,
    );
    expect(r.data?.weixinBindConfig).toEqual({
      configured: true,
      authorizeUrl: '/api/mobile/weixin/authorize',
      smsEnabled: true,
    });
  });

  it('binds an unbound open id with the password, then signs it in at once on the next visit', async () => {
    const first = await callback(await authorize('oWxZhangsan0000000000001'));
    expect(first.body.success).toBe(true);
    expect(first.body.data.tokens).toBeNull();
    const ticket = first.body.data.ticket!;
    expect(ticket).toBeTruthy();

    const bound = await bind(ticket, 'zhangsan', PASSWORD);
    expect(bound.body.success).toBe(true);
    expect(bound.body.data.tokens?.user.account).toBe('zhangsan');
    // The tokens work like the normal login's.
    const me = await withToken(bound.body.data.tokens!.accessToken).gql<{ myWeixinBinding: { openId: string } }>(ME);
    expect(me.data?.myWeixinBinding?.openId).toBe('oWxZ****0001');

    // A ticket of an open id now bound cannot bind it again (to another account).
    const again = await bind(ticket, 'lisi', PASSWORD);
    expect(again.body.success).toBe(false);
    expect(again.body.msg).toBe('该微信已绑定其他账号');

    // Second visit: signed in at once.
    const second = await callback(await authorize('oWxZhangsan0000000000001'));
    expect(second.body.success).toBe(true);
    expect(second.body.data.ticket).toBeNull();
    expect(second.body.data.tokens?.user.account).toBe('zhangsan');
    const who = await withToken(second.body.data.tokens!.accessToken).gql<{ me: { account: string } }>(
      `{ me { account } }`,
    );
    expect(who.data?.me.account).toBe('zhangsan');
  });

  it('refuses a wrong password with the sign-in message and binds nothing', async () => {
    const r = await callback(await authorize('oWxLisi00000000000000001'));
    const ticket = r.body.data.ticket!;
    const wrong = await bind(ticket, 'lisi', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.msg).toBe('账号或密码错误');
    const unknown = await bind(ticket, 'nobody', 'whatever');
    expect(unknown.body.msg).toBe('账号或密码错误');
    const empty = await bind(ticket, 'lisi', '');
    expect(empty.body.msg).toBe('请输入密码');
    const list = await admin.gql<List>(LIST, { a: 'lisi' });
    expect(list.data?.weixinBindings.total).toBe(0);
    // A forged ticket is refused.
    const forged = await bind(`${ticket.slice(0, -4)}AAAA`, 'lisi', PASSWORD);
    expect(forged.body.msg).toBe('绑定已超时，请重新打开绑定页面');
  });

  it('refuses a forged state, a state of another browser, and a replayed state', async () => {
    const a = await authorize('oWxForge0000000000000001');
    // Forged: one character of the signature changed.
    const last = a.state.at(-1) === '0' ? '1' : '0';
    const forged = await callback({ ...a, state: `${a.state.slice(0, -1)}${last}` });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe('微信授权已失效或超时，请重新打开绑定页面');
    // Made up from nothing.
    const madeUp = await callback({ ...a, state: 'abc' });
    expect(madeUp.body.msg).toBe('微信授权已失效或超时，请重新打开绑定页面');
    // Another browser (no cookie, or another attempt's cookie).
    const noCookie = await post<CallbackResult>('/api/mobile/weixin/callback', { code: a.code, state: a.state });
    expect(noCookie.body.msg).toBe('微信授权已失效或超时，请重新打开绑定页面');
    const b = await authorize('oWxForge0000000000000001');
    const crossed = await callback({ ...a, cookie: b.cookie });
    expect(crossed.body.msg).toBe('微信授权已失效或超时，请重新打开绑定页面');

    // The real one works once; replaying it is refused before any code exchange.
    const ok = await callback(a);
    expect(ok.body.success).toBe(true);
    expect(ok.body.data.ticket).toBeTruthy();
    const before = exchanged;
    const replay = await callback(a);
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('微信授权已使用，请重新打开绑定页面');
    expect(exchanged).toBe(before);
  });

  it('refuses a code the messaging app does not know', async () => {
    const a = await authorize('oWxBadCode00000000000001');
    const r = await callback({ ...a, code: 'made-up-code' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('微信授权失败，请重新打开绑定页面');
  });

  it("binds with a code sent by SMS to the account's mobile: wrong code refused, a code used once", async () => {
    const first = await callback(await authorize('oWxWangwu000000000000001'));
    const ticket = first.body.data.ticket!;
    const noPhone = await post('/api/mobile/weixin/sms-code', { ticket, account: 'zhangsan' });
    expect(noPhone.body.msg).toBe('账号不存在或未登记手机号');
    const sent = await post<{ smsKey: string; phone: string }>('/api/mobile/weixin/sms-code', {
      ticket,
      account: 'wangwu',
    });
    expect(sent.body.success).toBe(true);
    expect(sent.body.data.phone).toBe('138****8000');
    const message = texts.at(-1)!;
    expect(message.to).toBe('13800138000');
    const code = /验证码为(\d{6})/.exec(message.text)![1]!;
    const smsKey = sent.body.data.smsKey;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post<CallbackResult>('/api/mobile/weixin/bind', { ticket, smsKey, smsCode: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('短信验证码错误或已失效');
    const ok = await post<CallbackResult>('/api/mobile/weixin/bind', { ticket, smsKey, smsCode: code });
    expect(ok.body.success).toBe(true);
    expect(ok.body.data.tokens?.user.account).toBe('wangwu');
    // Unbound again, the same code cannot bind a second time.
    const wangwu = withToken(ok.body.data.tokens!.accessToken);
    expect((await wangwu.gql(`mutation { unbindMyWeixin }`)).errors).toBeUndefined();
    const again = await callback(await authorize('oWxWangwu000000000000001'));
    const reused = await post<CallbackResult>('/api/mobile/weixin/bind', {
      ticket: again.body.data.ticket,
      smsKey,
      smsCode: code,
    });
    expect(reused.body.msg).toBe('短信验证码错误或已失效');
    // A key for another open id does not bind this one.
    const other = await callback(await authorize('oWxOther0000000000000001'));
    const crossed = await post<CallbackResult>('/api/mobile/weixin/bind', {
      ticket: other.body.data.ticket,
      smsKey,
      smsCode: code,
    });
    expect(crossed.body.msg).toBe('短信验证码错误或已失效');
  });

  it('lets the user see the binding and unbind; the next visit asks to bind again', async () => {
    const first = await callback(await authorize('oWxLisi00000000000000002'));
    const bound = await bind(first.body.data.ticket!, 'lisi', PASSWORD);
    const lisi = withToken(bound.body.data.tokens!.accessToken);
    expect((await lisi.gql<{ myWeixinBinding: { account: string } }>(ME)).data?.myWeixinBinding?.account).toBe('lisi');
    const unbind = await lisi.gql<{ unbindMyWeixin: boolean }>(`mutation { unbindMyWeixin }`);
    expect(unbind.data?.unbindMyWeixin).toBe(true);
    expect((await lisi.gql(ME)).data?.myWeixinBinding).toBeNull();
    const twice = await lisi.gql(`mutation { unbindMyWeixin }`);
    expect(twice.errors?.[0]?.message).toBe('当前账号未绑定微信');
    const next = await callback(await authorize('oWxLisi00000000000000002'));
    expect(next.body.data.tokens).toBeNull();
    expect(next.body.data.ticket).toBeTruthy();
    // Anonymous callers have no binding to see.
    expect((await s.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets staff list (open id masked) and remove bindings; refuses others', async () => {
    const list = await admin.gql<List>(LIST, {});
    expect(list.errors).toBeUndefined();
    const row = list.data!.weixinBindings.records.find((r) => r.account === 'zhangsan')!;
    expect(row.openId).toBe('oWxZ****0001');
    expect(JSON.stringify(list.data)).not.toContain('oWxZhangsan0000000000001');
    expect(new Date(row.createTime).getTime()).toBeGreaterThan(Date.now() - 600_000);

    const zhangsan = await s.login('zhangsan', PASSWORD);
    const refusedList = await zhangsan.gql(LIST, {});
    expect(refusedList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedRemove = await zhangsan.gql(`mutation($id: ID!) { removeWeixinBinding(id: $id) }`, { id: row.id });
    expect(refusedRemove.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const removed = await admin.gql<{ removeWeixinBinding: boolean }>(
      `mutation($id: ID!) { removeWeixinBinding(id: $id) }`,
      { id: row.id },
    );
    expect(removed.data?.removeWeixinBinding).toBe(true);
    expect((await zhangsan.gql(ME)).data?.myWeixinBinding).toBeNull();
    const gone = await admin.gql(`mutation($id: ID!) { removeWeixinBinding(id: $id) }`, { id: row.id });
    expect(gone.errors?.[0]?.message).toBe('绑定不存在或已解除');
  });
});

describe('without a messaging app configured', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it('says so, and its routes answer not configured', async () => {
    const r = await plain.gql<{ weixinBindConfig: { configured: boolean; authorizeUrl: string | null } }>(
      `{ weixinBindConfig { configured authorizeUrl smsEnabled } }`,
    );
    expect(r.data?.weixinBindConfig).toEqual({ configured: false, authorizeUrl: null, smsEnabled: false });
    const start = await fetch(`${plain.url}/api/mobile/weixin/authorize`, { redirect: 'manual' });
    expect(start.status).toBe(404);
    const cb = await plain.rest<Envelope>('POST', '/api/mobile/weixin/callback', { code: 'x', state: 'y' });
    expect(cb.body.msg).toBe('未配置微信公众号');
  });
});
