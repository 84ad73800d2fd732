import ExcelJS from 'exceljs';
import { IsInt, IsOptional, Matches } from 'class-validator';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors/domain-error.js';
import { RequiredText } from '../validation/rules.js';
import { cellText, IMPORT_MESSAGES, type ImportDefinition, readSheet, runImport } from './import.js';

class ItemInput {
  @IsOptional() id?: string;
  @IsOptional() version?: number;
  @Matches(/^[a-z]+$/, { message: '编号只能是小写字母' }) code!: string;
  @RequiredText('请输入名称', 10) name!: string;
  @IsOptional() @IsInt({ message: '数量必须是整数' }) count?: number;
}

const columns = [
  { header: '编号', field: 'code' },
  { header: '名称', field: 'name' },
  { header: '数量', field: 'count', optional: true },
];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A store standing in for the database: the transaction works on a copy that is kept only when it succeeds. */
function fakeStore(existing: string[] = []) {
  let saved = new Map(existing.map((code) => [code, { id: `id-${code}`, code, name: '旧' }]));
  const ctx = {
    em: {
      transactional: async (fn: (em: unknown) => Promise<unknown>) => {
        const before = saved;
        saved = new Map(saved);
        try {
          return await fn(ctx.em);
        } catch (e) {
          saved = before;
          throw e;
        }
      },
      clear: () => undefined,
    },
  } as unknown as RequestContext;
  const definition: ImportDefinition<ItemInput> = {
    templateName: '模板',
    columns,
    input: ItemInput,
    toBody: (_ctx, cells) => ({ ...cells, count: cells.count ? Number(cells.count) : undefined }),
    key: (i) => i.code,
    findExisting: async (_ctx, i) => saved.get(i.code),
    duplicateMessage: (i) => `编号 ${i.code} 已存在`,
    save: async (_ctx, i) => {
      if (i.name === '坏') throw badInput('名称不能是坏');
      saved.set(i.code, { id: i.id ?? `id-${i.code}`, code: i.code, name: i.name });
    },
  };
  return { ctx, definition, saved: () => saved };
}

describe('reading an import sheet', () => {
  it('maps headers (in any order, * marks allowed) to fields and skips empty rows', async () => {
    const data = await xlsx([
      ['*名称', '其他', 'code'],
      ['甲', 'x', 'a'],
      [],
      ['乙', null, 'b'],
      [{ richText: [{ text: '丙' }, { text: '丁' }] }, null, 12],
    ]);
    expect(await readSheet(data, columns)).toEqual([
      { row: 2, cells: { name: '甲', code: 'a' } },
      { row: 4, cells: { name: '乙', code: 'b' } },
      { row: 5, cells: { name: '丙丁', code: '12' } },
    ]);
  });

  it('refuses other files, missing headers, empty sheets and too many rows', async () => {
    await expect(readSheet(Buffer.from('code,name\na,b'), columns)).rejects.toThrow(IMPORT_MESSAGES.notXlsx);
    await expect(readSheet(Buffer.from('PK\x03\x04 not a zip'), columns)).rejects.toThrow(IMPORT_MESSAGES.notXlsx);
    await expect(readSheet(await xlsx([['编号'], ['a']]), columns)).rejects.toThrow(
      IMPORT_MESSAGES.missingHeader('名称'),
    );
    await expect(readSheet(await xlsx([['编号', '名称']]), columns)).rejects.toThrow(IMPORT_MESSAGES.empty);
    await expect(
      readSheet(
        await xlsx([
          ['编号', '名称'],
          ['a', 'b'],
          ['c', 'd'],
        ]),
        columns,
        1,
      ),
    ).rejects.toThrow(IMPORT_MESSAGES.tooManyRows(1));
  });

  it('reads cells as trimmed text', () => {
    expect(cellText(' a ')).toBe('a');
    expect(cellText(3.5)).toBe('3.5');
    expect(cellText(null)).toBe('');
    // A date cell showing 2026-01-02 03:04:05 in Excel, as ExcelJS reads it (the wall clock as UTC).
    expect(cellText(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02 03:04:05');
    expect(cellText({ formula: 'A1', result: 7 } as ExcelJS.CellValue)).toBe('7');
    expect(cellText({ text: '链接', hyperlink: 'http://x' } as ExcelJS.CellValue)).toBe('链接');
  });
});

describe('running an import', () => {
  const row = (n: number, cells: Record<string, string>) => ({ row: n, cells });

  it('validates every row with the input class and reports each failing row, saving nothing', async () => {
    const { ctx, definition, saved } = fakeStore();
    const outcome = await runImport(
      ctx,
      definition,
      [
        row(2, { code: 'a', name: '甲' }),
        row(3, { code: 'B1', name: '乙' }),
        row(4, { code: 'c', name: '' }),
        row(5, { code: 'a', name: '再' }),
      ],
      { covered: false },
    );
    expect(outcome).toEqual({
      ok: false,
      total: 4,
      created: 0,
      updated: 0,
      errors: [
        { row: 3, message: '编号只能是小写字母' },
        { row: 4, message: '请输入名称' },
        { row: 5, message: IMPORT_MESSAGES.duplicateInFile(2) },
      ],
    });
    expect(saved().size).toBe(0);
  });

  it('is all or nothing when the service refuses a row', async () => {
    const { ctx, definition, saved } = fakeStore(['z']);
    const outcome = await runImport(
      ctx,
      definition,
      [row(2, { code: 'a', name: '甲' }), row(3, { code: 'b', name: '坏' }), row(4, { code: 'z', name: '新' })],
      { covered: false },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.errors).toEqual([
      { row: 3, message: '名称不能是坏' },
      { row: 4, message: '编号 z 已存在' },
    ]);
    expect([...saved().keys()]).toEqual(['z']);
  });

  it('creates new rows and, when covering, updates existing ones', async () => {
    const { ctx, definition, saved } = fakeStore(['z']);
    const outcome = await runImport(
      ctx,
      definition,
      [row(2, { code: 'a', name: '甲', count: '2' }), row(3, { code: 'z', name: '新' })],
      { covered: true },
    );
    expect(outcome).toEqual({ ok: true, total: 2, created: 1, updated: 1, errors: [] });
    expect(saved().get('z')).toEqual({ id: 'id-z', code: 'z', name: '新' });
    expect(saved().get('a')?.name).toBe('甲');
  });
});
