import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { RequestContext } from '../context.js';

/** Base address of links the browser follows: PUBLIC_URL, else the address the request came to. */
export function publicBase(req: Request, ctx: RequestContext): string {
  return ctx.services.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}

/** `<base><path>?code=<code>`: where the QR code of a printed record (certificate, receipt) leads. */
export function verifyPageUrl(base: string, path: string, code: string): string {
  return `${base.replace(/\/+$/, '')}${path}?code=${encodeURIComponent(code)}`;
}

/** A new verification code of a printed record: 128 random bits, URL-safe (22 characters). */
export const newVerifyCode = (): string => randomBytes(16).toString('base64url');
