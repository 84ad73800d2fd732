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

const FILTER_TEXT: Record<string, string> = {
  createTime_dategt: '创建时间起（yyyy-MM-dd HH:mm:ss）',
  createTime_datelt: '创建时间止（yyyy-MM-dd HH:mm:ss）',
};

/**
 * The query parameters a list's filter function reads (name → description), found by running it once on a request
 * whose query records every name asked for; a filter that fails on the empty request documents what it read so far.
 */
export function filterQueryDoc(filter: (req: Request) => unknown): Record<string, string> {
  const read: string[] = [];
  const query = new Proxy({} as Record<string, unknown>, {
    get(_target, name) {
      if (typeof name === 'string' && !read.includes(name)) read.push(name);
      return undefined;
    },
  });
  try {
    filter({ query, body: {}, params: {}, headers: {} } as unknown as Request);
  } catch {
    // The names read before the failure are still documented.
  }
  return Object.fromEntries(read.map((name) => [name, FILTER_TEXT[name] ?? `筛选条件：${name}`]));
}
