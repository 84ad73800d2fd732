import type { Request } from 'express';
import { FLOW_STATUS_LABELS } from '../flow/transitions.js';
import { queryDateRange, queryInt, queryProbe, queryText } from './query.js';
import { PAGE_QUERY, type QueryParam } from './route.js';

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

const FLOW_STATUS_TEXT = Object.entries(FLOW_STATUS_LABELS)
  .map(([code, label]) => `${code} ${label}`)
  .join('、');

/**
 * The flow status filter of a list of flow-driven records (an integer 0 to 5); other text is a bad input
 * (`message`).
 */
export function queryFlowStatus(req: Request, name = 'flowStatus', message = `${name} 只能是 0 到 5`) {
  return queryInt(req, name, /^[0-5]$/, { message, schema: { minimum: 0, maximum: 5 } });
}

/** Descriptions of the filter names several lists read. */
const FILTER_TEXT: Record<string, string> = {
  createTime_dategt: '创建时间起（yyyy-MM-dd HH:mm:ss）',
  createTime_datelt: '创建时间止（yyyy-MM-dd HH:mm:ss）',
  flowStatus: `流程状态：${FLOW_STATUS_TEXT}`,
  programmeId: '奖项主键',
  year: '年度',
  unitName: '单位名称',
  unitId: '单位主键',
  projectName: '工程名称',
  enabled: '1 启用、0 停用',
  current: PAGE_QUERY.current.description,
  size: PAGE_QUERY.size.description,
};

/**
 * The query parameters a list's filter function reads (name → description and schema), found by running it once on
 * a request whose query records every name asked for (and on which the typed readers note their schema: integers,
 * dates; other values are text). A filter that fails on the empty request documents what it read so far. `known`
 * says what the bare name does not: a description, or a description and schema (such as an enum of text values).
 */
export function filterQueryDoc(
  filter: (req: Request) => unknown,
  known: Record<string, QueryParam> = {},
): Record<string, QueryParam> {
  const { req, read, schemas } = queryProbe();
  try {
    filter(req);
  } catch {
    // The names read before the failure are still documented.
  }
  return Object.fromEntries(
    read.map((name) => {
      const given = known[name];
      return [
        name,
        typeof given === 'object'
          ? given
          : {
              description: given ?? FILTER_TEXT[name] ?? `筛选条件：${name}`,
              schema: schemas.get(name) ?? { type: 'string' },
            },
      ];
    }),
  );
}
