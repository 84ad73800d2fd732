import { type EntityName, type FilterQuery, type QueryOrderMap, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

const TOTAL = '__page_total';
/** The alias of the listed table in the page statement (what `FindPageOptions.columns` correlate with). */
export const PAGE_ALIAS = 'e0';

/** A SQL expression read beside each row of the page, given the listed table's alias (a correlated subquery). */
export type PageColumn = (alias: string) => string;

export interface FindPageOptions<T> {
  orderBy?: QueryOrderMap<T> | QueryOrderMap<T>[];
  limit: number;
  offset?: number;
  /**
   * Values looked up for each row in the page statement itself (a name from another table, the newest related
   * row), so that a list needs no further statement for them. The caller's SQL applies the soft-delete and tenant
   * conditions of the table it reads. Answered per row, by key, as the third element.
   */
  columns?: Record<string, PageColumn>;
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
): Promise<[T[], number, Record<string, unknown>[]]> {
  const offset = options.offset ?? 0;
  const count = em
    .createQueryBuilder(entity)
    .count()
    .where(where as never);
  await count.applyFilters();
  const columns = Object.entries(options.columns ?? {});
  const qb = em
    .createQueryBuilder(entity, PAGE_ALIAS)
    .select([
      '*',
      count.as(TOTAL),
      ...columns.map(([key, sql]) => raw(`(${sql(PAGE_ALIAS)}) as ${em.getPlatform().quoteIdentifier(key)}`)),
    ] as never)
    .where(where as never);
  await qb.applyFilters();
  if (options.orderBy) qb.orderBy(options.orderBy as never);
  qb.limit(options.limit).offset(offset);
  const rows = await qb.execute<Record<string, unknown>[]>('all', false);
  if (rows.length === 0) return [[], offset > 0 ? await em.count(entity, where as never) : 0, []];
  const total = Number(rows[0]![TOTAL]);
  const extras: Record<string, unknown>[] = [];
  const found = rows.map((row) => {
    delete row[TOTAL];
    const extra: Record<string, unknown> = {};
    for (const [key] of columns) {
      extra[key] = row[key];
      delete row[key];
    }
    extras.push(extra);
    return em.map(entity, row as never);
  });
  return [found, total, extras];
}
