import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens, TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.js';

const secret = 'a'.repeat(48);
const claims = { sub: 'u1', tenantId: '000000', account: 'admin', clientId: 'saber' };

describe('access tokens', () => {
  it('round-trips the claims', async () => {
    const tokens = new AccessTokens(secret);
    expect(await tokens.verify(await tokens.sign(claims, 60))).toEqual({ ...claims, issuedAt: expect.any(Number) });
  });

  it('refuses another secret, a wrong typ, a wrong audience, alg none and an expired token', async () => {
    const tokens = new AccessTokens(secret);
    const key = new TextEncoder().encode(secret);
    expect(await new AccessTokens('b'.repeat(48)).verify(await tokens.sign(claims, 60))).toBeUndefined();
    const base = () =>
      new SignJWT({ tenant_id: '000000', account: 'admin', client_id: 'saber' })
        .setSubject('u1')
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt();
    const noTyp = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1m')
      .sign(key);
    expect(await tokens.verify(noTyp)).toBeUndefined();
    const otherAud = await base()
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setAudience('other')
      .setExpirationTime('1m')
      .sign(key);
    expect(await tokens.verify(otherAud)).toBeUndefined();
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await tokens.verify(expired)).toBeUndefined();
    const [, payload] = (await tokens.sign(claims, 60)).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none)).toBeUndefined();
    const hs512 = await base()
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1m')
      .sign(key);
    expect(await tokens.verify(hs512)).toBeUndefined();
  });
});
