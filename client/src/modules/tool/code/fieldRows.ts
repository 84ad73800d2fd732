/** Column types the code generator knows (the server's list). */
export const FIELD_TYPES = ['string', 'text', 'int', 'decimal', 'date', 'datetime', 'boolean'] as const;

/** One row of the field-list editor: text values as the inputs hold them. */
export interface FieldRow {
  key: string;
  name: string;
  column: string;
  type: string;
  label: string;
  length: string;
  required: boolean;
  searchable: boolean;
  showInList: boolean;
}

/** The field as the API takes it (CodeFieldInput). */
export interface FieldValue {
  name: string;
  column: string;
  type: string;
  label: string;
  required: boolean;
  length?: number | null;
  searchable: boolean;
  showInList: boolean;
}

export const PROPERTY_PATTERN = /^[a-z][A-Za-z0-9]{0,62}$/;
export const SQL_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

let counter = 0;
const nextKey = () => `f${++counter}`;

export function emptyRow(): FieldRow {
  return {
    key: nextKey(),
    name: '',
    column: '',
    type: 'string',
    label: '',
    length: '255',
    required: false,
    searchable: false,
    showInList: true,
  };
}

export function rowOf(field: FieldValue): FieldRow {
  return {
    key: nextKey(),
    name: field.name,
    column: field.column,
    type: field.type,
    label: field.label,
    length: field.length == null ? '' : String(field.length),
    required: field.required,
    searchable: field.searchable,
    showInList: field.showInList,
  };
}

export function valueOf(row: FieldRow): FieldValue {
  const length = row.type === 'string' && row.length.trim() ? Number(row.length) : null;
  return {
    name: row.name.trim(),
    column: row.column.trim(),
    type: row.type,
    label: row.label.trim(),
    required: row.required,
    length,
    searchable: row.searchable,
    showInList: row.showInList,
  };
}

/** `unit_name` → `unitName` (the property a column gets by default). */
export function propertyOfColumn(column: string): string {
  return column
    .trim()
    .toLowerCase()
    .replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase())
    .replace(/_+$/, '');
}

/** The message ids of a row's problems (first per cell), or none. */
export interface RowProblems {
  name?: string;
  column?: string;
  label?: string;
  length?: string;
}

/** Checks the rows as the server will (names, columns, labels, lengths, repeats); answers problems by row key. */
export function checkRows(rows: readonly FieldRow[]): Map<string, RowProblems> {
  const problems = new Map<string, RowProblems>();
  const names = new Set<string>();
  const columns = new Set<string>();
  for (const row of rows) {
    const p: RowProblems = {};
    const name = row.name.trim();
    const column = row.column.trim();
    if (!name) p.name = 'tool.code.field.nameRequired';
    else if (!PROPERTY_PATTERN.test(name)) p.name = 'tool.code.field.nameInvalid';
    else if (names.has(name)) p.name = 'tool.code.field.nameRepeated';
    if (!column) p.column = 'tool.code.field.columnRequired';
    else if (!SQL_NAME_PATTERN.test(column)) p.column = 'tool.code.field.columnInvalid';
    else if (columns.has(column)) p.column = 'tool.code.field.columnRepeated';
    if (!row.label.trim()) p.label = 'tool.code.field.labelRequired';
    if (row.type === 'string' && row.length.trim() && !/^\d+$/.test(row.length.trim()))
      p.length = 'tool.code.field.lengthInvalid';
    else if (row.type === 'string' && row.length.trim() && (Number(row.length) < 1 || Number(row.length) > 4000))
      p.length = 'tool.code.field.lengthInvalid';
    names.add(name);
    columns.add(column);
    if (Object.keys(p).length) problems.set(row.key, p);
  }
  return problems;
}
