import type { RequestContext } from '../context.js';
import { badInput, stale } from '../errors/domain-error.js';

export const VERSION_MESSAGES = {
  required: '请提供数据版本号（version），刷新后重试',
} as const;

/** What the check needs of a versioned record. */
interface Versioned {
  version: number;
  createUser?: string;
  updateUser?: string;
}

/** Did the request come through the legacy REST door (BladeX paths)? */
function isLegacyRest(ctx: RequestContext): boolean {
  return ctx.request?.uri.startsWith('/api/') ?? false;
}

/**
 * Optimistic locking of an update. A stale version is refused (数据已被他人修改). Over GraphQL the version is
 * required. The legacy REST door may omit it (its forms never sent one): then the update is accepted only when
 * nobody else changed the record since it could have been read: it was never changed, or its last change was
 * this user's.
 */
export function checkVersion(ctx: RequestContext, existing: Versioned, version: number | null | undefined): void {
  if (version != null) {
    if (version !== existing.version) throw stale();
    return;
  }
  if (!isLegacyRest(ctx))
    throw badInput(VERSION_MESSAGES.required, [{ field: 'version', message: VERSION_MESSAGES.required }]);
  const lastChangedBy = existing.updateUser ?? existing.createUser;
  if (existing.version > 1 && lastChangedBy !== ctx.userId) throw stale();
}
