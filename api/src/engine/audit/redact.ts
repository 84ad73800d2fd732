/**
 * Parameters as the audit log keeps them: secrets replaced, file payloads left out, long or deep values cut, so a
 * log row never holds a password or a token and never grows without bound.
 */

/** Keys whose values are never logged (any nesting, any case): passwords, secrets, tokens, credentials, access keys. */
export const SECRET_KEY = /password|passwd|secret|token|credential|access_?key|authorization|ticket/i;
export const REDACTED = '******';
/** What a file payload (buffer, stream, upload, blob) is logged as. */
export const FILE_PLACEHOLDER = '[file]';

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 1000;
/** Longest stored parameter text; longer JSON is cut and marked. */
export const MAX_PARAMS_LENGTH = 8000;

function isFile(value: object): boolean {
  if (Buffer.isBuffer(value) || value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return true;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  const v = value as Record<string, unknown>;
  // Streams, GraphQL uploads (createReadStream) and multipart file objects (mimetype + buffer/path).
  if (typeof v.pipe === 'function' || typeof v.createReadStream === 'function') return true;
  if (typeof v.mimetype === 'string' && ('buffer' in v || 'path' in v || 'size' in v)) return true;
  return false;
}

/** A copy of `value` safe to log: secret keys redacted at every depth, files replaced, sizes bounded. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  switch (typeof value) {
    case 'string':
      return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof (value as { then?: unknown }).then === 'function') return FILE_PLACEHOLDER; // a pending upload
  if (isFile(value as object)) return FILE_PLACEHOLDER;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`[… ${value.length - MAX_ITEMS} more]`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

/** Redacted parameters as JSON text (undefined when there are none), cut at MAX_PARAMS_LENGTH. */
export function paramsText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return undefined;
  let text: string;
  try {
    text = JSON.stringify(redact(value));
  } catch {
    return undefined;
  }
  if (text === undefined) return undefined;
  return text.length > MAX_PARAMS_LENGTH ? `${text.slice(0, MAX_PARAMS_LENGTH)}…` : text;
}

/** Cuts a text to a column's length. */
export function clip(text: string | undefined | null, length: number): string | undefined {
  if (text === undefined || text === null) return undefined;
  return text.length > length ? text.slice(0, length) : text;
}
