import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { BaseEntity } from '../../db/base.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { DomainError, notFound } from '../../engine/errors/domain-error.js';

/**
 * Enables one configuration of the tenant and disables the others, in one transaction. Enables of the same kind
 * and tenant take a transaction-scoped advisory lock first, so they run one after another and each reads the rows
 * as the previous one left them (without it, an enable that had read its target as already enabled before another
 * disabled it would write nothing and leave none enabled). The partial unique index (one row with status 1 per
 * tenant) stays as the last guard against two.
 */
export async function enableOne<E extends BaseEntity & { status: number }>(
  ctx: RequestContext,
  entity: EntityClass<E>,
  id: string,
  missing: string,
): Promise<E> {
  try {
    await ctx.em.transactional(async (em) => {
      const table = em.getMetadata().get(entity).tableName;
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`enable:${table}:${ctx.tenantId ?? ''}`]);
      // Straight statements, not the unit of work: the row is read and written as the previous enable left it.
      const target = await em.findOne(entity, { id } as FilterQuery<E>, { refresh: true });
      if (!target) throw notFound(missing);
      await em.nativeUpdate(
        entity,
        { tenantId: ctx.tenantId, status: 1, id: { $ne: id } } as FilterQuery<E>,
        { status: 0, version: raw('version + 1') } as never,
      );
      await em.nativeUpdate(
        entity,
        { id } as FilterQuery<E>,
        { status: 1, updateUser: ctx.userId, version: raw('version + 1') } as never,
      );
    });
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException)
      throw new DomainError('CONFLICT', '另一项配置正在启用，请刷新后重试');
    throw e;
  }
  ctx.em.clear();
  const enabled = await ctx.em.findOne(entity, { id } as FilterQuery<E>);
  if (!enabled) throw notFound(missing);
  return enabled;
}

/** A secret field of a submit: empty, or the masked value shown to the user, keeps the stored secret. */
export function keptSecret(given: string | undefined | null, stored: string | undefined): string | undefined {
  const text = given?.trim();
  if (!text || text.includes('******')) return stored;
  return text;
}
