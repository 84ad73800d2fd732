/**
 * Navigation for code outside React (Apollo links, the session): the app registers its router's navigate;
 * without one (tests, before the router exists) the browser loads the address.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The address the user is on (path, query and hash): where to come back to after signing in. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * A same-site path (`/x/y?z`) to go to after signing in; anything else (absolute or protocol-relative
 * addresses, backslashes, control characters) falls back. The same rule as the API's safeRedirect.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\p{Cc}]/u.test(raw)) return fallback;
  return raw;
}

/** /login?redirect=<path> (no redirect for the home page). */
export function loginPath(redirect?: string): string {
  const target = safeRedirect(redirect, '');
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
