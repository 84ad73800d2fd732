// A stand-in for the WeChat official account's web authorization, for the end-to-end server only: the authorize
// endpoint sends the browser straight back with a code (the user is the open id in the `e2e_openid` cookie, or a
// fixed one), and sns/oauth2/access_token exchanges each code once for {openid}. Listens on a free local port.
import http from 'node:http';
import { randomBytes } from 'node:crypto';

export const E2E_WEIXIN = { appId: 'wx-e2e-app', appSecret: 'an-e2e-only-app-secret' };

export async function startFakeWeixin() {
  const codes = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/connect/oauth2/authorize') {
      const cookie = /(?:^|;\s*)e2e_openid=([\w-]{1,64})/.exec(req.headers.cookie ?? '');
      const code = randomBytes(12).toString('hex');
      codes.set(code, cookie?.[1] ?? 'oE2EDefaultOpenId000001');
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://127.0.0.1/');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      const code = url.searchParams.get('code') ?? '';
      const openid = codes.get(code);
      codes.delete(code);
      const ok = openid && url.searchParams.get('secret') === E2E_WEIXIN.appSecret;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          ok ? { access_token: 'e2e', expires_in: 7200, openid } : { errcode: 40029, errmsg: 'invalid code' },
        ),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    server,
    env: {
      WEIXIN_APP_ID: E2E_WEIXIN.appId,
      WEIXIN_APP_SECRET: E2E_WEIXIN.appSecret,
      WEIXIN_AUTHORIZE_URL: `${base}/connect/oauth2/authorize`,
      WEIXIN_TOKEN_URL: `${base}/sns/oauth2/access_token`,
    },
  };
}
