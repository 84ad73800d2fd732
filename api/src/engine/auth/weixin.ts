import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { WeixinConfig } from '../../config.js';
import { DomainError } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { TOKEN_ISSUER, verifySignedJwt } from './tokens.js';

declare module '../context.js' {
  interface AppServices {
    /** The messaging app's web authorization (WeChat official account); absent when WEIXIN_* is not configured. */
    weixin?: WeixinOAuth;
  }
}

/** The client route the messaging app sends the browser back to (with ?code&state). */
export const WEIXIN_RETURN_PATH = '/mobile/weixin-bind';
/** Cookie that ties an authorization attempt to the browser that started it (its nonce). */
export const WEIXIN_COOKIE = 'zx_wx';
export const WEIXIN_STATE_TTL_SECONDS = 10 * 60;
const TICKET_TTL_SECONDS = 15 * 60;
const TICKET_TYP = 'wx-bind+jwt';
const TICKET_AUDIENCE = 'zhuxie-weixin-bind';
const NONCE_HEX = 16;
const EXP_DIGITS = 10;
const MAC_HEX = 32;
const TENANT_ID = /^[\w-]{1,12}$/;

export const WEIXIN_MESSAGES = {
  notConfigured: '未配置微信公众号',
  expired: '微信授权已失效或超时，请重新打开绑定页面',
  used: '微信授权已使用，请重新打开绑定页面',
  failed: '微信授权失败，请重新打开绑定页面',
  unavailable: '微信服务暂时不可用，请稍后再试',
  ticketInvalid: '绑定已超时，请重新打开绑定页面',
  smsInvalid: '短信验证码错误或已失效',
} as const;

const SMS_TYP = 'wx-sms+jwt';
const SMS_AUDIENCE = 'zhuxie-weixin-sms';
export const SMS_CODE_TTL_SECONDS = 10 * 60;

/** What a verified SMS key names: the user the code was sent to, the open id it binds, the code's nonce. */
export interface WeixinSmsKey {
  userId: string;
  tenantId: string;
  openId: string;
  nonce: string;
}

/** What a verified state names. */
export interface WeixinState {
  nonce: string;
  tenantId: string;
}

/** What a verified bind ticket names: the open id (of this app id) waiting for an account, and the tenant. */
export interface WeixinTicket {
  openId: string;
  appId: string;
  tenantId: string;
}

/**
 * The WeChat official account's web authorization (OAuth 2.0, snsapi_base): the browser goes to the authorize
 * endpoint with a `state` and comes back with a code, which is exchanged (with the app secret) for the user's
 * open id. WeChat allows at most 128 characters [a-zA-Z0-9] of state, so it is not a JWT but
 * `nonce(16 hex) + expiry(10 digits, epoch seconds) + tenant (hex) + HMAC-SHA256 (32 hex)`: signed and short-lived
 * here; single use is enforced by the caller (rate-limit table) and the nonce must match the browser's cookie.
 */
export class WeixinOAuth {
  private readonly secret: string;
  private readonly key: Uint8Array;

  constructor(
    readonly settings: WeixinConfig,
    jwtSecret: string,
    private readonly log: Logger,
  ) {
    this.secret = jwtSecret;
    this.key = new TextEncoder().encode(jwtSecret);
  }

  get appId(): string {
    return this.settings.appId;
  }

  private mac(nonce: string, exp: string, tenantHex: string): string {
    return createHmac('sha256', this.secret)
      .update(`weixin-state|${this.settings.appId}|${nonce}|${exp}|${tenantHex}`)
      .digest('hex')
      .slice(0, MAC_HEX);
  }

  /** A new signed state for a tenant and the authorize address to send the browser to. */
  start(input: { tenantId?: unknown; baseUrl: string; now?: number }): { url: string; state: string; nonce: string } {
    const tenantId =
      typeof input.tenantId === 'string' && TENANT_ID.test(input.tenantId.trim()) ? input.tenantId.trim() : '000000';
    const nonce = randomBytes(NONCE_HEX / 2).toString('hex');
    const exp = String(Math.floor((input.now ?? Date.now()) / 1000) + WEIXIN_STATE_TTL_SECONDS).padStart(
      EXP_DIGITS,
      '0',
    );
    const tenantHex = Buffer.from(tenantId, 'utf8').toString('hex');
    const state = `${nonce}${exp}${tenantHex}${this.mac(nonce, exp, tenantHex)}`;
    const url = new URL(this.settings.authorizeUrl);
    url.searchParams.set('appid', this.settings.appId);
    url.searchParams.set('redirect_uri', `${input.baseUrl}${WEIXIN_RETURN_PATH}`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'snsapi_base');
    url.searchParams.set('state', state);
    // WeChat requires the fragment; other servers ignore it.
    return { url: `${url.href}#wechat_redirect`, state, nonce };
  }

  /** The nonce and tenant of a state this app signed and that has not expired; undefined otherwise. */
  readState(state: unknown, now = Date.now()): WeixinState | undefined {
    if (typeof state !== 'string' || state.length > 128 || !/^[0-9a-f]+$/.test(state)) return undefined;
    if (state.length < NONCE_HEX + EXP_DIGITS + 2 + MAC_HEX) return undefined;
    const nonce = state.slice(0, NONCE_HEX);
    const exp = state.slice(NONCE_HEX, NONCE_HEX + EXP_DIGITS);
    const tenantHex = state.slice(NONCE_HEX + EXP_DIGITS, -MAC_HEX);
    const given = Buffer.from(state.slice(-MAC_HEX));
    const expected = Buffer.from(this.mac(nonce, exp, tenantHex));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Number(exp) * 1000 <= now) return undefined;
    const tenantId = Buffer.from(tenantHex, 'hex').toString('utf8');
    return TENANT_ID.test(tenantId) ? { nonce, tenantId } : undefined;
  }

  /** Exchanges an authorization code for the user's open id (sns/oauth2/access_token answers JSON). */
  async openId(code: string): Promise<string> {
    const url = new URL(this.settings.tokenUrl);
    url.searchParams.set('appid', this.settings.appId);
    url.searchParams.set('secret', this.settings.appSecret);
    url.searchParams.set('code', code);
    url.searchParams.set('grant_type', 'authorization_code');
    let body: unknown;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
      body = await res.json();
    } catch (err) {
      this.log.error({ err, tokenUrl: this.settings.tokenUrl }, 'WeChat code exchange unreachable');
      throw new DomainError('INTERNAL', WEIXIN_MESSAGES.unavailable);
    }
    const answer = (body ?? {}) as { openid?: unknown; errcode?: unknown; errmsg?: unknown };
    if (typeof answer.openid === 'string' && /^[\w-]{1,128}$/.test(answer.openid)) return answer.openid;
    this.log.warn({ errcode: answer.errcode, errmsg: answer.errmsg }, 'WeChat code exchange refused');
    throw new DomainError('BAD_USER_INPUT', WEIXIN_MESSAGES.failed);
  }

  /** A short-lived signed ticket naming an open id that waits to be bound. */
  ticket(openId: string, tenantId: string): Promise<string> {
    return new SignJWT({ o: openId, a: this.settings.appId, t: tenantId })
      .setProtectedHeader({ alg: 'HS256', typ: TICKET_TYP })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TICKET_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * A new 6-digit SMS code for a user and an open id, and the signed key that remembers it (an HMAC of the code,
   * never the code): the server keeps nothing but the counters of the key's nonce (attempts, single use).
   */
  async smsCode(input: { userId: string; tenantId: string; openId: string }): Promise<{ code: string; key: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const nonce = randomBytes(12).toString('hex');
    const key = await new SignJWT({
      u: input.userId,
      t: input.tenantId,
      o: input.openId,
      n: nonce,
      h: this.codeMac(nonce, code),
    })
      .setProtectedHeader({ alg: 'HS256', typ: SMS_TYP })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(SMS_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SMS_CODE_TTL_SECONDS}s`)
      .sign(this.key);
    return { code, key };
  }

  private codeMac(nonce: string, code: string): string {
    return createHmac('sha256', this.secret).update(`weixin-sms|${nonce}|${code}`).digest('hex');
  }

  /** The key's claims when it is valid and unexpired (the code is checked by `smsCodeMatches`). */
  async readSmsKey(key: unknown): Promise<(WeixinSmsKey & { mac: string }) | undefined> {
    const p = await this.verify(key, SMS_TYP, SMS_AUDIENCE);
    if (!p) return undefined;
    const { u, t, o, n, h } = p;
    if (![u, t, o, n, h].every((v) => typeof v === 'string' && v)) return undefined;
    return { userId: u as string, tenantId: t as string, openId: o as string, nonce: n as string, mac: h as string };
  }

  smsCodeMatches(key: { nonce: string; mac: string }, code: unknown): boolean {
    if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) return false;
    const given = Buffer.from(this.codeMac(key.nonce, code.trim()));
    const expected = Buffer.from(key.mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async readTicket(ticket: unknown): Promise<WeixinTicket | undefined> {
    const p = await this.verify(ticket, TICKET_TYP, TICKET_AUDIENCE);
    if (!p) return undefined;
    const { o, a, t } = p;
    if (typeof o !== 'string' || typeof t !== 'string' || a !== this.settings.appId) return undefined;
    return { openId: o, appId: a, tenantId: t };
  }

  private verify(token: unknown, typ: string, audience: string): Promise<Record<string, unknown> | undefined> {
    return verifySignedJwt(token, this.key, typ, audience);
  }
}
