import type { Request } from 'express';
import { badInput } from '../errors/domain-error.js';
import { type PageRequest, pageRequest } from '../crud/paging.js';
import { parseDateTime } from '@zhuxie/domain/time/datetime';

/** A single query value as text (the first when repeated); undefined when absent or empty. */
export function queryText(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `current` and `size` of the legacy paging convention, and its `ascs` / `descs` sort fields. */
export function queryPage(req: Request): PageRequest {
  return pageRequest({
    current: queryText(req, 'current'),
    size: queryText(req, 'size'),
    ascs: queryText(req, 'ascs'),
    descs: queryText(req, 'descs'),
  });
}

/** `ids=a,b,c` (comma-separated, as the legacy remove calls send it). */
export function queryIds(req: Request, name = 'ids'): string[] {
  const raw =
    queryText(req, name) ??
    (typeof req.body === 'object' && req.body && typeof req.body[name] === 'string' ? req.body[name] : undefined);
  if (!raw) throw badInput('请选择至少一条数据');
  return raw
    .split(',')
    .map((s: string) => s.trim())
    .filter(Boolean);
}

export function queryId(req: Request, name = 'id'): string {
  const id = queryText(req, name);
  if (!id) throw badInput(`缺少参数 ${name}`);
  return id;
}

/** The `<field>_dategt` / `<field>_datelt` date filters of the legacy search bar. */
export function queryDateRange(req: Request, field: string): { from?: Date; to?: Date } {
  const read = (suffix: string): Date | undefined => {
    const text = queryText(req, `${field}_${suffix}`);
    if (text === undefined) return undefined;
    const date = parseDateTime(text);
    if (!date) throw badInput(`${field}_${suffix} 不是有效的日期（yyyy-MM-dd HH:mm:ss）`);
    return date;
  };
  return { from: read('dategt'), to: read('datelt') };
}

/** Query parameters and the form or JSON body of a legacy call, merged (the body wins). */
export function requestParams(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

/**
 * Ids as the legacy calls send them (comma-separated text) made a list for validation; an array is kept, a
 * missing value is an empty list.
 */
export function idList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  return typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;
}
