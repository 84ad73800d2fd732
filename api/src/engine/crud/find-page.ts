import { type EntityName, type FilterQuery, type QueryOrderMap, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

const TOTAL = '__page_total';

export interface FindPageOptions<T> {
  orderBy?: QueryOrderMap<T> | QueryOrderMap<T>[];
  limit: number;
  offset?: number;
}

/**
 * One page of rows and the number of all matching rows, in one statement (`count(*) over ()` beside the page),
 * where `em.findAndCount` sends two. The filters of the entity manager (tenant, soft delete) apply as with `find`.
 * A page past the end has no row to carry the total: only then is it counted separately.
 */
export async function findPage<T extends object>(
  em: SqlEntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: FindPageOptions<T>,
): Promise<[T[], number]> {
  const offset = options.offset ?? 0;
  const qb = em
    .createQueryBuilder(entity)
    .select(['*', raw(`count(*) over () as "${TOTAL}"`)])
    .where(where as never);
  await qb.applyFilters();
  if (options.orderBy) qb.orderBy(options.orderBy as never);
  qb.limit(options.limit).offset(offset);
  const rows = await qb.execute<Record<string, unknown>[]>('all', false);
  if (rows.length === 0) return [[], offset > 0 ? await em.count(entity, where as never) : 0];
  const total = Number(rows[0]![TOTAL]);
  return [
    rows.map((row) => {
      delete row[TOTAL];
      return em.map(entity, row as never);
    }),
    total,
  ];
}
