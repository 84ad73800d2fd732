import { loginPath, safeRedirect } from './navigation';

/** Default tenant of the product (SPEC section 9 / API DEFAULT_TENANT_ID). */
export const DEFAULT_TENANT_ID = '000000';

/** Login pages a signed-in user is sent away from (SPEC section 2). */
export const SIGNED_IN_REDIRECTS: readonly string[] = ['/login', '/lnjx-login'];

export interface GuardInput {
  /** Path, query and hash the user asked for. */
  path: string;
  /** Route meta isAuth of the matched route; undefined (no meta) counts as protected. */
  isAuth: boolean | undefined;
  signedIn: boolean;
  /** The external unified login site's start address, when it is configured. */
  externalLoginUrl: string | null;
  /** The server ended the session (HTTP 401): back to /login, SPEC section 8. */
  endedByServer?: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** A full page navigation (the external login site). */
  | { kind: 'leave'; href: string };

/** The external login address with the way back: `<loginUrl>?redirect=<path>&tenantId=000000`. */
export function externalLoginHref(loginUrl: string, redirect: string, tenantId = DEFAULT_TENANT_ID): string {
  const query = new URLSearchParams({ redirect, tenantId });
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${query}`;
}

/**
 * SPEC section 2 "Route guard" (the rules of this release; lock screen, tabs and /cmsPages come later):
 * - a signed-in user opening /login or /lnjx-login goes to / (or to the same-site page its `redirect` names:
 *   that is where the login page itself sends a user who just signed in, so the two never disagree);
 * - a route whose meta isAuth is false is open;
 * - otherwise a signed-in user may pass, and anyone else is sent to log in with a return address: the external
 *   login site when it is configured (unless the server just ended the session), else /login?redirect=<path>.
 */
export function guardRoute({ path, isAuth, signedIn, externalLoginUrl, endedByServer }: GuardInput): GuardDecision {
  const [pathname = path, query = ''] = path.split('#')[0]!.split('?');
  if (signedIn && SIGNED_IN_REDIRECTS.includes(pathname)) {
    return { kind: 'redirect', to: safeRedirect(new URLSearchParams(query).get('redirect'), '/') };
  }
  if (isAuth === false || signedIn) return { kind: 'allow' };
  if (externalLoginUrl && !endedByServer) return { kind: 'leave', href: externalLoginHref(externalLoginUrl, path) };
  return { kind: 'redirect', to: loginPath(path) };
}
