import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

const TOTAL = '__page_total';

export interface FindPageOptions<T> {
  orderBy?: QueryOrderMap<T> | QueryOrderMap<T>[];
  limit: number;
  offset?: number;
}

/**
 * One page of rows and the number of all matching rows, in one statement (the count as an uncorrelated subquery
 * beside the page), where `em.findAndCount` sends two. The filters of the entity manager (tenant, soft delete)
 * apply as with `find`. A page past the end has no row to carry the total: only then is it counted separately.
 *
 * Not `count(*) over ()`: a window over every matching row makes PostgreSQL read and sort them all before the
 * limit, whatever the index; a subquery is computed once (an InitPlan, from the narrowest index that covers the
 * filter) and leaves the page to an index scan in the list's order that stops after the page (db/list-indexes.ts).
 */
export async function findPage<T extends object>(
  em: SqlEntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: FindPageOptions<T>,
): Promise<[T[], number]> {
  const offset = options.offset ?? 0;
  const count = em
    .createQueryBuilder(entity)
    .count()
    .where(where as never);
  await count.applyFilters();
  const qb = em
    .createQueryBuilder(entity)
    .select(['*', count.as(TOTAL)])
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
