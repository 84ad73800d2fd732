import type { Response } from 'express';
import ExcelJS from 'exceljs';
import type { BaseEntity } from '../../db/base.entity.js';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors/domain-error.js';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import type { CrudService, SubmitInput } from './crud.service.js';

/** What one spreadsheet cell may hold. Dates are written as `yyyy-MM-dd HH:mm:ss` text (the legacy format). */
export type CellValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its header label, how wide it is (characters) and its value for a row. */
export interface ExportColumn<E, L = undefined> {
  header: string;
  width?: number;
  /** The cell of a row; `lookup` is what the definition's `lookup` loaded for the row's batch (names of ids ...). */
  value: (row: E, lookup: L) => CellValue;
}

export interface ExportDefinition<E, L = undefined> {
  /** Download name without extension (Chinese allowed): 用户列表 -> 用户列表.xlsx. */
  fileName: string;
  sheetName?: string;
  columns: ReadonlyArray<ExportColumn<E, L>>;
  /** Loads what the columns need besides the rows themselves, once per batch (dept and role names ...). */
  lookup?: (ctx: RequestContext, rows: E[]) => Promise<L>;
  /** Largest number of rows one export may hold (default EXPORT_MAX_ROWS). */
  maxRows?: number;
}

/** Hard cap of one export: a larger list must be narrowed by its filter first. */
export const EXPORT_MAX_ROWS = 50_000;
/** Rows read from the database at a time while streaming an export. */
export const EXPORT_BATCH_SIZE = 1000;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const tooManyRowsMessage = (max: number) => `导出数据超过 ${max} 条上限，请缩小查询条件后再导出`;

/**
 * A row's cells in column order; dates become legacy date-time text, null and undefined empty cells. Text is
 * written as text cells (never as formulas), so values starting with = stay plain text.
 */
export function exportCells<E, L>(
  columns: ReadonlyArray<ExportColumn<E, L>>,
  row: E,
  lookup: L,
): (string | number | boolean | null)[] {
  return columns.map((c) => {
    const v = c.value(row, lookup);
    if (v === undefined || v === null) return null;
    if (v instanceof Date) return formatDateTime(v);
    return v;
  });
}

/**
 * `Content-Disposition` of a download whose name may be Chinese: an ASCII fallback `filename` and the exact
 * name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function contentDisposition(fileName: string): string {
  const fallback =
    fileName
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sets the download headers of an .xlsx file. */
export function startXlsxDownload(res: Response, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(`${fileName}.xlsx`));
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * Streams rows into an .xlsx download: header row (bold, frozen), then each batch as it arrives. The
 * response must not have been started; headers are set here.
 */
export async function streamXlsx<E, L>(
  ctx: RequestContext,
  res: Response,
  def: ExportDefinition<E, L>,
  batches: AsyncIterable<E[]>,
): Promise<number> {
  startXlsxDownload(res, def.fileName);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(def.sheetName ?? def.fileName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = def.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const batch of batches) {
    const lookup = (def.lookup ? await def.lookup(ctx, batch) : undefined) as L;
    for (const row of batch) {
      sheet.addRow(exportCells(def.columns, row, lookup)).commit();
      count++;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * The rows of a resource's list export, batch by batch: the same filter and data scope as the list
 * (`scopedWhere`), in the list's order. Refuses (before anything is sent) when more than the cap match.
 */
export async function exportBatches<E extends BaseEntity, I extends SubmitInput, F extends object>(
  ctx: RequestContext,
  service: CrudService<E, I, F>,
  filter: F | undefined,
  maxRows = EXPORT_MAX_ROWS,
): Promise<{ total: number; batches: AsyncIterable<E[]> }> {
  const where = await service.scopedWhere(ctx, filter);
  const first = await service.page(ctx, { current: 1, size: EXPORT_BATCH_SIZE }, where);
  if (first.total > maxRows) throw badInput(tooManyRowsMessage(maxRows));
  async function* batches(): AsyncIterable<E[]> {
    yield first.records;
    for (let current = 2; current <= first.pages; current++) {
      const page = await service.page(ctx, { current, size: EXPORT_BATCH_SIZE }, where);
      yield page.records;
      // Clear the identity map as we go so a large export does not keep every entity in memory.
      ctx.em.clear();
    }
  }
  return { total: first.total, batches: batches() };
}

/** Writes a header-only workbook (an import template) into a buffer. */
export async function templateWorkbook(
  sheetName: string,
  columns: ReadonlyArray<{ header: string; width?: number }>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
