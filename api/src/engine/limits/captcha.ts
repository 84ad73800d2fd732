import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

export const CAPTCHA_MESSAGES = {
  required: '请输入验证码',
  wrong: '验证码错误或已过期，请重新获取',
} as const;

export interface Captcha {
  /** Opaque key the client sends back (Captcha-Key); it binds the answer, its expiry and a nonce. */
  key: string;
  /** The picture (SVG data URL) showing the code. */
  image: string;
}

/**
 * Stateless captchas: the key carries a nonce and an expiry and is signed together with the answer, so any
 * instance can check an answer; the nonce is spent once through the shared rate-limit store.
 */
export class Captchas {
  constructor(private readonly secret: string) {}

  private sign(nonce: string, expires: number, code: string): string {
    return createHmac('sha256', this.secret)
      .update(`captcha|${nonce}|${expires}|${code.toUpperCase()}`)
      .digest('base64url');
  }

  issue(now = Date.now()): Captcha & { code: string } {
    const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const nonce = randomBytes(12).toString('base64url');
    const expires = now + CAPTCHA_TTL_MS;
    return { key: `${nonce}.${expires}.${this.sign(nonce, expires, code)}`, image: svgDataUrl(code), code };
  }

  /** Answers the key's nonce when the answer is right and not expired (the caller spends the nonce once). */
  check(key: string | undefined, answer: string | undefined, now = Date.now()): string | undefined {
    if (!key || !answer) return undefined;
    const [nonce, expiresText, mac] = key.split('.');
    const expires = Number(expiresText);
    if (!nonce || !mac || !Number.isSafeInteger(expires) || expires < now) return undefined;
    const expected = Buffer.from(this.sign(nonce, expires, answer.trim()));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
  }
}

function svgDataUrl(code: string): string {
  const chars = [...code]
    .map((c, i) => {
      const x = 14 + i * 24 + randomInt(-3, 4);
      const y = 30 + randomInt(-4, 5);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-family="monospace" font-size="26" font-weight="bold" fill="hsl(${randomInt(360)},60%,35%)">${c}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${randomInt(110)}" y1="${randomInt(40)}" x2="${randomInt(110)}" y2="${randomInt(40)}" stroke="hsl(${randomInt(360)},50%,55%)" stroke-width="1.5"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f4f6f8"/>${lines}${chars}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
