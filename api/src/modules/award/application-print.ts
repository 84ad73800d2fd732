import { BUILDING_NUMBER_DEFAULT, PARTICIPANT_GROUPS } from '@zhuxie/domain/award/declaration-rules';
import { COMPANY_FIELDS, DECLARATION_LABELS, declarationFieldsOf } from '@zhuxie/domain/award/declaration-view';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import type { RequestContext } from '../../engine/context.js';
import { bizDictLabels } from '../../engine/dict/index.js';
import { FLOW_STATUS_LABELS, type FlowStatus } from '../../engine/flow/transitions.js';
import { A4, PdfDocument } from '../../engine/pdf/index.js';
import { paramService, regionService } from '../system/index.js';
import { addedFields, slotsOf } from '@zhuxie/domain/award/application-form';
import type { FormDefinition, FormField } from '@zhuxie/domain/forms/definition';
import type { AwardApplication } from './award-application.entity.js';
import { awardFormService } from './award-form.service.js';
import { awardApplicationService, formTypeOf } from './award-application.service.js';
import { awardProgrammeService } from './award-programme.service.js';

const LEFT = 45;
const WIDTH = A4.width - 2 * LEFT;

/** What the print of an application shows besides the application itself: the names its values stand for. */
export interface ApplicationPrintData {
  app: AwardApplication;
  association: string;
  programmeName: string;
  /** Each declaration field's value as the detail view shows it (dictionary labels, region and company names). */
  shown: (field: string, value: unknown) => string;
  companyName: (id: string) => string;
  /** The application's form definition (the version it was submitted with, else the programme's current one). */
  definition: FormDefinition;
  /** The value of a field the definition adds as the print shows it (choices, regions and units by name). */
  shownExtra: (field: FormField, value: unknown) => string;
}

/**
 * The print data of an application the user may read (its unit, staff of its type, an assigned expert, one who
 * approves it): the values are named as the detail view names them.
 */
export async function applicationPrintData(ctx: RequestContext, id: string): Promise<ApplicationPrintData> {
  const app = await awardApplicationService.readable(ctx, id);
  const companyIds = [
    ...COMPANY_FIELDS.map((f) => app.values[f]).filter((v): v is string => typeof v === 'string' && v !== ''),
    ...Object.values(app.participants).flatMap((units) => units.map((u) => u.companyId ?? '').filter(Boolean)),
  ];
  const definition = await awardFormService.forApplication(ctx, app);
  const regionCodes = ['region', 'area'].map((f) => String(app.values[f] ?? '')).filter(Boolean);
  const [companies, recommend, category, regions, programmeName, association, shownExtra] = await Promise.all([
    awardApplicationService.companyNames(ctx, companyIds),
    bizDictLabels(ctx, 'recommend_unit'),
    bizDictLabels(ctx, 'project_category'),
    regionService.byCodes(ctx, regionCodes),
    awardProgrammeService.nameOf(ctx, app.programmeId),
    paramService.associationName(ctx),
    addedValuesShown(ctx, addedFields(formTypeOf(app.awardType), definition), [app.values]),
  ]);
  const companyName = (cid: string) => companies.get(cid) ?? cid;
  const shown = (field: string, value: unknown): string => {
    if (value === undefined || value === null) return '';
    const text = String(value);
    if (field === 'recommendWork' || field === 'referee') return recommend.get(text) ?? text;
    if (field === 'projectCategory') return category.get(text) ?? text;
    if (field === 'region' || field === 'area') return regions.get(text)?.name ?? text;
    if (COMPANY_FIELDS.includes(field)) return companyName(text);
    return text;
  };
  return { app, association, programmeName, shown, companyName, definition, shownExtra };
}

/**
 * How the values of fields a programme's definition adds are shown (print, export): choices by their dictionary
 * labels, regions and member units by name, date ranges as `start 至 end`, a group's rows one per line. The names
 * the values of `records` stand for are looked up once.
 */
export async function addedValuesShown(
  ctx: RequestContext,
  fields: readonly FormField[],
  records: ReadonlyArray<Readonly<Record<string, unknown>>>,
): Promise<(field: FormField, value: unknown) => string> {
  const all = fields.flatMap((f) => (f.type === 'group' ? [f, ...f.fields] : [f]));
  const valuesOf = (type: FormField['type']): string[] => {
    const out: string[] = [];
    for (const field of all.filter((f) => f.type === type))
      for (const record of records) {
        const owner = fields.find((f) => f.type === 'group' && f.fields.includes(field));
        const raw = owner
          ? [record[owner.key]].flat().map((row) => (row as Record<string, unknown>)?.[field.key])
          : [record[field.key]];
        for (const v of raw.flat()) if (typeof v === 'string' && v) out.push(v);
      }
    return [...new Set(out)];
  };
  const dicts = [...new Set(all.flatMap((f) => (f.type === 'choice' ? [f.dict] : [])))];
  const [companies, regions, ...labels] = await Promise.all([
    awardApplicationService.companyNames(ctx, valuesOf('company')),
    regionService.byCodes(ctx, valuesOf('region')),
    ...dicts.map((d) => bizDictLabels(ctx, d)),
  ]);
  const shown = (field: FormField, value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (field.type === 'group' && Array.isArray(value))
      return value
        .map(
          (row: Record<string, unknown>, i) =>
            `${i + 1}. ${field.fields
              .map((sub) => [sub.label.zh, shown(sub, row?.[sub.key])] as const)
              .filter(([, v]) => v)
              .map(([l, v]) => `${l}：${v}`)
              .join('；')}`,
        )
        .join('\n');
    if (Array.isArray(value)) return value.map((v) => shown(field, v)).join(field.type === 'dateRange' ? ' 至 ' : '、');
    const text = String(value);
    if (field.type === 'choice') return labels[dicts.indexOf(field.dict)]?.get(text) ?? text;
    if (field.type === 'region') return regions.get(text)?.name ?? text;
    if (field.type === 'company') return companies.get(text) ?? text;
    return text;
  };
  return shown;
}

/** A section heading of the print; returns the y below it. */
function section(doc: PdfDocument, y: number, title: string): number {
  const top = doc.ensureSpace(y + 14, 50);
  doc.text(LEFT, top, title, { size: 13, bold: true });
  doc.line(LEFT, top + 19, LEFT + WIDTH, top + 19, { width: 0.8, color: '#8b1a1a' });
  return top + 26;
}

/**
 * The print of a century cup or quality structure application (申报表打印) as an A4 PDF, as the detail view shows
 * it: the declaration's fields, its text fields, each participant group as a table of its units and people, and
 * the list of uploaded materials per slot.
 */
export function applicationPrintPdf(data: ApplicationPrintData): Promise<Uint8Array> {
  const { app, shown } = data;
  const type = formTypeOf(app.awardType);
  const doc = new PdfDocument({ title: `${type.label}申报表 ${app.projectName ?? app.unitName}` });
  doc.text(A4.width / 2, 40, data.association, { size: 12, align: 'center', color: '#444444' });
  doc.text(A4.width / 2, 60, `${type.label}申报表`, { size: 20, align: 'center', bold: true });
  const status = FLOW_STATUS_LABELS[app.flowStatus as FlowStatus] ?? String(app.flowStatus);
  let y = doc.keyValueGrid(
    LEFT,
    100,
    WIDTH,
    [
      ['申报批次', data.programmeName],
      ['申报单位', app.unitName],
      ['审批状态', status],
      ['提交时间', app.submitTime ? formatDateTime(app.submitTime) : '未提交'],
    ],
    { pairs: 2, labelWidth: 70 },
  );
  const { basic, text } = declarationFieldsOf(type.form, app.values);
  const label = (f: string) => DECLARATION_LABELS[f as keyof typeof DECLARATION_LABELS] ?? f;
  // A type with its own declaration has no legacy fields: its values are all listed from its definition below.
  if (basic.length) {
    y = section(doc, y, '基本信息');
    y = doc.keyValueGrid(
      LEFT,
      y,
      WIDTH,
      basic.map((f) => [label(f), shown(f, app.values[f])]),
      { pairs: 2, labelWidth: 80 },
    );
  }
  if (text.length) {
    y = section(doc, y, '申报内容');
    y = doc.keyValueGrid(
      LEFT,
      y,
      WIDTH,
      text.map((f) => [label(f), shown(f, app.values[f])]),
      { labelWidth: 120 },
    );
  }
  // Values only: an added upload slot is listed with the materials; a derived field stores nothing.
  const extra = addedFields(type, data.definition).filter((f) => f.type !== 'upload' && f.type !== 'derived');
  if (extra.length) {
    y = section(doc, y, type.form.declaration ? '申报内容' : '其他信息');
    y = doc.keyValueGrid(
      LEFT,
      y,
      WIDTH,
      extra.map((f) => [f.label.zh, data.shownExtra(f, app.values[f.key])]),
      { labelWidth: 120 },
    );
  }
  if (type.form.participantGroups.length) {
    y = section(doc, y, '参建单位及人员');
    for (const key of type.form.participantGroups) {
      const group = PARTICIPANT_GROUPS.find((g) => g.key === key);
      if (!group) continue;
      const units = app.participants[key] ?? [];
      y = doc.ensureSpace(y + 4, 60);
      doc.text(LEFT, y, group.label, { size: 11, bold: true });
      const people = group.roles.map((r) => r.label).join('、');
      y = doc.table(
        LEFT,
        y + 18,
        [
          { header: '单位名称', width: 150 },
          { header: '楼号', width: 50 },
          { header: `人员（${people}）`, width: WIDTH - 200 },
        ],
        units.length
          ? units.map((u) => [
              u.companyId ? data.companyName(u.companyId) : '',
              u.buildingNumber?.trim() || BUILDING_NUMBER_DEFAULT,
              group.roles
                .map((r) => [r.label, u.people?.[r.field]?.trim()] as const)
                .filter(([, v]) => v)
                .map(([l, v]) => `${l}：${v}`)
                .join('；'),
            ])
          : [['未填写', '', '']],
        { size: 9 },
      );
      y += 10;
    }
  }
  y = section(doc, y, '申报材料');
  const files = slotsOf(type, data.definition).flatMap((slot) => {
    const list = app.materials[slot.key] ?? [];
    return list.length
      ? list.map((f, i) => [i === 0 ? slot.label : '', String(i + 1), f.name])
      : [[slot.label, '', '未上传']];
  });
  doc.table(
    LEFT,
    y,
    [
      { header: '材料', width: 150 },
      { header: '序号', width: 40, align: 'center' },
      { header: '文件名', width: WIDTH - 190 },
    ],
    files,
    { size: 9 },
  );
  doc.numberPages();
  return doc.toBytes();
}
