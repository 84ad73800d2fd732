import * as client from 'openid-client';
import { SignJWT } from 'jose';
import type { AppConfig } from '../../config.js';
import { DEFAULT_TENANT_ID } from '../../db/base.entity.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { activeTenant } from '../access/access.service.js';
import { LOGIN_RESULT, type LoginResult } from '../audit/login-log.entity.js';
import type { AppServices, RequestContext } from '../context.js';
import { badInput, DomainError } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { AUTH_MESSAGES, statusRefusal, type IssuedTokens } from './auth.service.js';
import { TOKEN_ISSUER, verifySignedJwt } from './tokens.js';
import { USER_STATUS, User } from './user.entity.js';

declare module '../context.js' {
  interface AppServices {
    /** The external unified login site (OpenID Connect); absent when OIDC_* is not configured. */
    oidc?: OidcService;
  }
}

/** Cookie that carries the pending sign-in (PKCE verifier, state, nonce, where to go afterwards) between the two legs. */
export const OIDC_COOKIE = 'zx_oidc';
/** The client route the provider sends the browser back to; it posts the address to the callback endpoint. */
export const OIDC_RETURN_PATH = '/authentication/index';

const PENDING_TTL_SECONDS = 10 * 60;
const TICKET_TTL_SECONDS = 15 * 60;
const ALG = 'HS256';
// Our JWTs share one secret; distinct typ and audience keep a state cookie, a ticket and an access token apart.
const PENDING_TYP = 'oidc-state+jwt';
const PENDING_AUDIENCE = 'zhuxie-oidc-state';
const TICKET_TYP = 'reg+jwt';
const TICKET_AUDIENCE = 'zhuxie-registration';
/** Outcome of an external sign-in whose subject has no account yet. */
const UNREGISTERED = LOGIN_RESULT.unregistered;

export const OIDC_MESSAGES = {
  notConfigured: '未配置统一登录',
  expired: '统一登录已失效或超时，请重新登录',
  failed: '统一登录失败，请重新登录',
  unavailable: '统一登录服务暂时不可用，请稍后再试',
  linkedElsewhere: '该统一登录账号已关联其他租户的账号',
} as const;

/** The pending sign-in kept in the signed cookie (short claim names keep the cookie small). */
interface Pending {
  /** PKCE code verifier. */
  v: string;
  /** state */
  s: string;
  /** nonce */
  n: string;
  /** Client-side path to open after signing in. */
  r: string;
  /** Tenant to sign in to. */
  t: string;
  /** The redirect_uri sent to the provider (the token request must repeat it exactly). */
  u: string;
}

/** What the browser needs to start the external sign-in. */
export interface AuthorizationStart {
  url: URL;
  /** Value of the `zx_oidc` cookie. */
  cookie: string;
  /** Options of the `zx_oidc` cookie (Express `res.cookie`). */
  cookieOptions: OidcCookieOptions;
}

export interface OidcCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
}

/** The end of the external sign-in: tokens for a known user, or a registration ticket for a new one. */
export type ExternalLoginOutcome =
  | { kind: 'signedIn'; tokens: IssuedTokens; redirect: string }
  | {
      kind: 'register';
      registrationTicket: string;
      account?: string;
      realName?: string;
      email?: string;
      tenantId: string;
      redirect: string;
    };

/** A same-site path (`/x/y?z`), never an absolute or protocol-relative address; anything else becomes '/'. */
export function safeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2000) return '/';
  // Browsers read a backslash as a slash ("/\evil.com"); control characters can smuggle either.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\p{Cc}]/u.test(raw)) return '/';
  return raw;
}

export function oidcCookieOptions(secure: boolean, maxAgeMs?: number): OidcCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
  };
}

const TENANT_ID = /^[\w-]{1,12}$/;

/**
 * Sign-in through the external unified login site: OpenID Connect authorization code flow with PKCE (S256),
 * state and nonce. The pending sign-in lives in a signed, short-lived cookie, so any instance can finish it.
 * Provider metadata is discovered on first use and cached (a failed discovery is retried next time).
 */
export class OidcService {
  private configuration?: Promise<client.Configuration>;
  private readonly key: Uint8Array;

  constructor(
    readonly settings: NonNullable<AppConfig['oidc']>,
    jwtSecret: string,
    private readonly log: Logger,
  ) {
    this.key = new TextEncoder().encode(jwtSecret);
  }

  /** Provider metadata and our client there. A plain-http issuer (a local or intranet site) is allowed explicitly. */
  private discover(): Promise<client.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      const options = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
      try {
        return await client.discovery(
          issuer,
          this.settings.clientId,
          undefined,
          client.ClientSecretBasic(this.settings.clientSecret),
          options,
        );
      } catch (err) {
        this.configuration = undefined;
        this.log.error({ err, issuer: this.settings.issuer }, 'OIDC discovery failed');
        throw new DomainError('INTERNAL', OIDC_MESSAGES.unavailable);
      }
    })();
    return this.configuration;
  }

  /** The provider's authorization URL and the cookie that remembers this attempt. */
  async authorizationUrl(input: {
    redirect?: unknown;
    tenantId?: unknown;
    baseUrl: string;
  }): Promise<AuthorizationStart> {
    const config = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const tenantId =
      typeof input.tenantId === 'string' && TENANT_ID.test(input.tenantId.trim())
        ? input.tenantId.trim()
        : DEFAULT_TENANT_ID;
    const pending: Pending = {
      v: codeVerifier,
      s: client.randomState(),
      n: client.randomNonce(),
      r: safeRedirect(input.redirect),
      t: tenantId,
      u: `${input.baseUrl}${OIDC_RETURN_PATH}`,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: pending.u,
      scope: 'openid profile email',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.s,
      nonce: pending.n,
    });
    const cookie = await new SignJWT({ ...pending })
      .setProtectedHeader({ alg: ALG, typ: PENDING_TYP })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(PENDING_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${PENDING_TTL_SECONDS}s`)
      .sign(this.key);
    return {
      url,
      cookie,
      cookieOptions: oidcCookieOptions(pending.u.startsWith('https:'), PENDING_TTL_SECONDS * 1000),
    };
  }

  /**
   * Finishes the sign-in: checks the cookie, exchanges the code (state, nonce and PKCE checked by openid-client)
   * and finds the account: by subject, else an active account of the tenant named like the provider's
   * preferred_username and not linked yet (it gets linked), else answers a registration ticket.
   */
  async complete(ctx: RequestContext, input: { callbackUrl: string; cookie?: string }): Promise<ExternalLoginOutcome> {
    const caller = { ip: ctx.ip ?? 'unknown', userAgent: ctx.userAgent };
    const record = (tenantId: string, account: string, result: LoginResult, userId?: string) =>
      ctx.services.auth.record(ctx.em, { tenantId, account, userId, method: 'oidc', result }, caller);

    const pending = input.cookie ? await this.readPending(input.cookie) : undefined;
    if (!pending) {
      await record(ctx.tenantId, '', LOGIN_RESULT.badCredentials);
      throw badInput(OIDC_MESSAGES.expired);
    }
    const config = await this.discover();
    // Only the query of the address the browser landed on is taken; the return address is ours, from the cookie.
    const current = new URL(pending.u);
    try {
      current.search = new URL(input.callbackUrl, pending.u).search;
    } catch {
      // an unparsable address carries no code: refused by the grant below
    }
    let claims: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.v,
        expectedState: pending.s,
        expectedNonce: pending.n,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Many providers put profile claims only in the UserInfo response; the subject must be the same.
      const info = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      claims = { ...info, ...idClaims };
    } catch (err) {
      ctx.log.warn({ err }, 'OIDC code exchange refused');
      await record(pending.t, '', LOGIN_RESULT.badCredentials);
      throw badInput(OIDC_MESSAGES.failed);
    }

    const text = (name: string) =>
      typeof claims[name] === 'string' && claims[name].trim() ? claims[name].trim() : undefined;
    const subject = `${this.settings.issuer}|${String(claims.sub)}`;
    const username = text('preferred_username');
    const tenantId = pending.t;
    const filters = { filters: { [TENANT_FILTER]: { tenantId } } };

    if (!(await activeTenant(ctx.em, tenantId))) {
      await record(tenantId, username ?? '', LOGIN_RESULT.tenantInvalid);
      throw new DomainError('FORBIDDEN', AUTH_MESSAGES.tenantInvalid);
    }
    let user = await ctx.em.findOne(User, { externalSubject: subject }, filters);
    if (!user) {
      // The subject is unique over all tenants: linked in another tenant means neither linking nor registering here can work.
      const elsewhere = await ctx.em.count(User, { externalSubject: subject }, { filters: { [TENANT_FILTER]: false } });
      if (elsewhere) {
        await record(tenantId, username ?? '', LOGIN_RESULT.badCredentials);
        throw badInput(OIDC_MESSAGES.linkedElsewhere);
      }
      user = username
        ? await ctx.em.findOne(User, { account: username, status: USER_STATUS.active, externalSubject: null }, filters)
        : null;
      if (user) {
        user.externalSubject = subject;
        await ctx.em.flush();
        ctx.log.info({ userId: user.id, subject }, 'account linked to the external login site');
      }
    }
    if (!user) {
      await record(tenantId, username ?? '', UNREGISTERED);
      const profile = { account: username, realName: text('name'), email: text('email') };
      const registrationTicket = await new SignJWT({ ...profile, tenantId })
        .setProtectedHeader({ alg: ALG, typ: TICKET_TYP })
        .setSubject(subject)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TICKET_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TICKET_TTL_SECONDS}s`)
        .sign(this.key);
      return { kind: 'register', registrationTicket, ...profile, tenantId, redirect: pending.r };
    }
    const refused = statusRefusal(user.status);
    if (refused) {
      await record(tenantId, user.account, refused.result, user.id);
      throw new DomainError('FORBIDDEN', refused.message);
    }
    const oauthClient = await ctx.services.auth.client(ctx.em, undefined, 'authorization_code');
    await record(tenantId, user.account, LOGIN_RESULT.success, user.id);
    return { kind: 'signedIn', tokens: await ctx.services.auth.issue(ctx.em, user, oauthClient), redirect: pending.r };
  }

  /** The external subject a registration ticket names, or undefined when it is not a valid, unexpired ticket. */
  /** The external subject and tenant a registration ticket names; undefined for a bad or expired ticket. */
  async verifyRegistrationTicket(ticket: string): Promise<{ subject: string; tenantId: string } | undefined> {
    const payload = await this.verify(ticket, TICKET_TYP, TICKET_AUDIENCE);
    if (typeof payload?.sub !== 'string' || !payload.sub || typeof payload.tenantId !== 'string') return undefined;
    return { subject: payload.sub, tenantId: payload.tenantId };
  }

  /** The provider's end-session URL (RP-initiated logout), when it has one. */
  async endSessionUrl(postLogoutRedirect: string): Promise<URL | undefined> {
    const config = await this.discover();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirect });
  }

  private async readPending(cookie: string): Promise<Pending | undefined> {
    const p = await this.verify(cookie, PENDING_TYP, PENDING_AUDIENCE);
    if (!p) return undefined;
    const fields = [p.v, p.s, p.n, p.r, p.t, p.u];
    if (!fields.every((f) => typeof f === 'string' && f)) return undefined;
    return { v: p.v, s: p.s, n: p.n, r: p.r, t: p.t, u: p.u } as Pending;
  }

  private verify(token: string, typ: string, audience: string): Promise<Record<string, unknown> | undefined> {
    return verifySignedJwt(token, this.key, typ, audience);
  }
}

/** The services createApp adds when OIDC is configured: the login site and the registration-ticket check. */
export function oidcServices(
  config: Pick<AppConfig, 'oidc' | 'jwtSecret'>,
  log: Logger,
): Pick<AppServices, 'oidc' | 'registrationTickets'> {
  if (!config.oidc) return {};
  const oidc = new OidcService(config.oidc, config.jwtSecret, log);
  return { oidc, registrationTickets: (ticket) => oidc.verifyRegistrationTicket(ticket) };
}
