import type { TokenAnswer } from '../../engine/auth/session';

/**
 * The external unified login site (OpenID Connect), kept in this one file. The API starts the sign-in at
 * GET /api/blade-auth/oidc/authorize (a full page navigation, from the route guard or the login page) and the
 * provider sends the browser back to /authentication/index?code&state; the page then posts that address to
 * POST /api/blade-auth/oidc/callback (REST, BladeX envelope) and gets tokens or a registration ticket.
 */
export const EXTERNAL_CALLBACK_URL = '/api/blade-auth/oidc/callback';
export const EXTERNAL_LOGOUT_URL = '/api/blade-auth/oidc/logout';

/** What the callback answers: tokens for a known user, or a registration ticket and the provider's profile. */
export interface ExternalLoginResult {
  tokens: TokenAnswer | null;
  registrationTicket: string | null;
  account: string | null;
  realName: string | null;
  email: string | null;
  tenantId: string | null;
  /** Client-side path the user wanted before signing in. */
  redirect: string;
}

interface Envelope<T> {
  code: number;
  success: boolean;
  data?: T;
  msg?: string;
}

/** Thrown with the server's message (msg), or without one when the request itself failed. */
export class ExternalLoginError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'external login failed');
  }
}

/** Finishes the sign-in for the address the provider sent the browser to. */
export async function completeExternalLogin(callbackUrl: string): Promise<ExternalLoginResult> {
  let body: Envelope<ExternalLoginResult>;
  try {
    const response = await fetch(EXTERNAL_CALLBACK_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ callbackUrl }),
    });
    body = (await response.json()) as Envelope<ExternalLoginResult>;
  } catch {
    throw new ExternalLoginError(undefined);
  }
  if (!body.success || !body.data) throw new ExternalLoginError(body.msg);
  return body.data;
}

/** The external site's sign-out, coming back to /login. */
export function externalLogoutHref(redirect = '/login'): string {
  return `${EXTERNAL_LOGOUT_URL}?redirect=${encodeURIComponent(redirect)}`;
}

// One completion per return address: React's StrictMode runs effects twice, and the attempt is single-use.
const attempts = new Map<string, Promise<ExternalLoginResult>>();

export function completeExternalLoginOnce(callbackUrl: string): Promise<ExternalLoginResult> {
  let attempt = attempts.get(callbackUrl);
  if (!attempt) {
    attempt = completeExternalLogin(callbackUrl);
    attempts.set(callbackUrl, attempt);
  }
  return attempt;
}
