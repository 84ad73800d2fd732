import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLegacy } from '../../api/src/modules/legacy-import/index.js';
import type { ImportReport } from '../../api/src/modules/legacy-import/importer.js';
import { LegacyImportRun } from '../../api/src/modules/legacy-import/legacy-import.entity.js';
import { openWorkbookSource, templateWorkbook, WorkbookError } from '../../api/src/modules/legacy-import/workbook.js';
import { uscc } from '../support/bladex.js';
import { startTestServer, type TestServer } from '../support/harness.js';

// An association that kept its members, dues and events in spreadsheets: the template, filled in, imported.
let s: TestServer;
let dir: string;

const sql = async <R>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await s.db.orm.em.fork().getConnection().execute(text, params)) as R[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'zhuxie-workbook-'));
  s = await startTestServer();
}, 60_000);

afterAll(async () => {
  await s?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function filledTemplate(fill: (book: ExcelJS.Workbook) => void): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await templateWorkbook()) as unknown as ArrayBuffer);
  fill(book);
  const file = path.join(dir, `data-${Math.random().toString(36).slice(2)}.xlsx`);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/** Adds a row by header (the template's headers without their *). */
function put(book: ExcelJS.Workbook, sheetName: string, values: Record<string, unknown>): void {
  const sheet = book.getWorksheet(sheetName)!;
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    headers[col] = String(cell.value).replace(/\*$/, '');
  });
  const row: unknown[] = [];
  for (const [header, value] of Object.entries(values)) {
    const col = headers.indexOf(header);
    if (col < 0) throw new Error(`no column ${header} in ${sheetName}`);
    row[col] = value;
  }
  sheet.addRow(row);
}

/** The row of unit 编号 1 (a date cell for its join date). */
const firstUnit = (name: string) => ({
  编号: 1,
  单位名称: name,
  统一社会信用代码: uscc(900001),
  联系人: '王表格',
  联系人手机: '13800009001',
  会员等级: '1',
  入会日期: new Date(Date.UTC(2020, 4, 6)),
});

describe('legacy import from an Excel workbook', () => {
  it('writes a template with a sheet per kind of record and its headers, required ones marked', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await templateWorkbook()) as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      '说明',
      '会员单位',
      '单位人员',
      '会费标准',
      '会费记录',
      '收据',
      '会员证书',
      '专家',
      '活动会议',
      '活动报名',
      '文章',
      '奖项申报',
      '申报审批记录',
    ]);
    const headers = (book.getWorksheet('会员单位')!.getRow(1).values as unknown[]).filter(Boolean);
    expect(headers.slice(0, 4)).toEqual(['编号*', '单位名称*', '统一社会信用代码*', '单位地址']);
    expect(headers).not.toContain('单位账号');
    expect(book.getWorksheet('会员单位')!.getRow(1).getCell(3).note).toContain('校验位');

    // Staff of the administrative tenant download it from the import screen; nobody else.
    const admin = await s.login('admin');
    const res = await fetch(`${s.url}/api/legacy-import/template`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const served = new ExcelJS.Workbook();
    await served.xlsx.load(await res.arrayBuffer());
    expect(served.worksheets).toHaveLength(13);
    expect((await fetch(`${s.url}/api/legacy-import/template`)).status).toBe(401);
  });

  it('imports the filled-in template, reports refused rows by sheet and header, and updates on a second run', async () => {
    const file = await filledTemplate((book) => {
      put(book, '会员单位', firstUnit('表格建筑有限公司'));
      put(book, '会员单位', {
        编号: 2,
        单位名称: '校验位错误公司',
        统一社会信用代码: `${uscc(900002).slice(0, 17)}${uscc(900002).endsWith('0') ? '1' : '0'}`,
        联系人: '李错',
        联系人手机: '13800009002',
        会员等级: '1',
      });
      put(book, '单位人员', { 编号: 1, 所属会员单位: 1, 姓名: '张三', 职务: '项目经理', 手机号码: '13900009001' });
      put(book, '单位人员', { 编号: 2, 所属会员单位: 2, 姓名: '李四' });
      put(book, '活动会议', {
        编号: 'H1',
        活动名称: '表格年会',
        地点: '沈阳',
        // Typed in Excel as date cells: the wall clock in the cell is Beijing time.
        开始时间: new Date(Date.UTC(2024, 5, 1, 9, 0)),
        结束时间: new Date(Date.UTC(2024, 5, 1, 17, 0)),
      });
      put(book, '活动报名', {
        编号: 1,
        活动: 'H1',
        姓名: '赵六',
        手机号码: '13700009001',
        工作单位: '表格建筑有限公司',
        签到号: '0007',
      });
      put(book, '文章', { 编号: 1, 标题: '表格里的文章', 栏目: '1', 正文: '<p>正文</p><script>x()</script>' });
    });
    const { source, mapping } = await openWorkbookSource(file);
    const run = await importLegacy(s.db.orm, source, { operator: 'test', mapping, mappingFile: 'data.xlsx' });
    expect(run.status).toBe('completed');
    expect(Object.fromEntries(run.tables.map((t) => [t.table, [t.created, t.refused]]))).toEqual({
      memberUnit: [1, 1],
      memberPerson: [1, 1],
      event: [1, 0],
      eventRegistration: [1, 0],
      article: [1, 0],
    });
    const report = JSON.parse(
      (await s.db.orm.em.fork().findOne(LegacyImportRun, { id: run.id }, { populate: ['report'] as never }))!.report!,
    ) as ImportReport;
    expect(report.refused.find((r) => r.table === 'memberUnit')).toMatchObject({
      legacyId: '2',
      column: '统一社会信用代码',
    });
    expect(report.refused.find((r) => r.table === 'memberPerson')).toMatchObject({
      legacyId: '2',
      column: '所属会员单位',
    });

    const [unit] = await sql<{ name: string; join_date: string; contact_mobile: string }>(
      `select name, join_date::text as join_date, contact_mobile from lnjzxh_member_unit where credit_code = ?`,
      [uscc(900001)],
    );
    expect(unit).toEqual({ name: '表格建筑有限公司', join_date: '2020-05-06', contact_mobile: '13800009001' });
    const [event] = await sql<{ start_time: Date | string }>(
      `select start_time from lnjzxh_event where title = '表格年会'`,
    );
    expect(new Date(event!.start_time).toISOString()).toBe('2024-06-01T01:00:00.000Z');
    const [registration] = await sql<{ sign_in_number: string }>(
      `select sign_in_number from lnjzxh_event_registration where mobile = '13700009001'`,
    );
    expect(registration!.sign_in_number).toBe('0007');
    const [article] = await sql<{ content: string }>(`select content from lnjzxh_article where title = '表格里的文章'`);
    expect(article!.content).toBe('<p>正文</p>');

    // The same workbook again: nothing new; a changed cell updates its record.
    const again = await openWorkbookSource(file);
    const second = await importLegacy(s.db.orm, again.source, { operator: 'test', mapping: again.mapping });
    expect([second.createdCount, second.updatedCount]).toEqual([0, 0]);
    const changed = await filledTemplate((book) => {
      put(book, '会员单位', firstUnit('表格建筑集团有限公司'));
    });
    const third = await openWorkbookSource(changed);
    const run3 = await importLegacy(s.db.orm, third.source, { operator: 'test', mapping: third.mapping });
    expect([run3.createdCount, run3.updatedCount]).toEqual([0, 1]);
    expect(await sql(`select name from lnjzxh_member_unit where credit_code = ?`, [uscc(900001)])).toEqual([
      { name: '表格建筑集团有限公司' },
    ]);
  }, 120_000);

  it('refuses a workbook with unknown sheets or headers and repeated numbers, naming each', async () => {
    const file = await filledTemplate((book) => {
      book.addWorksheet('工资表').addRow(['姓名']);
      book.getWorksheet('单位人员')!.getCell('H1').value = '爱好';
      put(book, '文章', { 编号: 1, 标题: 'a', 栏目: '1', 正文: 'x' });
      put(book, '文章', { 编号: 1, 标题: 'b', 栏目: '1', 正文: 'y' });
    });
    const error = await openWorkbookSource(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect((error as Error).message.split('\n')).toEqual([
      '工作表「单位人员」的列「爱好」不是该表的字段',
      '工作表「文章」第 3 行的编号 1 与第 2 行重复',
      expect.stringContaining('工作表「工资表」不是模板中的表'),
    ]);
  });
});
