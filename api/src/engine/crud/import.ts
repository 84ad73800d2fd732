import busboy from 'busboy';
import ExcelJS from 'exceljs';
import { checkWorkbookArchive } from './zip-guard.js';
import type { Request } from 'express';
import type { RequestContext } from '../context.js';
import { badInput, DomainError } from '../errors/domain-error.js';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import { validateInput } from '../validation/validate.js';
import type { SubmitInput } from './crud.service.js';

/** One column of an import file: the header label in the first row and the input field it fills. */
export interface ImportColumn {
  header: string;
  field: string;
  width?: number;
  /** The header may be left out of a file (the template still has it). */
  optional?: boolean;
}

export interface ImportDefinition<I extends SubmitInput> {
  /** Name of the template download and its sheet (without extension). */
  templateName: string;
  columns: ReadonlyArray<ImportColumn>;
  /** The resource's input class: every row is validated with it (the same rules as submit). */
  input: new () => I;
  /**
   * Turns a row's cells (text by field) into the input's plain body: numbers, lists, lookups of names ...
   * May throw a DomainError: it becomes that row's error. Default: the cells as they are.
   */
  toBody?: (
    ctx: RequestContext,
    cells: Record<string, string>,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The key that names a record (account, code ...): rows with the same key in one file are refused. */
  key: (input: I) => string;
  /** The live record the key names, if any. */
  findExisting: (ctx: RequestContext, input: I) => Promise<{ id: string } | null | undefined>;
  /** Message of a row whose record exists when existing records are not to be covered. */
  duplicateMessage: (input: I) => string;
  /** Saves one row through the resource's service (its rules apply); `id` is set when it updates. */
  save: (ctx: RequestContext, input: I) => Promise<unknown>;
  /** Rows saved in this order (parents before children ...); errors still name the file's row numbers. */
  order?: (a: I, b: I) => number;
  /** Largest number of data rows in one file (default IMPORT_MAX_ROWS). */
  maxRows?: number;
}

export interface ImportRowError {
  /** Row number in the sheet (the header is row 1). */
  row: number;
  message: string;
}

export interface ImportOutcome {
  ok: boolean;
  total: number;
  created: number;
  updated: number;
  errors: ImportRowError[];
}

export const IMPORT_MAX_ROWS = 5000;
/** Largest upload accepted for an import. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: '请选择要导入的 Excel 文件',
  notXlsx: '请上传 .xlsx 格式的 Excel 文件',
  tooLarge: `文件过大，不能超过 ${IMPORT_MAX_BYTES / 1024 / 1024}MB`,
  empty: '文件中没有数据',
  tooManyRows: (max: number) => `一次最多导入 ${max} 条数据`,
  missingHeader: (header: string) => `模板表头缺少「${header}」，请下载导入模板`,
  duplicateInFile: (first: number) => `与第 ${first} 行重复`,
  failed: (count: number) => `导入失败：${count} 行数据有误，没有导入任何数据`,
  done: (created: number, updated: number) => `导入成功：新增 ${created} 条，更新 ${updated} 条`,
} as const;

/** The uploaded file and the text fields of a multipart/form-data request. */
export interface Upload {
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

/** Reads one file (field `file`, or the first file) and the text fields of a multipart upload, with a size cap. */
export function readUpload(req: Request, maxBytes = IMPORT_MAX_BYTES): Promise<Upload> {
  if (!req.is('multipart/form-data')) return Promise.reject(badInput(IMPORT_MESSAGES.noFile));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 1024 } });
    } catch {
      reject(badInput(IMPORT_MESSAGES.noFile));
      return;
    }
    const fields: Record<string, string> = {};
    let file: { fileName: string; chunks: Buffer[]; truncated: boolean } | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const current = { fileName: info.filename ?? '', chunks: [] as Buffer[], truncated: false };
      file ??= current;
      stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
      stream.on('limit', () => {
        current.truncated = true;
      });
    });
    parser.on('error', () => reject(badInput(IMPORT_MESSAGES.noFile)));
    parser.on('close', () => {
      if (!file || file.chunks.length === 0) return reject(badInput(IMPORT_MESSAGES.noFile));
      if (file.truncated) return reject(new DomainError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge));
      resolve({ fileName: file.fileName, data: Buffer.concat(file.chunks), fields });
    });
    req.pipe(parser);
  });
}

/** A cell's value as trimmed text (numbers as written, dates as the yyyy-MM-dd HH:mm:ss typed in the cell, rich text joined). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // An Excel date has no time zone: ExcelJS reads the wall clock typed in the cell as that time in UTC.
  if (value instanceof Date) return formatDateTime(value, 'UTC');
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/**
 * Reads the first sheet of an .xlsx file: the first row's headers are matched to the columns (by header label
 * or field name), every later non-empty row becomes field -> text. Unknown headers are ignored.
 */
export async function readSheet(
  data: Buffer,
  columns: ReadonlyArray<ImportColumn>,
  maxRows = IMPORT_MAX_ROWS,
): Promise<SheetRow[]> {
  // .xlsx files are zip archives: "PK\x03\x04".
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw badInput(IMPORT_MESSAGES.notXlsx);
  // Bounded before parsing: inflated size and row count, inflated as a stream (zip bombs, huge sheets).
  await checkWorkbookArchive(data, { maxRows });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badInput(IMPORT_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount < 2) throw badInput(IMPORT_MESSAGES.empty);
  const byHeader = new Map<string, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value).replace(/^\*/, '').trim();
    const column = columns.find((c) => c.header === text || c.field === text);
    if (column) byHeader.set(String(col), column.field);
  });
  for (const c of columns)
    if (!c.optional && ![...byHeader.values()].includes(c.field))
      throw badInput(IMPORT_MESSAGES.missingHeader(c.header));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    let any = false;
    row.eachCell((cell, col) => {
      const field = byHeader.get(String(col));
      if (!field) return;
      const text = cellText(cell.value);
      if (text) any = true;
      cells[field] = text;
    });
    if (any) rows.push({ row: rowNumber, cells });
  });
  if (rows.length === 0) throw badInput(IMPORT_MESSAGES.empty);
  if (rows.length > maxRows) throw badInput(IMPORT_MESSAGES.tooManyRows(maxRows));
  return rows;
}

/** Thrown inside the import transaction to roll it back when any row failed. */
class RowsFailed extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super('import rows failed');
  }
}

const messageOf = (e: unknown): string | undefined => (e instanceof DomainError ? e.message : undefined);

/**
 * Validates every row with the resource's input class, then saves them all in one transaction through the
 * resource's service: either every row is saved, or none is and the answer lists each failing row with its
 * message. With `covered`, a row whose key names an existing record updates it; otherwise it is refused.
 */
export async function runImport<I extends SubmitInput>(
  ctx: RequestContext,
  def: ImportDefinition<I>,
  rows: SheetRow[],
  options: { covered: boolean },
): Promise<ImportOutcome> {
  const errors: ImportRowError[] = [];
  const valid: { row: number; input: I }[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    try {
      const body = def.toBody ? await def.toBody(ctx, cells) : cells;
      const input = await validateInput(def.input, body);
      const key = def.key(input);
      const first = seen.get(key);
      if (first !== undefined) throw badInput(IMPORT_MESSAGES.duplicateInFile(first));
      seen.set(key, row);
      valid.push({ row, input });
    } catch (e) {
      const message = messageOf(e);
      if (!message) throw e;
      errors.push({ row, message });
    }
  }
  const outcome = (created: number, updated: number): ImportOutcome => ({
    ok: errors.length === 0,
    total: rows.length,
    created,
    updated,
    errors: [...errors].sort((a, b) => a.row - b.row),
  });
  if (errors.length) return outcome(0, 0);
  if (def.order) valid.sort((a, b) => def.order!(a.input, b.input));

  let created = 0;
  let updated = 0;
  try {
    await ctx.em.transactional(async (em) => {
      const tx: RequestContext = { ...ctx, em };
      for (const { row, input } of valid) {
        try {
          const existing = await def.findExisting(tx, input);
          if (existing && !options.covered) throw badInput(def.duplicateMessage(input));
          input.id = existing?.id;
          input.version = undefined;
          await def.save(tx, input);
          if (existing) updated++;
          else created++;
        } catch (e) {
          const message = messageOf(e);
          // A failed statement ends a PostgreSQL transaction: report the rows so far and stop.
          if (!message) {
            if (errors.length) break;
            throw e;
          }
          errors.push({ row, message });
        }
      }
      if (errors.length) throw new RowsFailed(errors);
    });
  } catch (e) {
    if (e instanceof RowsFailed) {
      ctx.em.clear();
      return outcome(0, 0);
    }
    throw e;
  }
  return outcome(created, updated);
}
