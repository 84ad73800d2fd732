import { authHeaders } from '../apollo/links';
import { refreshSession } from '../apollo/refresh';
import { handleUnauthorized } from '../auth/unauthorized';
import { getSession } from '../auth/session';

/** Base path of the REST layer (the legacy `/api/...` paths). */
export const REST_BASE = '/api';

/** `/api<path>?<query>`, leaving out empty values. */
export function restUrl(
  path: string,
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${REST_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The file name of a download: RFC 5987 `filename*` first, then `filename`, else the fallback. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** A refusal of a REST call, with the server's message (the envelope's `msg`) and data (per-row import errors ...). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/**
 * A REST call with the session's credentials and tenant (the headers the Apollo links send). A 401 refreshes
 * the session once and retries; when that fails the user is signed out (SPEC section 8).
 */
export async function restFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const send = () =>
    fetch(url, {
      ...init,
      credentials: 'include',
      headers: { ...(init.headers as Record<string, string> | undefined), ...authHeaders() },
    });
  let res = await send();
  if (res.status === 401) {
    const used = getSession()?.accessToken;
    const renewed = used ? await refreshSession(used) : null;
    if (renewed) res = await send();
    if (res.status === 401) handleUnauthorized();
  }
  return res;
}

/** Reads the envelope of a refused call into a RestError (or a generic one when the body is not JSON). */
async function refusal(res: Response): Promise<RestError> {
  try {
    const body = (await res.json()) as { msg?: string; data?: unknown };
    return new RestError(res.status, body.msg ?? '', body.data ?? null);
  } catch {
    return new RestError(res.status, '');
  }
}

/** Downloads a file: the bytes and the name the server gave it. */
export async function downloadFile(url: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await restFetch(url);
  if (!res.ok) throw await refusal(res);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportResult {
  total: number;
  created: number;
  updated: number;
  message: string;
}

/** Uploads an .xlsx file to an import path; refusals carry `data.errors` (row and message) when rows failed. */
export async function uploadImport(path: string, file: File, covered: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('isCovered', covered ? '1' : '0');
  const res = await restFetch(restUrl(path), { method: 'POST', body: form });
  if (!res.ok) throw await refusal(res);
  const body = (await res.json()) as { msg: string; data: { total: number; created: number; updated: number } };
  return { ...body.data, message: body.msg };
}

/** The per-row errors of a refused import, if it answered any. */
export function importRowErrors(error: unknown): ImportRowError[] {
  if (!(error instanceof RestError)) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as ImportRowError[]) : [];
}
