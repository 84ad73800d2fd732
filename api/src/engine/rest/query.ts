import type { Request } from 'express';
import { badInput } from '../errors/domain-error.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageRequest, pageRequest } from '../crud/paging.js';
import { parseDateTime } from '@zhuxie/domain/time/datetime';

/** The JSON schema of a query value, as the OpenAPI document gives it. */
export type QuerySchema = Record<string, unknown>;

/** A documentation probe (filterQueryDoc's request) → the schemas the typed readers below noted on it. */
const probes = new WeakMap<object, Map<string, QuerySchema>>();

/**
 * A request for documenting a query reader by running it once: every name it reads from the query is listed in
 * `read` (each value is absent), and the typed readers (queryInt, queryDateRange, queryPage) note the schema of
 * theirs in `schemas`.
 */
export function queryProbe(): { req: Request; read: string[]; schemas: Map<string, QuerySchema> } {
  const read: string[] = [];
  const query = new Proxy({} as Record<string, unknown>, {
    get(_target, name) {
      if (typeof name === 'string' && !read.includes(name)) read.push(name);
      return undefined;
    },
  });
  const req = { query, body: {}, params: {}, headers: {} } as unknown as Request;
  const schemas = new Map<string, QuerySchema>();
  probes.set(req, schemas);
  return { req, read, schemas };
}

/** Notes the schema of a query value on a documentation probe (nothing on a real request). */
export function noteQuery(req: Request, name: string, schema: QuerySchema): void {
  probes.get(req)?.set(name, schema);
}

/** The schemas of a page number and a page size. */
export const PAGE_NUMBER_SCHEMA: QuerySchema = { type: 'integer', minimum: 1, default: 1 };
export const PAGE_SIZE_SCHEMA: QuerySchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_PAGE_SIZE,
  default: DEFAULT_PAGE_SIZE,
};
/**
 * The schema of a date filter: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm[:ss]` (Beijing time) or an ISO date-time with
 * its offset.
 */
export const DATE_QUERY_SCHEMA: QuerySchema = {
  type: 'string',
  anyOf: [
    { format: 'date' },
    { pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$' },
    { format: 'date-time' },
  ],
  examples: ['2026-01-01 00:00:00'],
};

/** A single query value as text (the first when repeated); undefined when absent or empty. */
export function queryText(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `current` and `size` of the legacy paging convention, and its `ascs` / `descs` sort fields. */
export function queryPage(req: Request): PageRequest {
  noteQuery(req, 'current', PAGE_NUMBER_SCHEMA);
  noteQuery(req, 'size', PAGE_SIZE_SCHEMA);
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
    noteQuery(req, `${field}_${suffix}`, DATE_QUERY_SCHEMA);
    const text = queryText(req, `${field}_${suffix}`);
    if (text === undefined) return undefined;
    const date = parseDateTime(text);
    if (!date) throw badInput(`${field}_${suffix} 不是有效的日期（yyyy-MM-dd HH:mm:ss）`);
    return date;
  };
  return { from: read('dategt'), to: read('datelt') };
}

/**
 * An integer query value (undefined when absent): digits naming one of the values `accept` lists, or text matching
 * the pattern `accept` is; anything else is a bad input (`message`, by default "<name> 无效"). `schema` adds to the
 * documented `{ type: 'integer' }` (a list of values is documented as its enum).
 */
export function queryInt(
  req: Request,
  name: string,
  accept: readonly number[] | RegExp,
  options: { message?: string; schema?: QuerySchema } = {},
): number | undefined {
  noteQuery(req, name, {
    type: 'integer',
    ...(accept instanceof RegExp ? {} : { enum: [...accept] }),
    ...options.schema,
  });
  const text = queryText(req, name);
  if (text === undefined) return undefined;
  const ok = accept instanceof RegExp ? accept.test(text) : /^\d+$/.test(text) && accept.includes(Number(text));
  if (!ok) throw badInput(options.message ?? `${name} 无效`);
  return Number(text);
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
