import { describe, expect, it } from 'vitest';
import { UrlSigner } from './signed-url.js';

const KEY = '000000/20260101/01930000-0000-7000-8000-000000000000.png';

describe('signed URLs of the local driver', () => {
  const signer = new UrlSigner('s'.repeat(32));
  const now = Date.UTC(2026, 0, 1);

  it('verifies its own signature until it expires', () => {
    const q = signer.query('PUT', KEY, 600, now);
    expect(q.expires).toBe(now / 1000 + 600);
    expect(signer.verify('PUT', KEY, String(q.expires), q.signature, now)).toBe(true);
    expect(signer.verify('PUT', KEY, String(q.expires), q.signature, now + 601_000)).toBe(false);
  });

  it('binds the method, the key, the expiry and the secret', () => {
    const q = signer.query('PUT', KEY, 600, now);
    expect(signer.verify('GET', KEY, String(q.expires), q.signature, now)).toBe(false);
    expect(signer.verify('PUT', KEY.replace('.png', '.pdf'), String(q.expires), q.signature, now)).toBe(false);
    expect(signer.verify('PUT', KEY, String(q.expires + 1), q.signature, now)).toBe(false);
    expect(new UrlSigner('t'.repeat(32)).verify('PUT', KEY, String(q.expires), q.signature, now)).toBe(false);
  });

  it('refuses malformed parameters', () => {
    expect(signer.verify('PUT', KEY, undefined, 'x', now)).toBe(false);
    expect(signer.verify('PUT', KEY, '1e9', 'x', now)).toBe(false);
    expect(signer.verify('PUT', KEY, String(now / 1000 + 10), ['a'], now)).toBe(false);
    expect(signer.verify('PUT', KEY, String(now / 1000 + 10), 'short', now)).toBe(false);
  });
});
