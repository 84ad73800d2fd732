import { WEIXIN_COOKIE, WEIXIN_STATE_TTL_SECONDS } from '../../engine/auth/weixin.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { publicBase } from '../../engine/rest/public-url.js';
import { route, textBody } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { type AuthPayload, readCookie, toAuthPayload } from '../system/index.js';
import { weixinService } from './weixin.service.js';

/** What the callback answers: tokens for a bound open id, or a ticket for the bind form. */
export interface WeixinCallbackResult {
  tokens: AuthPayload | null;
  ticket: string | null;
}

const cookieOptions = (base: string, maxAge?: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: base.startsWith('https:'),
  path: '/',
  ...(maxAge === undefined ? {} : { maxAge }),
});

/**
 * The messaging app's web authorization (public, rate limited):
 * - GET  /mobile/weixin/authorize?tenantId=000000: remembers the attempt's nonce in a cookie, 302 to the authorize endpoint;
 * - POST /mobile/weixin/callback {code, state}: the page /mobile/weixin-bind posts what it was sent back with;
 *   answers tokens (bound open id) or a bind ticket; the attempt is spent whatever happens;
 * - POST /mobile/weixin/sms-code {ticket, account}: where SMS is configured, sends a code to the account's mobile;
 * - POST /mobile/weixin/bind {ticket, account, password} or {ticket, smsKey, smsCode}: binds the open id to the
 *   account and answers its tokens.
 */
export const registerWeixinRest: RestRegistration = (deps) => {
  const base = '/mobile/weixin';

  route(deps, 'GET', `${base}/authorize`, 'public', async (req, res, ctx) => {
    const weixin = weixinService.requireWeixin(ctx);
    const publicUrl = publicBase(req, ctx);
    const start = weixin.start({ tenantId: req.query.tenantId, baseUrl: publicUrl });
    res.cookie(WEIXIN_COOKIE, start.nonce, cookieOptions(publicUrl, WEIXIN_STATE_TTL_SECONDS * 1000));
    res.set('Cache-Control', 'no-store');
    res.redirect(302, start.url);
  });

  route(
    deps,
    'POST',
    `${base}/callback`,
    'public',
    async (req, res, ctx) => {
      res.clearCookie(WEIXIN_COOKIE, cookieOptions(publicBase(req, ctx)));
      res.set('Cache-Control', 'no-store');
      const outcome = await weixinService.callback(ctx, {
        code: req.body?.code,
        state: req.body?.state,
        cookieNonce: readCookie(req, WEIXIN_COOKIE),
      });
      const result: WeixinCallbackResult = outcome.tokens
        ? { tokens: toAuthPayload(outcome.tokens), ticket: null }
        : { tokens: null, ticket: outcome.ticket };
      sendOk(res, result);
    },
    {
      summary: '微信登录回调',
      bodySchema: textBody({ code: '微信授权码', state: '授权时的 state' }, ['code', 'state']),
    },
  );

  route(
    deps,
    'POST',
    `${base}/sms-code`,
    'public',
    async (req, res, ctx) => {
      res.set('Cache-Control', 'no-store');
      const body = (req.body ?? {}) as Record<string, unknown>;
      sendOk(res, await weixinService.sendSmsCode(ctx, { ticket: body.ticket, account: body.account }));
    },
    {
      summary: '绑定账号：发送短信验证码',
      bodySchema: textBody({ ticket: '回调返回的绑定凭据', account: '账号' }, ['ticket', 'account']),
    },
  );

  route(
    deps,
    'POST',
    `${base}/bind`,
    'public',
    async (req, res, ctx) => {
      res.set('Cache-Control', 'no-store');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const tokens = await weixinService.bind(ctx, {
        ticket: body.ticket,
        account: body.account,
        password: body.password,
        smsKey: body.smsKey,
        smsCode: body.smsCode,
        captchaKey: body.captchaKey,
        captchaCode: body.captchaCode,
      });
      sendOk(res, { tokens: toAuthPayload(tokens), ticket: null } satisfies WeixinCallbackResult);
    },
    {
      summary: '绑定账号',
      bodySchema: textBody(
        {
          ticket: '回调返回的绑定凭据',
          account: '账号',
          password: '密码',
          smsKey: '短信验证码编号',
          smsCode: '短信验证码',
          captchaKey: '图形验证码编号',
          captchaCode: '图形验证码',
        },
        ['ticket', 'account'],
      ),
    },
  );
};
