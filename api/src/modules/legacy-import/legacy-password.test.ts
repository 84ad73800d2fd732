import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bladexDigest, keptLegacyHash, verifyBladexBcrypt, verifyBladexPassword } from './legacy-password.js';

const md5 = (v: string) => createHash('md5').update(v).digest('hex');

describe('legacy BladeX passwords', () => {
  it('keeps a SHA-1 digest and a {bcrypt} hash under their schemes, and nothing else', () => {
    const sha = bladexDigest('secret');
    expect(keptLegacyHash(sha.toUpperCase())).toBe(`bladex$${sha}`);
    const hash = bcrypt.hashSync('secret', 4);
    expect(keptLegacyHash(`{bcrypt}${hash}`)).toBe(`bladex-bcrypt$${hash}`);
    expect(keptLegacyHash(hash)).toBe(`bladex-bcrypt$${hash}`);
    expect(keptLegacyHash('{noop}secret')).toBeUndefined();
    expect(keptLegacyHash('{bcrypt}$2a$04$short')).toBeUndefined();
  });

  it('accepts the SHA-1-of-MD5 digest of the right password only', () => {
    expect(verifyBladexPassword(bladexDigest('secret'), 'secret')).toBe(true);
    expect(verifyBladexPassword(bladexDigest('secret'), 'Secret')).toBe(false);
  });

  it('accepts a BCrypt hash of the password, of its MD5 or of its SHA-1-of-MD5', async () => {
    for (const encoded of ['secret', md5('secret'), bladexDigest('secret')]) {
      const hash = bcrypt.hashSync(encoded, 4);
      expect(await verifyBladexBcrypt(hash, 'secret')).toBe(true);
      expect(await verifyBladexBcrypt(hash, 'wrong')).toBe(false);
    }
  });
});
