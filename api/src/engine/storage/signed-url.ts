import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signatures for our own `/files/<key>` URLs (the local driver's presigned uploads): HMAC-SHA256
 * over method, key and expiry with a key derived from the server secret. Nothing else is needed to verify them.
 */
export class UrlSigner {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('zhuxie:files:v1').digest();
  }

  sign(method: 'PUT' | 'GET', objectKey: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${method}\n${objectKey}\n${expires}`).digest('base64url');
  }

  /** The query string of a URL valid for `expiresIn` seconds. */
  query(
    method: 'PUT' | 'GET',
    objectKey: string,
    expiresIn: number,
    now = Date.now(),
  ): { expires: number; signature: string } {
    const expires = Math.floor(now / 1000) + expiresIn;
    return { expires, signature: this.sign(method, objectKey, expires) };
  }

  verify(method: 'PUT' | 'GET', objectKey: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return false;
    if (Number(expires) * 1000 < now) return false;
    const want = Buffer.from(this.sign(method, objectKey, Number(expires)));
    const got = Buffer.from(signature);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
