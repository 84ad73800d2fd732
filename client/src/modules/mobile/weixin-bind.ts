import type { TokenAnswer } from '../../engine/auth/session';

/**
 * The REST side of the messaging-app binding. The page starts the authorization at GET /api/mobile/weixin/authorize
 * (a full page navigation); the messaging app sends the browser back to /mobile/weixin-bind?code&state, which posts
 * them to /api/mobile/weixin/callback (tokens of a bound account, or a bind ticket); the bind form posts to
 * /api/mobile/weixin/bind (password, or a code sent by /api/mobile/weixin/sms-code).
 */
export const WEIXIN_BIND_PATH = '/mobile/weixin-bind';

export interface WeixinAnswer {
  tokens: TokenAnswer | null;
  ticket: string | null;
}

interface Envelope<T> {
  success: boolean;
  data?: T;
  msg?: string;
}

/** The server's refusal (its message and domain code), or undefined when the request itself failed. */
export class WeixinError extends Error {
  constructor(
    readonly serverMessage: string | undefined,
    readonly code?: string,
  ) {
    super(serverMessage ?? 'weixin request failed');
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let answer: Envelope<T>;
  let code: string | undefined;
  try {
    const response = await fetch(`/api/mobile/weixin/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    code = response.headers.get('x-error-code') ?? undefined;
    answer = (await response.json()) as Envelope<T>;
  } catch {
    throw new WeixinError(undefined);
  }
  if (!answer.success || !answer.data) throw new WeixinError(answer.msg, code);
  return answer.data;
}

// One completion per return address: StrictMode runs effects twice, and a state is single-use.
const callbacks = new Map<string, Promise<WeixinAnswer>>();

export function completeWeixinOnce(code: string, state: string): Promise<WeixinAnswer> {
  const key = `${code}|${state}`;
  let attempt = callbacks.get(key);
  if (!attempt) {
    attempt = post<WeixinAnswer>('callback', { code, state });
    callbacks.set(key, attempt);
  }
  return attempt;
}

export const bindWeixin = (input: {
  ticket: string;
  account?: string;
  password?: string;
  captchaKey?: string;
  captchaCode?: string;
  smsKey?: string;
  smsCode?: string;
}) => post<WeixinAnswer>('bind', input);

export const sendBindSmsCode = (input: { ticket: string; account: string }) =>
  post<{ smsKey: string; phone: string }>('sms-code', input);

/** Where the page starts the authorization (the server's address, with the tenant). */
export function authorizeHref(authorizeUrl: string, tenantId: string): string {
  return `${authorizeUrl}?tenantId=${encodeURIComponent(tenantId)}`;
}
