import { useSyncExternalStore } from 'react';

/** The signed-in user as the API answers it (SessionUser). */
export interface SessionUser {
  id: string;
  account: string;
  realName?: string | null;
  avatar?: string | null;
  tenantId: string;
  deptId?: string | null;
  /** award or account: picks the info page (/info/index or /accountinfo/index). */
  loginType: string;
  roles: string[];
  permissions: string[];
}

/** SPEC section 3 "User session": tenant, user, tokens, permissions and when the access token expires. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  tenantId: string;
  /** Epoch milliseconds after which the access token is refused. */
  expiresAt: number;
  user: SessionUser;
  /** Permission codes; '*' is the all-permission tag. */
  permissions: string[];
}

/** What login, refreshToken and changePassword answer. */
export interface TokenAnswer {
  accessToken: string;
  refreshToken: string;
  /** Access token lifetime in seconds. */
  expiresIn: number;
  user: SessionUser;
}

export const SESSION_STORAGE_KEY = 'zhuxie.session';

function isSession(value: unknown): value is Session {
  const s = value as Session | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.tenantId === 'string' &&
    typeof s.expiresAt === 'number' &&
    typeof s.user === 'object' &&
    s.user !== null &&
    Array.isArray(s.permissions)
  );
}

/** The session stored on this browser (shared by its tabs), or null. */
export function readStoredSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function store(session: Session | null): void {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota): the session then lasts for this page only.
  }
}

let current: Session | null | undefined;
let endedByServer = false;
const listeners = new Set<() => void>();

function publish(session: Session | null): void {
  current = session;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

/** Stores the session (or forgets it with null) and tells every subscriber. */
export function setSession(session: Session | null): void {
  endedByServer = false;
  store(session);
  publish(session);
}

/**
 * Forgets the session. `expired`: the server refused the credentials (HTTP 401); the route guard then sends
 * the user to /login (SPEC section 8) rather than to the external login site.
 */
export function clearSession(reason: 'signedOut' | 'expired' = 'signedOut'): void {
  setSession(null);
  endedByServer = reason === 'expired';
}

/** True after the server ended the session (401), until the next sign-in. */
export function sessionEndedByServer(): boolean {
  return endedByServer;
}

/** The session made from a token answer; `now` is when the answer arrived. */
export function sessionFromTokens(answer: TokenAnswer, now = Date.now()): Session {
  const { __typename: _, ...user } = answer.user as SessionUser & { __typename?: string };
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    tenantId: user.tenantId,
    expiresAt: now + answer.expiresIn * 1000,
    user,
    permissions: user.permissions,
  };
}

/** Keeps the user and replaces the tokens (refresh, password change). */
export function storeTokens(answer: TokenAnswer): Session {
  const session = sessionFromTokens(answer);
  setSession(session);
  return session;
}

/** Another tab signed in, refreshed or signed out: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  publish(readStoredSession());
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in session, re-rendering on sign-in, refresh and sign-out (in this tab or another). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
