import { describe, expect, it } from 'vitest';
import { definitionProblems } from '../forms/check.js';
import type { FormDefinition } from '../forms/definition.js';
import {
  addedCompanyIds,
  addedFields,
  addedSlots,
  applicationDefinition,
  applicationFormErrors,
  builtInChangeProblems,
  cleanExtraValues,
  EXTRA_VALUES_MESSAGES,
  extraValuesOf,
  slotsOf,
} from './application-form.js';
import { type ApplicationContent, applicationErrors, draftErrors } from './application-rules.js';
import { type AwardTypeDefinition, awardTypeOf } from './award-types.js';
import { CENTURY_CUP_VALUES } from './declaration.fixtures.js';

const files = (n: number, ext = 'jpg') =>
  Array.from({ length: n }, (_, i) => ({ name: `${i}.${ext}`, url: `/files/000000/2026/11/27/${i}.${ext}` }));

const CENTURY: ApplicationContent = {
  values: { ...CENTURY_CUP_VALUES },

  participants: {
    owner: [{ companyId: 'unit-3', buildingNumber: '-', people: { xmfzr_people: '赵一' } }],
    contractor: [
      { companyId: 'unit-1', buildingNumber: '1号楼', people: { xmjl_people: '钱二', zly_people: '孙三、李四' } },
    ],
    jointContractors: [
      { companyId: 'unit-4', buildingNumber: '-', people: { xmjl_people: '周五' } },
      { companyId: 'unit-5', buildingNumber: '-', people: {} },
    ],
  },
  materials: { gongchengzhaopian: files(15), yingxiangcailiao: files(1, 'mp4'), shenbaobiao: files(1, 'pdf') },
};

const QUALITY: ApplicationContent = {
  values: {
    proName: '大连某中心',
    mainApplicant: 'unit-2',
    contactPerson: '李工',
    contactPN: '13900000000',
    sbDate: '2026-05-02',
    referee: 'dalian',
    jszbAndShxy: '结构优良',
  },
  participants: { contractor: [{ companyId: 'unit-2', buildingNumber: '-', people: { xmjl_people: '吴六' } }] },
  materials: { gongchengzhaopian: files(15) },
};

/** What the hand-written rules answer for a submission (and the limits that hold for drafts), one per field. */
function handWritten(type: AwardTypeDefinition, content: ApplicationContent): string[] {
  const out = new Map<string, string>();
  for (const e of [...applicationErrors(type.form!, content), ...draftErrors(type.form!, content)])
    if (!out.has(e.field)) out.set(e.field, e.message);
  return [...out].map(([f, m]) => `${f}: ${m}`).sort();
}

function engine(type: AwardTypeDefinition, content: ApplicationContent): string[] {
  return applicationFormErrors(type, content)
    .map((e) => `${e.field}: ${e.message}`)
    .sort();
}

type Change = (c: ApplicationContent) => void;
const CASES: Array<[string, string, Change]> = [
  ['century_cup', 'valid', () => {}],
  ['century_cup', 'no photos', (c) => delete c.materials.gongchengzhaopian],
  ['century_cup', '14 photos', (c) => (c.materials.gongchengzhaopian = files(14))],
  ['century_cup', '21 photos', (c) => (c.materials.gongchengzhaopian = files(21))],
  ['century_cup', 'no images', (c) => (c.materials.yingxiangcailiao = [])],
  ['century_cup', '21 documents', (c) => (c.materials.wenzicailiao = files(21, 'pdf'))],
  ['century_cup', 'two project managers', (c) => (c.participants.contractor![0]!.people!.xmjl_people = '钱二、钱三')],
  [
    'century_cup',
    'seven quality inspectors',
    (c) => (c.participants.contractor![0]!.people!.zly_people = '甲、乙、丙、丁、戊、己、庚'),
  ],
  ['century_cup', 'digits in a name', (c) => (c.participants.jointContractors![1]!.people = { xmjl_people: '周5' })],
  [
    'century_cup',
    'declaration and participants wrong at once',
    (c) => {
      c.values.recommendPN = '123';
      c.participants.owner![0]!.people = { xmfzr_people: '赵一、赵二' };
    },
  ],
  ['quality_structure', 'valid', () => {}],
  ['quality_structure', '16 photos', (c) => (c.materials.gongchengzhaopian = files(16))],
  ['quality_structure', 'no photos', (c) => (c.materials.gongchengzhaopian = [])],
  [
    'quality_structure',
    'two technical leads',
    (c) => (c.participants.contractor![0]!.people = { jsfzr_people: '甲、乙' }),
  ],
  ['quality_structure', 'no contact mobile', (c) => delete c.values.contactPN],
];

describe('a whole application as one form definition', () => {
  it('is sound for both built award types', () => {
    for (const key of ['century_cup', 'quality_structure'])
      expect(definitionProblems(applicationDefinition(awardTypeOf(key)!)!)).toEqual([]);
    expect(applicationDefinition(awardTypeOf('preliminary_proposal')!)).toBeUndefined();
  });

  it.each(CASES)('%s: %s answers as applicationErrors', (key, _what, change) => {
    const content = JSON.parse(JSON.stringify(key === 'century_cup' ? CENTURY : QUALITY)) as ApplicationContent;
    change(content);
    const type = awardTypeOf(key)!;
    expect(engine(type, content)).toEqual(handWritten(type, content));
  });

  it('puts the participants and the materials on tabs of their own', () => {
    const tabs = applicationDefinition(awardTypeOf('century_cup')!)!.tabs.map((t) => t.key);
    expect(tabs).toEqual(['basic', 'text', 'participants', 'materials']);
  });
});

describe('a changed definition of a built award type (builtInChangeProblems)', () => {
  const century = awardTypeOf('century_cup')!;
  const built = (): FormDefinition => JSON.parse(JSON.stringify(applicationDefinition(century))) as FormDefinition;
  const topFields = (d: FormDefinition) => d.tabs.flatMap((t) => t.sections.flatMap((s) => s.fields));

  it('accepts new labels, messages, order and sections, and the built-in one itself', () => {
    expect(builtInChangeProblems(century, built())).toEqual([]);
    const changed = built();
    changed.tabs.reverse();
    const proName = topFields(changed).find((f) => f.key === 'proName')!;
    proName.label = { zh: '工程名称', en: 'Project' };
    proName.rules = { required: { message: '请填写工程名称' }, max: { value: 100 } };
    changed.tabs[0]!.sections.push({ key: 'extra', fields: [] });
    expect(builtInChangeProblems(century, changed)).toEqual([]);
    // The changed message is the one the evaluator answers.
    const content = { values: {}, participants: {}, materials: {} };
    expect(applicationFormErrors(century, content, changed)).toContainEqual({
      field: 'proName',
      message: '请填写工程名称',
    });
  });

  it.each([
    ['another key', (d: FormDefinition) => void (d.key = 'other'), '表单标识应为 century_cup'],
    [
      'a removed field',
      (d: FormDefinition) => void (d.tabs[0]!.sections[0]!.fields = d.tabs[0]!.sections[0]!.fields.slice(1)),
      /^缺少字段 /,
    ],
    [
      'an added field with a legacy key',
      (d: FormDefinition) =>
        void d.tabs[0]!.sections[0]!.fields.push({ key: 'mainApplicant', label: { zh: '新' }, type: 'text' }),
      '新增字段 mainApplicant 的标识与原有申报字段重复，请换一个标识',
    ],
    [
      'an added field with a bad key',
      (d: FormDefinition) => void d.tabs[0]!.sections[0]!.fields.push({ key: '1x', label: { zh: '新' }, type: 'text' }),
      '新增字段 1x 的标识不合法（字母开头，字母、数字或下划线，最多40个字符）',
    ],
    [
      'an added field with a key of 41 characters',
      (d: FormDefinition) =>
        void d.tabs[0]!.sections[0]!.fields.push({ key: `a${'b'.repeat(40)}`, label: { zh: '新' }, type: 'text' }),
      /^新增字段 ab+ 的标识不合法/,
    ],
    [
      'an added field named as an input of the application',
      (d: FormDefinition) =>
        void d.tabs[0]!.sections[0]!.fields.push({ key: 'version', label: { zh: '新' }, type: 'text' }),
      '新增字段 version 的标识与原有申报字段重复，请换一个标识',
    ],
    [
      'an added derived field from an unknown source',
      (d: FormDefinition) =>
        void d.tabs[0]!.sections[0]!.fields.push({
          key: 'copy',
          label: { zh: '新' },
          type: 'derived',
          from: 'nowhere',
        }),
      '新增字段 copy 的取值来源 nowhere 不存在',
    ],
    [
      'a sub-field added to a participant group',
      (d: FormDefinition) => {
        const group = topFields(d).find((f) => f.key === 'owner')!;
        if (group.type === 'group') group.fields.push({ key: 'extra', label: { zh: '新' }, type: 'text' });
      },
      '不能在分组 owner 中增加字段 extra',
    ],
    [
      'an upload field in an added group',
      (d: FormDefinition) =>
        void d.tabs[0]!.sections[0]!.fields.push({
          key: 'rows',
          label: { zh: '明细' },
          type: 'group',
          fields: [{ key: 'file', label: { zh: '附件' }, type: 'upload', accept: '.pdf' }],
        }),
      '新增分组 rows 中不能有上传字段 file（上传请单独增加材料项）',
    ],
    [
      'a sub-field of a group removed',
      (d: FormDefinition) => {
        const group = topFields(d).find((f) => f.type === 'group')!;
        if (group.type === 'group') group.fields = group.fields.filter((f) => f.key !== 'buildingNumber');
      },
      /^缺少字段 \w+\.buildingNumber$/,
    ],
    [
      'a field of another type',
      (d: FormDefinition) => Object.assign(topFields(d).find((f) => f.key === 'proName')!, { type: 'number' }),
      '字段 proName 的类型应为 text',
    ],
  ])('refuses %s', (_, change, problem) => {
    const d = built();
    change(d);
    const problems = builtInChangeProblems(century, d);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((p) => (typeof problem === 'string' ? p === problem : problem.test(p)))).toBe(true);
  });

  it('accepts added fields of every kind, an added upload field being a material slot', () => {
    const d = built();
    d.tabs[0]!.sections[0]!.fields.push(
      {
        key: 'safetyOfficer',
        label: { zh: '安全负责人' },
        type: 'text',
        rules: { required: { message: '请填写安全负责人' } },
      },
      {
        key: 'awards_2',
        label: { zh: '获奖情况' },
        type: 'group',
        fields: [{ key: 'name', label: { zh: '奖项' }, type: 'text' }],
      },
      { key: 'applicantUnit', label: { zh: '单位' }, type: 'derived', from: 'unit.name' },
    );
    d.tabs.at(-1)!.sections[0]!.fields.push({
      key: 'safetyCert',
      label: { zh: '安全证书' },
      type: 'upload',
      accept: '.pdf',
      rules: { required: { message: '请上传安全证书' } },
    });
    expect(definitionProblems(d)).toEqual([]);
    expect(builtInChangeProblems(century, d)).toEqual([]);
    expect(addedFields(century, d).map((f) => f.key)).toEqual([
      'safetyOfficer',
      'awards_2',
      'applicantUnit',
      'safetyCert',
    ]);
    expect(addedSlots(century, d).map((f) => f.key)).toEqual(['safetyCert']);
    expect(slotsOf(century as never, d).at(-1)).toEqual({ key: 'safetyCert', label: '安全证书' });
    // Submitting: the added value and slot answer their own messages, under the field key and materials.<slot>.
    const content = JSON.parse(JSON.stringify(CENTURY)) as ApplicationContent;
    expect(applicationFormErrors(century, content, d)).toEqual([
      { field: 'safetyOfficer', message: '请填写安全负责人' },
      { field: 'materials.safetyCert', message: '请上传安全证书' },
    ]);
    content.values.safetyOfficer = '王五';
    content.materials.safetyCert = files(1, 'pdf');
    expect(applicationFormErrors(century, content, d)).toEqual([]);
  });

  it('keeps only the added values of the definition, bounded', () => {
    const d = built();
    d.tabs[0]!.sections[0]!.fields.push(
      { key: 'note', label: { zh: '备注' }, type: 'longText' },
      { key: 'count', label: { zh: '数量' }, type: 'number' },
    );
    expect(cleanExtraValues(century, d, { note: ' 好 ', unknown: 'x', proName: 'y', count: '3' })).toEqual({
      values: { note: '好', count: '3' },
      errors: [],
    });
    expect(cleanExtraValues(century, d, { note: 'x'.repeat(5001) }).errors).toEqual([
      { field: 'note', message: EXTRA_VALUES_MESSAGES.text },
    ]);
    expect(cleanExtraValues(century, d, { count: 'abc' }).errors).toEqual([{ field: 'count', message: '请输入数字' }]);
    expect(cleanExtraValues(century, d, 'not an object')).toEqual({ values: {}, errors: [] });
    expect(cleanExtraValues(century, built(), { note: 'x' })).toEqual({ values: {}, errors: [] });
    expect(extraValuesOf({ proName: '甲', note: '好' })).toEqual({ note: '好' });
  });

  it('names the member units of added company fields, in groups too, with the path of each', () => {
    const d = built();
    d.tabs[0]!.sections[0]!.fields.push(
      { key: 'partner', label: { zh: '合作单位' }, type: 'company' },
      {
        key: 'rows',
        label: { zh: '明细' },
        type: 'group',
        fields: [{ key: 'unit', label: { zh: '单位' }, type: 'company' }],
      },
    );
    const values = { askForWork: 'legacy', partner: 'u1', rows: [{ unit: 'u2' }, { unit: 'u1' }, {}] };
    expect([...addedCompanyIds(century, d, values)]).toEqual([
      ['u1', 'partner'],
      ['u2', 'rows.0.unit'],
    ]);
  });

  it('bounds the added values as a whole', () => {
    const d = built();
    d.tabs[0]!.sections[0]!.fields.push(
      ...Array.from({ length: 14 }, (_, i) => ({ key: `t${i}`, label: { zh: `文本${i}` }, type: 'longText' as const })),
    );
    const raw = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`t${i}`, '字'.repeat(2000)]));
    expect(cleanExtraValues(century, d, raw).errors).toEqual([
      { field: 'extraValues', message: EXTRA_VALUES_MESSAGES.total },
    ]);
  });

  it('answers that a type without a built form has none', () => {
    expect(builtInChangeProblems(awardTypeOf('preliminary_proposal')!, built())).toEqual(['该奖项类型还没有申报表单']);
  });
});
