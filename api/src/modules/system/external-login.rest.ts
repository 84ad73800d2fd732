import type { Request, Response } from 'express';
import type { RequestContext } from '../../engine/context.js';
import {
  OIDC_COOKIE,
  OIDC_MESSAGES,
  type OidcService,
  oidcCookieOptions,
  safeRedirect,
} from '../../engine/auth/oidc.js';
import { badInput, DomainError } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { publicBase } from '../../engine/rest/public-url.js';
import { route, textBody } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { type AuthPayload, toAuthPayload } from './auth.types.js';

/** What the callback answers: tokens for a known user, or a registration ticket and the provider's profile. */
export interface ExternalLoginResult {
  tokens: AuthPayload | null;
  registrationTicket: string | null;
  account: string | null;
  realName: string | null;
  email: string | null;
  tenantId: string | null;
  /** Client-side path the user wanted before signing in. */
  redirect: string;
}

function requireOidc(ctx: RequestContext): OidcService {
  if (!ctx.services.oidc) throw new DomainError('NOT_FOUND', OIDC_MESSAGES.notConfigured);
  return ctx.services.oidc;
}

/** One cookie from the Cookie header (no cookie parser is installed for the whole app). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The external unified login site (OpenID Connect, authorization code + PKCE):
 * - GET  /blade-auth/oidc/authorize?redirect=/path&tenantId=000000: sets the state cookie, 302 to the provider;
 * - POST /blade-auth/oidc/callback {callbackUrl}: the client route /authentication/index posts the address the
 *   provider sent the browser to; answers tokens or a registration ticket, and clears the cookie;
 * - GET  /blade-auth/oidc/logout?redirect=/path: 302 to the provider's end-session page (or to /login).
 */
export const registerExternalLoginRest: RestRegistration = (deps) => {
  const base = '/blade-auth/oidc';

  route(deps, 'GET', `${base}/authorize`, 'public', async (req, res, ctx) => {
    const oidc = requireOidc(ctx);
    const start = await oidc.authorizationUrl({
      redirect: req.query.redirect,
      tenantId: req.query.tenantId,
      baseUrl: publicBase(req, ctx),
    });
    res.cookie(OIDC_COOKIE, start.cookie, start.cookieOptions);
    res.set('Cache-Control', 'no-store');
    res.redirect(302, start.url.href);
  });

  route(
    deps,
    'POST',
    `${base}/callback`,
    'public',
    async (req: Request, res: Response, ctx) => {
      const oidc = requireOidc(ctx);
      const callbackUrl: unknown = req.body?.callbackUrl;
      if (typeof callbackUrl !== 'string' || !callbackUrl || callbackUrl.length > 4096)
        throw badInput('缺少统一登录返回地址', [{ field: 'callbackUrl', message: '缺少统一登录返回地址' }]);
      // The attempt is spent whatever happens: a retry starts over at the provider.
      res.clearCookie(OIDC_COOKIE, oidcCookieOptions(publicBase(req, ctx).startsWith('https:')));
      res.set('Cache-Control', 'no-store');
      const outcome = await oidc.complete(ctx, { callbackUrl, cookie: readCookie(req, OIDC_COOKIE) });
      const result: ExternalLoginResult =
        outcome.kind === 'signedIn'
          ? {
              tokens: toAuthPayload(outcome.tokens),
              registrationTicket: null,
              account: outcome.tokens.user.account,
              realName: outcome.tokens.user.realName ?? null,
              email: null,
              tenantId: outcome.tokens.user.tenantId,
              redirect: outcome.redirect,
            }
          : {
              tokens: null,
              registrationTicket: outcome.registrationTicket,
              account: outcome.account ?? null,
              realName: outcome.realName ?? null,
              email: outcome.email ?? null,
              tenantId: outcome.tenantId,
              redirect: outcome.redirect,
            };
      sendOk(res, result);
    },
    {
      summary: '统一登录回调',
      description: '应答令牌，或（账号未绑定时）注册凭据。',
      bodySchema: textBody({ callbackUrl: '统一登录返回浏览器的地址（含 code、state）' }, ['callbackUrl']),
    },
  );

  route(deps, 'GET', `${base}/logout`, 'public', async (req, res, ctx) => {
    const redirect = safeRedirect(req.query.redirect);
    const local = `/login?redirect=${encodeURIComponent(redirect)}`;
    // The provider must list `${base}/login` among the client's post-logout redirect URIs (exact match).
    // A provider that cannot be reached does not keep the user from signing out here.
    const endSession = await ctx.services.oidc?.endSessionUrl(`${publicBase(req, ctx)}/login`).catch(() => undefined);
    res.set('Cache-Control', 'no-store');
    res.redirect(302, endSession?.href ?? local);
  });
};
