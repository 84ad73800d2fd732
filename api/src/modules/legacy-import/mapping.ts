import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';

/** How one field here is filled from a legacy row. */
export interface ColumnSpec {
  /** Legacy column. */
  column?: string;
  /** A constant instead of a column. */
  value?: string | number;
  /** Legacy value → value here (for codes that differ). */
  map?: Record<string, string | number>;
  /** Used when the column is empty. */
  default?: string | number;
}

/** One legacy business table and the records here it becomes. */
export interface TableMapping {
  /** One of MAPPING_TARGETS (memberUnit ... expert, event, eventRegistration, article, awardApplication, awardApplicationLog). */
  target: string;
  /** Legacy table. */
  from: string;
  /** Legacy key column (unique, sortable): `id` unless told. */
  key?: string;
  /** SQL condition on the legacy rows, e.g. `is_deleted = 0` (the operator's own file: trusted). */
  where?: string;
  /** Tenant of every row; otherwise the row's `tenant_id` column, else the run's default tenant. */
  tenant?: string;
  /** Field here → legacy column name, or a ColumnSpec. */
  columns: Record<string, string | ColumnSpec>;
}

/** The mapping file (YAML or JSON). */
export interface BusinessMapping {
  /** Legacy menu code → menu code here, for grants whose codes differ. */
  menus?: Record<string, string>;
  /** Business tables, imported in this order (parents before the rows that refer to them). */
  tables?: TableMapping[];
}

export const MAPPING_TARGETS = [
  'memberUnit',
  'memberPerson',
  'duesStandard',
  'duesPeriod',
  'receipt',
  'certificate',
  'expert',
  'event',
  'eventRegistration',
  'article',
  'awardApplication',
  'awardApplicationLog',
] as const;
export type MappingTarget = (typeof MAPPING_TARGETS)[number];

/** Parses and checks a mapping (YAML or JSON text); throws a message naming what is wrong. */
export function parseMapping(source: string, fileName = 'mapping'): BusinessMapping {
  let data: unknown;
  try {
    data = /\.json$/i.test(fileName) ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    throw new Error(`映射文件 ${fileName} 无法解析：${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error(`映射文件 ${fileName} 应为一个对象（menus、tables）`);
  const mapping = data as BusinessMapping;
  if (mapping.menus !== undefined && (typeof mapping.menus !== 'object' || Array.isArray(mapping.menus)))
    throw new Error('menus 应为 旧编码: 新编码 的对象');
  if (mapping.tables !== undefined && !Array.isArray(mapping.tables)) throw new Error('tables 应为列表');
  for (const [i, table] of (mapping.tables ?? []).entries()) {
    const where = `tables[${i}]`;
    if (!table || typeof table !== 'object') throw new Error(`${where} 应为对象`);
    if (!MAPPING_TARGETS.includes(table.target as MappingTarget))
      throw new Error(`${where}.target 应为 ${MAPPING_TARGETS.join('、')} 之一，而不是 ${String(table.target)}`);
    if (typeof table.from !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(table.from))
      throw new Error(`${where}.from 应为旧库的表名`);
    if (table.key !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(String(table.key)))
      throw new Error(`${where}.key 应为列名`);
    if (!table.columns || typeof table.columns !== 'object')
      throw new Error(`${where}.columns 应为 字段: 旧列名 的对象`);
    for (const [field, spec] of Object.entries(table.columns)) {
      if (typeof spec === 'string') continue;
      if (!spec || typeof spec !== 'object' || (spec.column === undefined && spec.value === undefined))
        throw new Error(`${where}.columns.${field} 需要 column 或 value`);
    }
  }
  return mapping;
}

export async function loadMapping(file: string): Promise<BusinessMapping> {
  return parseMapping(await readFile(file, 'utf8'), file);
}
