import { likeText } from './crud.service.js';

/** A list condition from text filters (partial, case-insensitive), exact filters and a createTime range. */
export function textWhere(
  filter: Record<string, unknown> & { createTimeFrom?: Date; createTimeTo?: Date },
  like: readonly string[],
  exact: readonly string[] = [],
): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const key of like) {
    const v = filter[key];
    if (typeof v === 'string' && v.trim()) where[key] = { $ilike: likeText(v.trim()) };
  }
  for (const key of exact) {
    const v = filter[key];
    if (v !== undefined && v !== null && v !== '')
      where[key] =
        typeof v === 'string' && /^-?\d+$/.test(v) && key !== 'parentId' && !key.endsWith('Id') ? Number(v) : v;
  }
  if (filter.createTimeFrom || filter.createTimeTo) {
    where.createTime = {
      ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
      ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
    };
  }
  return where;
}
