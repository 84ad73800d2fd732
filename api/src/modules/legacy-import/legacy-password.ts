import { createHash, timingSafeEqual } from 'node:crypto';
import { registerLegacyPasswordScheme } from '../../engine/auth/password.js';

/** Stored as `bladex$<sha1 hex>` until the owner's first sign-in here. */
export const BLADEX_SCHEME = 'bladex';

const hex = (algorithm: 'md5' | 'sha1', value: string) => createHash(algorithm).update(value, 'utf8').digest('hex');

/** The BladeX platform's password digest: SHA-1 (hex) of the MD5 (hex) of the password. */
export function bladexDigest(password: string): string {
  return hex('sha1', hex('md5', password));
}

export function verifyBladexPassword(stored: string, password: string): boolean {
  const expected = Buffer.from(stored.toLowerCase(), 'utf8');
  const actual = Buffer.from(bladexDigest(password), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Lets sign-in accept imported BladeX hashes once (then the engine stores argon2id). */
export function registerBladexPasswords(): void {
  registerLegacyPasswordScheme(BLADEX_SCHEME, verifyBladexPassword);
}
