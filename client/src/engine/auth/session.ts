/**
 * The signed-in session. Sign-in does not exist yet (it arrives with the identity issue), so the store is
 * always empty and requests go out without credentials. The Apollo links and the route guard read it through
 * these functions only, so the identity issue fills it in without touching them.
 */
export interface Session {
  accessToken: string;
  tenantId: string;
}

let current: Session | null = null;

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
}

/**
 * Hook point for an HTTP 401 answer. SPEC section 8: the user is logged out and sent to the login page.
 * There is no login page yet, so for now this only forgets the (empty) session; the identity issue adds the
 * redirect here.
 */
export function handleUnauthorized(): void {
  setSession(null);
}
