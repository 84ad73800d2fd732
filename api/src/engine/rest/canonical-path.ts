import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../errors/domain-error.js';

/**
 * The one spelling of a REST path that routing and the API scope check both use: percent-decoded once, empty
 * and `.` segments dropped (so slashes are collapsed and there is no trailing slash), and for matching
 * case-folded. A path whose decoding is malformed, or that holds an encoded slash or backslash, a `..` segment,
 * a NUL or another control character, is refused: no spelling reaches a handler unless its canonical form was checked.
 */
export function canonicalPath(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // An encoded slash would change the segments after decoding; control characters and backslashes have no place in a path.
  if (
    /%2f|%5c/i.test(raw) ||
    decoded.includes('\\') ||
    [...decoded].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    return undefined;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return undefined;
  return `/${segments.join('/')}`;
}

/** The case-folded canonical form API scopes are matched against. */
export function scopeKey(canonical: string): string {
  return canonical.toLowerCase();
}

/**
 * Rewrites the request to its canonical path before the router dispatches (the query string is kept): the
 * router (case-insensitive) and the scope guard see the same path. Malformed paths answer 400.
 */
export function canonicalizePath(req: Request, _res: Response, next: NextFunction): void {
  const q = req.url.indexOf('?');
  const rawPath = q === -1 ? req.url : req.url.slice(0, q);
  const canonical = canonicalPath(rawPath);
  if (canonical === undefined) return next(badInput('请求路径无效'));
  const encoded = canonical.split('/').map(encodeURIComponent).join('/');
  if (encoded !== rawPath) req.url = encoded + (q === -1 ? '' : req.url.slice(q));
  next();
}
