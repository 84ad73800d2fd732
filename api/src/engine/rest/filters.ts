import type { Request } from 'express';
import { queryDateRange, queryText } from './query.js';

/** Text filters and the createTime_dategt / createTime_datelt range of a legacy list call. */
export function queryFilter<K extends string>(
  req: Request,
  keys: readonly K[],
): Partial<Record<K, string>> & { createTimeFrom?: Date; createTimeTo?: Date } {
  const out: Partial<Record<K, string>> & { createTimeFrom?: Date; createTimeTo?: Date } = {};
  for (const key of keys) {
    const value = queryText(req, key);
    if (value !== undefined) out[key] = value as never;
  }
  const range = queryDateRange(req, 'createTime');
  if (range.from) out.createTimeFrom = range.from;
  if (range.to) out.createTimeTo = range.to;
  return out;
}
