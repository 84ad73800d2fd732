import { loginPath, safeRedirect } from './navigation';

/** Default tenant of the product (SPEC section 9 / API DEFAULT_TENANT_ID). */
export const DEFAULT_TENANT_ID = '000000';

/** Login pages a signed-in user is sent away from (SPEC section 2). */
export const SIGNED_IN_REDIRECTS: readonly string[] = ['/login', '/lnjx-login'];

/** The lock page: the only page of a signed-in user while the screen is locked. */
export const LOCK_PATH = '/lock';

/** Member portal pages open without a session (SPEC section 2 and the receipts' verification page). */
export const OPEN_PORTAL_PAGES: readonly string[] = [
  '/cmsPages/expertSearch',
  '/cmsPages/coursepresentation',
  '/cmsPages/memberCertificate',
  '/cmsPages/receiptVerify',
  '/questionnaire/open',
];
export const REMEMBERED_PORTAL_PAGES: readonly string[] = [
  '/cmsPages/coursepresentation',
  '/cmsPages/memberCertificate',
];

export interface GuardInput {
  /** Path, query and hash the user asked for. */
  path: string;
  /** Route meta isAuth of the matched route; undefined (no meta) counts as protected. */
  isAuth: boolean | undefined;
  /** Route meta isTab of the matched route; only false keeps the page out of the tab bar. */
  isTab?: boolean | undefined;
  signedIn: boolean;
  /** The screen was locked (lock password set, then locked). */
  locked?: boolean;
  /** The external unified login site's start address, when it is configured. */
  externalLoginUrl: string | null;
  /** The server ended the session (HTTP 401): back to /login, SPEC section 8. */
  endedByServer?: boolean;
  /** The path remembered for after the next sign-in (rememberedPath()). */
  remembered?: string | null;
}

export type GuardDecision =
  /** Show the page; `addTab`: add it to the tab bar; `remember`: the path to open after a later sign-in. */
  | { kind: 'allow'; addTab: boolean; remember?: string }
  | { kind: 'redirect'; to: string; remember?: string }
  /** A full page navigation (the external login site). */
  | { kind: 'leave'; href: string };

/** The external login address with the way back: `<loginUrl>?redirect=<path>&tenantId=000000`. */
export function externalLoginHref(loginUrl: string, redirect: string, tenantId = DEFAULT_TENANT_ID): string {
  const query = new URLSearchParams({ redirect, tenantId });
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${query}`;
}

const isPortalPath = (pathname: string) => pathname === '/cmsPages' || pathname.startsWith('/cmsPages/');

/**
 * SPEC section 2 "Route guard", in this order:
 * - a signed-in user whose screen is locked sees only /lock;
 * - a signed-in user opening /login or /lnjx-login goes to / (or to the same-site page its `redirect` names,
 *   else the remembered page: that is where the login page itself sends a user who just signed in, so the
 *   two never disagree);
 * - /cmsPages/expertSearch, coursepresentation and memberCertificate are open; the last two are remembered
 *   (a later sign-in returns there);
 * - a route whose meta isAuth is false is open; a signed-in user may open the rest;
 * - other /cmsPages routes are remembered and send the user to /login (which comes back to them);
 * - anyone else is sent to log in with a return address: the external login site when it is configured
 *   (unless the server just ended the session), else /login?redirect=<path>.
 * An allowed page of a signed-in user gets a tab unless its meta isTab is false.
 */
export function guardRoute({
  path,
  isAuth,
  isTab,
  signedIn,
  locked,
  externalLoginUrl,
  endedByServer,
  remembered,
}: GuardInput): GuardDecision {
  const [pathname = path, query = ''] = path.split('#')[0]!.split('?');
  if (signedIn && locked && pathname !== LOCK_PATH) return { kind: 'redirect', to: LOCK_PATH };
  if (signedIn && SIGNED_IN_REDIRECTS.includes(pathname)) {
    return { kind: 'redirect', to: afterSignIn(new URLSearchParams(query).get('redirect'), remembered) };
  }
  if (!signedIn && OPEN_PORTAL_PAGES.includes(pathname)) {
    return { kind: 'allow', addTab: false, ...(REMEMBERED_PORTAL_PAGES.includes(pathname) ? { remember: path } : {}) };
  }
  if (isAuth === false || signedIn) return { kind: 'allow', addTab: signedIn && isTab !== false };
  if (isPortalPath(pathname)) return { kind: 'redirect', to: loginPath(path), remember: path };
  if (externalLoginUrl && !endedByServer) return { kind: 'leave', href: externalLoginHref(externalLoginUrl, path) };
  return { kind: 'redirect', to: loginPath(path) };
}

/** Where a user who just signed in goes: the login page's `redirect`, else the remembered page, else home. */
export function afterSignIn(redirect: string | null | undefined, remembered: string | null | undefined): string {
  return safeRedirect(redirect || remembered, '/');
}

const REMEMBERED_KEY = 'zhuxie.redirectPath';

/** Remembers where to go after the next sign-in (a same-site path). */
export function rememberPath(path: string): void {
  try {
    window.localStorage.setItem(REMEMBERED_KEY, path);
  } catch {
    // Storage can be unavailable (private mode, quota): the page is then simply not remembered.
  }
}

/** The remembered path (a same-site path), or null. */
export function rememberedPath(): string | null {
  try {
    return safeRedirect(window.localStorage.getItem(REMEMBERED_KEY), '') || null;
  } catch {
    return null;
  }
}

/** Forgets the remembered path (the sign-in went there, or elsewhere on purpose). */
export function forgetRememberedPath(): void {
  try {
    window.localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Nothing stored.
  }
}
