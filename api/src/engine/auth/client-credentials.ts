import type { SqlEntityManager } from '@mikro-orm/sql';
import { activeTenant } from '../access/access.service.js';
import type { CurrentUser } from '../access/current-user.js';
import type { RateLimits } from '../limits/rate-limits.js';
import { OAuthClient } from './oauth-client.entity.js';
import type { AccessTokens, VerifiedClaims } from './tokens.js';

export const CLIENT_CREDENTIALS = 'client_credentials';

/** The account name a client's service principal is recorded under (API log, audit). */
export const serviceAccount = (clientId: string) => `client:${clientId}`;

/** What the token endpoint answers for the client-credentials grant (no refresh token, RFC 6749 section 4.4.3). */
export interface ServiceToken {
  accessToken: string;
  expiresIn: number;
  codes: string[];
}

/** Issues a service token for a client that proved its secret and holds the grant. */
export async function issueServiceToken(tokens: AccessTokens, client: OAuthClient): Promise<ServiceToken> {
  const accessToken = await tokens.sign(
    {
      sub: client.id,
      tenantId: client.tenantId,
      account: serviceAccount(client.clientId),
      clientId: client.clientId,
      principal: 'client',
    },
    client.accessTokenValidity,
  );
  return { accessToken, expiresIn: client.accessTokenValidity, codes: [...client.permissionCodes].sort() };
}

/**
 * The service principal behind a client-credentials token: the client as it is now (active, still holding the
 * grant, not changed since the token was issued: a new secret or new codes end older tokens), with exactly its
 * permission codes, never an administrator. Each call counts against the client's per-minute limit.
 */
export async function clientPrincipal(
  em: SqlEntityManager,
  claims: VerifiedClaims,
  limits: RateLimits | undefined,
): Promise<CurrentUser | undefined> {
  const client = await em.findOne(OAuthClient, { id: claims.sub, clientId: claims.clientId });
  if (!client || client.status !== 1 || !client.grantTypes.includes(CLIENT_CREDENTIALS)) return undefined;
  if (client.updateTime && Math.floor(client.updateTime.getTime() / 1000) > claims.issuedAt) return undefined;
  if (!(await activeTenant(em, client.tenantId))) return undefined;
  await limits?.consumeWithin('clientMinute', client.clientId, client.rateLimitPerMinute);
  return {
    id: client.id,
    account: serviceAccount(client.clientId),
    realName: client.clientId,
    tenantId: client.tenantId,
    loginType: 'award',
    roleIds: [],
    roleAliases: [],
    isAdmin: false,
    permissions: new Set(client.permissionCodes),
    clientId: client.clientId,
    via: { kind: 'client', clientId: client.clientId, apiScopeIds: [...client.apiScopeIds] },
  };
}
