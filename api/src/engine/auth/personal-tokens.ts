import { randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { loadCurrentUser } from '../access/access.service.js';
import { ALL_PERMISSIONS, type CurrentUser } from '../access/current-user.js';
import { PersonalAccessToken } from './personal-token.entity.js';
import { sha256 } from './tokens.js';

/** Every personal access token starts with this, so it is recognisable (secret scanners, logs) and never a JWT. */
export const PAT_PREFIX = 'zxp_';
/** The client id a personal token's requests are recorded under. */
export const PAT_CLIENT_ID = 'personal-token';
/** `lastUsedAt` is written at most once a minute per token. */
const LAST_USED_GRANULARITY_MS = 60_000;

/** A new personal access token: the prefix and 256 random bits. */
export function newPersonalToken(): string {
  return `${PAT_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export const isPersonalToken = (token: string): boolean => token.startsWith(PAT_PREFIX);

/** The codes a principal may use through a token: those the token names that the owner still holds. */
export function limitTo(user: CurrentUser, codes: readonly string[]): ReadonlySet<string> {
  if (user.permissions.has(ALL_PERMISSIONS)) return new Set(codes.filter((c) => c !== ALL_PERMISSIONS));
  return new Set(codes.filter((c) => user.permissions.has(c)));
}

/**
 * The principal behind a personal access token: the owner as they are now (active, tenant usable), with the
 * intersection of the token's codes and their current permissions, never the administrator's all-permission tag.
 * Answers undefined for an unknown, revoked or expired token, or an owner who may not sign in.
 */
export async function personalTokenPrincipal(em: SqlEntityManager, token: string): Promise<CurrentUser | undefined> {
  if (token.length > 200) return undefined;
  const stored = await em.findOne(PersonalAccessToken, { tokenHash: sha256(token) });
  if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) return undefined;
  const user = await loadCurrentUser(em, { sub: stored.userId, tenantId: stored.tenantId, clientId: PAT_CLIENT_ID });
  if (!user) return undefined;
  const now = new Date();
  if (!stored.lastUsedAt || now.getTime() - stored.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS)
    await em.nativeUpdate(PersonalAccessToken, { id: stored.id }, { lastUsedAt: now });
  return {
    ...user,
    isAdmin: false,
    permissions: limitTo(user, stored.codes),
    via: { kind: 'personal', tokenId: stored.id, ownerIsAdmin: user.isAdmin },
  };
}
