import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_ALG = 'HS256';
export const ACCESS_TOKEN_TYP = 'at+jwt';
export const TOKEN_AUDIENCE = 'zhuxie';
export const TOKEN_ISSUER = 'zhuxie';

/** Claims of our access token. */
export interface AccessClaims {
  /** User id. */
  sub: string;
  tenantId: string;
  account: string;
  clientId: string;
  /** The session (refresh-token family) the token belongs to: logout and revocation end it at once. */
  sessionId?: string;
  /** `client`: a client-credentials token; `sub` is then the client's row id and there is no session. */
  principal?: 'client';
}

export interface VerifiedClaims extends AccessClaims {
  /** Issued-at, seconds since the epoch. */
  issuedAt: number;
}

/** Signs and verifies short-lived access JWTs with the configured secret; the algorithm is pinned. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens this instance verified, by their exact text, with their expiry (ms): a client sends the same token with
   * every request, and its signature check (WebCrypto HMAC, a thread-pool round trip) is then done once. The text
   * is what was signed, so a hit is the same valid token; expiry is checked on each use; revocation is not decided
   * here (authenticate checks the session and the user's tokensValidAfter on every request).
   */
  private readonly verified = new Map<string, { claims: VerifiedClaims; expires: number }>();
  private static readonly MAX_VERIFIED = 10_000;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({
      tenant_id: claims.tenantId,
      account: claims.account,
      client_id: claims.clientId,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.principal ? { pt: claims.principal } : {}),
    })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: ACCESS_TOKEN_TYP })
      .setSubject(claims.sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(this.key);
  }

  /** Verifies signature, algorithm, typ, issuer, audience and expiry; answers undefined for any bad token. */
  async verify(token: string): Promise<VerifiedClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expires > Date.now()) return known.claims;
      this.verified.delete(token);
    }
    const claims = await this.check(token);
    if (claims) {
      if (this.verified.size >= AccessTokens.MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims: Object.freeze(claims.claims), expires: claims.exp * 1000 });
    }
    return claims?.claims;
  }

  private async check(token: string): Promise<{ claims: VerifiedClaims; exp: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ACCESS_TOKEN_ALG],
        typ: ACCESS_TOKEN_TYP,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'iat'],
      });
      const {
        sub,
        tenant_id: tenantId,
        account,
        client_id: clientId,
        iat,
        exp,
        sid,
        pt,
      } = payload as Record<string, unknown>;
      if (
        typeof sub !== 'string' ||
        typeof tenantId !== 'string' ||
        typeof account !== 'string' ||
        typeof clientId !== 'string' ||
        typeof exp !== 'number'
      )
        return undefined;
      return {
        exp,
        claims: {
          sub,
          tenantId,
          account,
          clientId,
          issuedAt: typeof iat === 'number' ? iat : 0,
          ...(typeof sid === 'string' ? { sessionId: sid } : {}),
          ...(pt === 'client' ? { principal: 'client' as const } : {}),
        },
      };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return undefined;
      throw e;
    }
  }
}

/** A new opaque refresh token (256 random bits). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The claims of one of our short-lived HS256 JWTs (an OIDC state cookie, a registration ticket, a binding
 * ticket ...): its `typ` and audience keep the kinds apart; undefined when it is not valid or has expired.
 */
export async function verifySignedJwt(
  token: unknown,
  key: Uint8Array,
  typ: string,
  audience: string,
): Promise<Record<string, unknown> | undefined> {
  if (typeof token !== 'string' || !token || token.length > 4000) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ,
      issuer: TOKEN_ISSUER,
      audience,
      requiredClaims: ['exp'],
    });
    return payload;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof TypeError) return undefined;
    throw e;
  }
}
