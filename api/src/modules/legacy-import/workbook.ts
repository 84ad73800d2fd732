import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { cellText } from '../../engine/crud/import.js';
import { checkWorkbookArchive } from '../../engine/crud/zip-guard.js';
import { TARGETS } from './business.js';
import { type BusinessMapping, MAPPING_TARGETS, type MappingTarget } from './mapping.js';
import type { LegacyRow, LegacySource } from './source.js';

/**
 * For an association that kept its data in spreadsheets: one workbook, a sheet per kind of record (the same
 * targets as the mapping file), written as a template and read back as a legacy source whose tables are the
 * sheets. Headers are the fields' names (or their keys); the first column `编号` is the row's own number, which
 * other sheets use to refer to it (a person's 所属会员单位 is the unit's 编号).
 */

/** The sheet of each target, in import order (parents first). */
export const SHEET_NAMES: Record<MappingTarget, string> = {
  memberUnit: '会员单位',
  memberPerson: '单位人员',
  duesStandard: '会费标准',
  duesPeriod: '会费记录',
  receipt: '收据',
  certificate: '会员证书',
  expert: '专家',
  event: '活动会议',
  eventRegistration: '活动报名',
  article: '文章',
  awardApplication: '奖项申报',
  awardApplicationLog: '申报审批记录',
};

const ID_HEADER = '编号';
/** Largest number of rows of one sheet. */
export const WORKBOOK_MAX_ROWS = 50_000;

/** The columns of a target's sheet: every field but links to accounts (a workbook has none). */
function templateFields(target: MappingTarget) {
  return Object.entries(TARGETS[target].fields).filter(([, def]) => def.ref !== 'user');
}

const KIND_HINTS = {
  text: '文本',
  int: '整数',
  money: '金额，两位小数',
  date: '日期 yyyy-MM-dd',
  datetime: '日期时间 yyyy-MM-dd HH:mm:ss（北京时间）',
} as const;

function hintOf(target: MappingTarget, field: string): string {
  const def = TARGETS[target].fields[field]!;
  const parts: string[] = [`字段 ${field}`, KIND_HINTS[def.kind]];
  if (def.max) parts.push(`最多 ${def.max} 个字符`);
  if (def.required) parts.push('必填');
  if (def.dict) parts.push(`业务字典 ${def.dict} 的键值`);
  if (def.rule === 'uscc') parts.push('18 位统一社会信用代码（校验位检查）');
  if (def.rule === 'mobile') parts.push('11 位手机号码');
  if (def.ref) parts.push(`填写「${SHEET_NAMES[def.ref as MappingTarget]}」表中的编号`);
  return parts.join('；');
}

/** The template: an instructions sheet, then one sheet per target with its headers (required ones marked *). */
export async function templateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const help = workbook.addWorksheet('说明');
  help.columns = [
    { header: '表', width: 14 },
    { header: '列', width: 18 },
    { header: '字段', width: 20 },
    { header: '说明', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRow([
    '使用方法',
    '',
    '',
    '每张表一行一条记录；第一列「编号」是该行在本工作簿中的编号（不可重复），其他表用它引用该行。' +
      '表头带 * 的列必填。表按本说明的顺序导入（先单位，后人员、会费……）。' +
      '导入：npm run import:legacy -- --from 本文件.xlsx [--tenant 租户编号] [--dry-run]；再次导入同一文件只更新变化的行。',
  ]);
  for (const target of MAPPING_TARGETS) {
    const sheet = workbook.addWorksheet(SHEET_NAMES[target]);
    const fields = templateFields(target);
    sheet.columns = [
      { header: `${ID_HEADER}*`, key: 'id', width: 10 },
      ...fields.map(([field, def]) => ({
        header: `${def.label}${def.required ? '*' : ''}`,
        key: field,
        width: Math.min(40, Math.max(12, def.label.length * 2 + 4)),
      })),
    ];
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.getCell(1).note = '本行的编号（本表内唯一），其他表用它引用本行';
    fields.forEach(([field], i) => {
      header.getCell(i + 2).note = hintOf(target, field);
      help.addRow([SHEET_NAMES[target], TARGETS[target].fields[field]!.label, field, hintOf(target, field)]);
    });
    if (TARGETS[target].extras)
      help.addRow([
        SHEET_NAMES[target],
        `${TARGETS[target].extras}.<键>`,
        '',
        `可另加列「${TARGETS[target].extras}.<键>」填写申报表字段（键：${(TARGETS[target].extraKeys ?? []).join('、')}）`,
      ]);
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook that does not follow the template: every problem named, nothing imported. */
export class WorkbookError extends Error {}

const byNumber = new Intl.Collator('en', { numeric: true });

/**
 * Opens a filled-in template: a legacy source whose tables are the targets (`memberUnit` …, read from their
 * sheets) and the mapping that imports them (each column onto its field). Unknown sheets, unknown headers and
 * repeated 编号 are refused before anything is imported.
 */
export async function openWorkbookSource(file: string): Promise<{ source: LegacySource; mapping: BusinessMapping }> {
  const data = await readFile(file);
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new WorkbookError(`${file} 不是 .xlsx 文件`);
  await checkWorkbookArchive(data, { maxRows: WORKBOOK_MAX_ROWS });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const problems: string[] = [];
  const tables = new Map<MappingTarget, LegacyRow[]>();
  const headers = new Map<MappingTarget, Map<string, string>>();
  for (const sheet of workbook.worksheets) {
    if (sheet.name === '说明') continue;
    const target = MAPPING_TARGETS.find((t) => SHEET_NAMES[t] === sheet.name.trim() || t === sheet.name.trim());
    if (!target) {
      problems.push(`工作表「${sheet.name}」不是模板中的表（${Object.values(SHEET_NAMES).join('、')}）`);
      continue;
    }
    const def = TARGETS[target];
    // Column → the header as written (the report names it); fields[header] is the field it fills.
    const columns = new Map<number, string>();
    const fields = headers.get(target) ?? new Map<string, string>();
    headers.set(target, fields);
    sheet.getRow(1).eachCell((cell, col) => {
      const text = cellText(cell.value)
        .replace(/^\*|\*$/g, '')
        .trim();
      if (!text) return;
      if (text === ID_HEADER || text === 'id') {
        columns.set(col, 'id');
        return;
      }
      const field =
        Object.entries(def.fields).find(([key, f]) => f.label === text || key === text)?.[0] ??
        (def.extras && (def.extraKeys ?? []).some((k) => `${def.extras}.${k}` === text) ? text : undefined);
      if (!field) {
        problems.push(`工作表「${sheet.name}」的列「${text}」不是该表的字段`);
        return;
      }
      if ([...fields.values()].includes(field) && fields.get(text) !== field)
        problems.push(`工作表「${sheet.name}」有两列都是「${def.fields[field]?.label ?? field}」`);
      columns.set(col, text.toLowerCase());
      fields.set(text, field);
    });
    const rows: LegacyRow[] = [];
    const seen = new Map<string, number>();
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const out: LegacyRow = {};
      let any = false;
      row.eachCell((cell, col) => {
        const field = columns.get(col);
        if (!field) return;
        const text = cellText(cell.value);
        if (text) {
          any = true;
          out[field] = text;
        }
      });
      if (!any) return;
      const id = String(out.id ?? rowNumber);
      out.id = id;
      if (seen.has(id))
        problems.push(`工作表「${sheet.name}」第 ${rowNumber} 行的编号 ${id} 与第 ${seen.get(id)} 行重复`);
      seen.set(id, rowNumber);
      rows.push(out);
    });
    rows.sort((a, b) => byNumber.compare(String(a.id), String(b.id)));
    // The template's sheets left empty are not tables to import.
    if (rows.length) tables.set(target, rows);
  }
  if (problems.length) throw new WorkbookError(problems.join('\n'));

  const source: LegacySource = {
    description: file.split(/[\\/]/).pop() ?? file,
    platform: false,
    async hasTable(table) {
      return tables.has(table as MappingTarget);
    },
    async columns(table) {
      return new Set(Object.keys(tables.get(table as MappingTarget)?.[0] ?? {}));
    },
    async count(table) {
      return tables.get(table as MappingTarget)?.length ?? 0;
    },
    async batch(table, _key, after, limit) {
      const rows = tables.get(table as MappingTarget) ?? [];
      const start = after === undefined ? 0 : rows.findIndex((r) => byNumber.compare(String(r.id), after) > 0);
      return start < 0 ? [] : rows.slice(start, start + limit);
    },
    async close() {},
  };
  const mapping: BusinessMapping = {
    tables: MAPPING_TARGETS.filter((t) => tables.has(t)).map((target) => ({
      target,
      from: target,
      columns: Object.fromEntries([...(headers.get(target) ?? new Map<string, string>())].map(([h, f]) => [f, h])),
    })),
  };
  return { source, mapping };
}
