import { print } from 'graphql';
import { RefreshTokenDocument, type RefreshTokenMutation } from '../../generated/graphql';
import { getSession, readStoredSession, type Session, setSession, storeTokens } from '../auth/session';

export const GRAPHQL_PATH = '/graphql';

/** Refresh this long before the access token expires, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 30_000;

const LOCK_NAME = 'zhuxie.session.refresh';

export function expiresSoon(session: Session, now = Date.now()): boolean {
  return session.expiresAt - now < REFRESH_MARGIN_MS;
}

/**
 * Refresh tokens work once (rotation; reusing one ends the session), so two tabs must not refresh with the same
 * token: the Web Locks API serialises refreshes across the tabs of this browser where it exists.
 */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(LOCK_NAME, work) : await work();
}

/** Calls refreshToken directly over HTTP (not through the Apollo links, which would wait for this very refresh). */
async function exchange(session: Session): Promise<Session | null> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'Tenant-Id': session.tenantId,
    },
    body: JSON.stringify({
      operationName: 'RefreshToken',
      query: print(RefreshTokenDocument),
      variables: { input: { refreshToken: session.refreshToken } },
    }),
  });
  const body = (await response.json()) as { data?: RefreshTokenMutation | null; errors?: unknown[] };
  const payload = body.data?.refreshToken;
  if (payload) return storeTokens(payload);
  // The server refused the refresh token (expired, revoked, reused): the session is over.
  if (body.errors?.length) return null;
  throw new Error(`refreshToken answered HTTP ${response.status} without data`);
}

/**
 * Fresh tokens for the session whose access token `staleToken` is (refused or about to expire).
 * Answers the session to use, or null when there is none any more (the server refused the refresh token, or
 * another tab signed out). Rejects on network failures: the session is kept and the request fails.
 */
async function renew(staleToken: string): Promise<Session | null> {
  // Another tab (or a request before this one) may already have refreshed or signed out.
  // (The memory copy serves when this browser cannot store anything.)
  const stored = readStoredSession() ?? getSession();
  if (!stored) return null;
  if (stored.accessToken !== staleToken && !expiresSoon(stored)) {
    if (getSession()?.accessToken !== stored.accessToken) setSession(stored);
    return stored;
  }
  return exchange(stored);
}

let inFlight: Promise<Session | null> | null = null;

/** One refresh at a time: concurrent requests share the refresh in flight. */
export function refreshSession(staleToken: string): Promise<Session | null> {
  inFlight ??= withRefreshLock(() => renew(staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
