import { createHash, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { registerLegacyPasswordScheme } from '../../engine/auth/password.js';

/** Stored as `bladex$<sha1 hex>` until the owner's first sign-in here. */
export const BLADEX_SCHEME = 'bladex';
/** Newer BladeX installations store Spring Security's `{bcrypt}$2a$…`; kept here as `bladex-bcrypt$$2a$…`. */
export const BLADEX_BCRYPT_SCHEME = 'bladex-bcrypt';

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

/** A BCrypt hash as Spring Security writes it (`$2a$`, `$2b$` or `$2y$`, cost, salt and hash). */
export const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/**
 * The legacy `password` column as we keep it: `bladex$<sha1>` for the SHA-1 digest, `bladex-bcrypt$<bcrypt>` for
 * `{bcrypt}…` (with or without its prefix); undefined when it is neither (the row is refused).
 */
export function keptLegacyHash(column: string): string | undefined {
  if (/^[0-9a-f]{40}$/i.test(column)) return `${BLADEX_SCHEME}$${column.toLowerCase()}`;
  const bcryptHash = column.replace(/^\{bcrypt\}/i, '');
  if (BCRYPT_HASH.test(bcryptHash)) return `${BLADEX_BCRYPT_SCHEME}$${bcryptHash}`;
  return undefined;
}

/**
 * BladeX versions differ in what they hand the encoder: the password itself, or the MD5 (hex) its web front end
 * sends, or the SHA-1-of-MD5 digest of the older scheme. Each is tried (the stored hash says nothing about it).
 */
export async function verifyBladexBcrypt(stored: string, password: string): Promise<boolean> {
  for (const candidate of [password, hex('md5', password), bladexDigest(password)])
    if (await bcrypt.compare(candidate, stored)) return true;
  return false;
}

/** Lets sign-in accept imported BladeX hashes once (then the engine stores argon2id). */
export function registerBladexPasswords(): void {
  registerLegacyPasswordScheme(BLADEX_SCHEME, verifyBladexPassword);
  registerLegacyPasswordScheme(BLADEX_BCRYPT_SCHEME, verifyBladexBcrypt);
}
