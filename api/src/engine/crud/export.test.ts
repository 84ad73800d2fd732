import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.js';
import {
  contentDisposition,
  exportCells,
  type ExportDefinition,
  streamXlsx,
  templateWorkbook,
  XLSX_CONTENT_TYPE,
} from './export.js';

interface Row {
  name: string;
  count?: number | null;
  at: Date;
  roleIds: string[];
}

const definition: ExportDefinition<Row, Map<string, string>> = {
  fileName: '用户 列表',
  lookup: async (_ctx, rows) => new Map(rows.flatMap((r) => r.roleIds).map((id) => [id, `角色${id}`])),
  columns: [
    { header: '名称', width: 20, value: (r) => r.name },
    { header: '数量', value: (r) => r.count },
    { header: '时间', value: (r) => r.at },
    { header: '角色', value: (r, roles) => r.roleIds.map((id) => roles.get(id)).join(',') },
  ],
};

const rows: Row[] = [
  { name: '=SUM(A1)', count: 3, at: new Date('2026-01-02T03:04:05Z'), roleIds: ['1', '2'] },
  { name: '乙', count: null, at: new Date('2026-12-31T16:00:00Z'), roleIds: [] },
];

/** A writable standing in for express's response: collects the bytes and the headers. */
function fakeResponse() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const headers: Record<string, string> = {};
  const res = Object.assign(stream, {
    status: () => res,
    setHeader: (k: string, v: string) => {
      headers[k.toLowerCase()] = v;
    },
  });
  return { res: res as unknown as Response, headers, body: () => Buffer.concat(chunks) };
}

async function* batches<T>(...groups: T[][]) {
  for (const g of groups) yield g;
}

describe('export columns', () => {
  it('maps a row to cells in column order: dates as legacy text (Shanghai time), empty values as empty cells', () => {
    const lookup = new Map([['1', '管理员']]);
    expect(exportCells(definition.columns, rows[0]!, lookup)).toEqual([
      '=SUM(A1)',
      3,
      '2026-01-02 11:04:05',
      '管理员,',
    ]);
    expect(exportCells(definition.columns, rows[1]!, lookup)).toEqual(['乙', null, '2027-01-01 00:00:00', '']);
  });

  it('names the download in ASCII and exactly as RFC 5987 filename*', () => {
    expect(contentDisposition('用户列表.xlsx')).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xlsx`,
    );
    expect(contentDisposition('a "b";(c).xlsx')).toBe(
      `attachment; filename="a _b__(c).xlsx"; filename*=UTF-8''a%20%22b%22%3B%28c%29.xlsx`,
    );
  });
});

describe('streamed .xlsx', () => {
  it('writes the header row and every batch, readable back with exceljs (text stays text)', async () => {
    const { res, headers, body } = fakeResponse();
    const count = await streamXlsx({} as RequestContext, res, definition, batches([rows[0]!], [rows[1]!]));
    expect(count).toBe(2);
    expect(headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(headers['content-disposition']).toContain(`filename*=UTF-8''%E7%94%A8%E6%88%B7%20%E5%88%97%E8%A1%A8.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body() as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('用户 列表');
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['名称', '数量', '时间', '角色'],
      ['=SUM(A1)', 3, '2026-01-02 11:04:05', '角色1,角色2'],
      ['乙', undefined, '2027-01-01 00:00:00'],
    ]);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
  });

  it('builds a header-only template', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await templateWorkbook('模板', [{ header: '账号' }, { header: '姓名', width: 30 }])) as unknown as ArrayBuffer,
    );
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([undefined, '账号', '姓名']);
    expect(sheet.getColumn(2).width).toBe(30);
  });
});

describe('export rows', () => {
  it('uses the list condition and order, reads in batches and refuses more rows than the cap before sending anything', async () => {
    const { exportBatches, tooManyRowsMessage, EXPORT_BATCH_SIZE } = await import('./export.js');
    const calls: unknown[] = [];
    const total = EXPORT_BATCH_SIZE + 5;
    const service = {
      scopedWhere: async (_ctx: unknown, filter: { name?: string }) => ({ name: filter.name, scoped: true }),
      page: async (_ctx: unknown, req: { current: number; size: number }, where: unknown) => {
        calls.push({ req, where });
        const records = Array.from(
          { length: Math.max(0, Math.min(req.size, total - (req.current - 1) * req.size)) },
          (_, i) => ({ n: (req.current - 1) * req.size + i }),
        );
        return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
      },
    };
    const ctx = { em: { clear: () => undefined } } as unknown as RequestContext;
    await expect(exportBatches(ctx, service as never, { name: 'x' }, total - 1)).rejects.toThrow(
      tooManyRowsMessage(total - 1),
    );
    calls.length = 0;
    const { batches } = await exportBatches(ctx, service as never, { name: 'x' }, total);
    const seen: number[] = [];
    for await (const batch of batches) seen.push(batch.length);
    expect(seen).toEqual([EXPORT_BATCH_SIZE, 5]);
    expect(calls).toEqual([
      { req: { current: 1, size: EXPORT_BATCH_SIZE }, where: { name: 'x', scoped: true } },
      { req: { current: 2, size: EXPORT_BATCH_SIZE }, where: { name: 'x', scoped: true } },
    ]);
  });
});
