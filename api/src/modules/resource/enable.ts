import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { BaseEntity } from '../../db/base.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { DomainError, notFound } from '../../engine/errors/domain-error.js';

/**
 * Enables one configuration of the tenant and disables the others, in one transaction. A partial unique index
 * (one row with status 1 per tenant) makes a concurrent second enable fail instead of leaving two enabled.
 */
export async function enableOne<E extends BaseEntity & { status: number }>(ctx: RequestContext, entity: EntityClass<E>, id: string, missing: string): Promise<E> {
  try {
    await ctx.em.transactional(async (em) => {
      const target = await em.findOne(entity, { id } as FilterQuery<E>);
      if (!target) throw notFound(missing);
      await em.nativeUpdate(entity, { tenantId: ctx.tenantId, status: 1, id: { $ne: id } } as FilterQuery<E>, { status: 0 } as never);
      target.status = 1;
      target.updateUser = ctx.userId;
    });
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', '另一项配置正在启用，请刷新后重试');
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
