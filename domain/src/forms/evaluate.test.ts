import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField, FormValues } from './definition.js';
import {
  cleanFormValues,
  conditionHolds,
  errorCountsByTab,
  formCompanyIds,
  type FormContext,
  type FormMode,
  formErrors,
} from './evaluate.js';

/** A one-field form on one tab. */
const formOf = (...fields: FormField[]): FormDefinition => ({
  key: 'test',
  version: 1,
  title: { zh: '测试' },
  tabs: [{ key: 'basic', label: { zh: '基本信息' }, sections: [{ key: 'main', fields }] }],
});
const messages = (field: FormField, value: unknown, mode: FormMode = 'submit', context: FormContext = {}) =>
  formErrors(formOf(field), { [field.key]: value }, mode, context).map((e) => e.message);

const file = (name: string) => ({ name, url: `/files/000000/2026/11/27/${name}` });

// [what, field, value, expected messages when submitting, expected when saving a draft]
const CASES: Array<[string, FormField, unknown, string[], string[]]> = [
  // required, with the default and an exact message
  [
    'empty required text',
    { key: 'a', label: { zh: 'A' }, type: 'text', rules: { required: true } },
    '  ',
    ['此为必填项'],
    [],
  ],
  [
    'own message',
    { key: 'a', label: { zh: 'A' }, type: 'text', rules: { required: { message: '请输入工程名' } } },
    undefined,
    ['请输入工程名'],
    [],
  ],
  ['empty optional', { key: 'a', label: { zh: 'A' }, type: 'number', rules: { min: { value: 3 } } }, '', [], []],
  [
    'empty required upload',
    { key: 'u', label: { zh: 'U' }, type: 'upload', accept: 'image/*', rules: { required: true } },
    [],
    ['请上传文件'],
    [],
  ],
  // text
  [
    'text too short',
    { key: 'a', label: { zh: 'A' }, type: 'text', rules: { min: { value: 3 } } },
    'ab',
    ['不能少于3个字符'],
    [],
  ],
  [
    'text too long',
    { key: 'a', label: { zh: 'A' }, type: 'longText', rules: { max: { value: 3 } } },
    'abcd',
    ['不能超过3个字符'],
    ['不能超过3个字符'],
  ],
  [
    'text pattern',
    { key: 'a', label: { zh: 'A' }, type: 'text', rules: { pattern: { source: '\\d{6}', message: '请输入6位邮编' } } },
    '11000',
    ['请输入6位邮编'],
    ['请输入6位邮编'],
  ],
  [
    'text pattern met',
    { key: 'a', label: { zh: 'A' }, type: 'text', rules: { pattern: { source: '\\d{6}', message: '请输入6位邮编' } } },
    ' 110000 ',
    [],
    [],
  ],
  [
    'mobile format',
    { key: 'm', label: { zh: 'M' }, type: 'text', rules: { format: 'mobile' } },
    '1380000',
    ['手机号码长度不为11位'],
    ['手机号码长度不为11位'],
  ],
  [
    'mobile format met',
    { key: 'm', label: { zh: 'M' }, type: 'text', rules: { format: 'mobile' } },
    '13800000000',
    [],
    [],
  ],
  [
    'credit code format',
    { key: 'c', label: { zh: 'C' }, type: 'text', rules: { format: 'creditCode' } },
    '91210100000000001X',
    ['统一社会信用代码校验位不正确'],
    ['统一社会信用代码校验位不正确'],
  ],
  ['text not a string', { key: 'a', label: { zh: 'A' }, type: 'text' }, 12, ['格式不正确'], ['格式不正确']],
  // number
  ['number not numeric', { key: 'n', label: { zh: 'N' }, type: 'number' }, '12a', ['请输入数字'], ['请输入数字']],
  ['number whole only', { key: 'n', label: { zh: 'N' }, type: 'number' }, '1.5', ['请输入整数'], ['请输入整数']],
  [
    'number decimals',
    { key: 'n', label: { zh: 'N' }, type: 'number', decimals: 1 },
    '1.55',
    ['最多保留1位小数'],
    ['最多保留1位小数'],
  ],
  [
    'number below min',
    { key: 'n', label: { zh: 'N' }, type: 'number', rules: { min: { value: 1 } } },
    '0',
    ['不能小于1'],
    [],
  ],
  [
    'number above max',
    { key: 'n', label: { zh: 'N' }, type: 'number', rules: { max: { value: 99, message: '地上层数不能超过99' } } },
    100,
    ['地上层数不能超过99'],
    ['地上层数不能超过99'],
  ],
  // money (万元, 2 decimals, thousands separators)
  ['money ok with separators', { key: 'm', label: { zh: 'M' }, type: 'money', unit: '万元' }, '1,234.50', [], []],
  [
    'money three decimals',
    { key: 'm', label: { zh: 'M' }, type: 'money', unit: '万元' },
    '1.234',
    ['金额最多保留2位小数'],
    ['金额最多保留2位小数'],
  ],
  ['money negative', { key: 'm', label: { zh: 'M' }, type: 'money' }, '-5', ['金额不能为负数'], ['金额不能为负数']],
  // dates
  [
    'date not a day',
    { key: 'd', label: { zh: 'D' }, type: 'date' },
    '2026-02-30',
    ['请输入正确的日期'],
    ['请输入正确的日期'],
  ],
  ['date-time of a legacy client', { key: 'd', label: { zh: 'D' }, type: 'date' }, '2026-02-28 00:00:00', [], []],
  ['date ok', { key: 'd', label: { zh: 'D' }, type: 'date' }, '2026-02-28', [], []],
  [
    'range reversed',
    { key: 'r', label: { zh: 'R' }, type: 'dateRange' },
    ['2026-03-02', '2026-03-01'],
    ['结束日期不能早于开始日期'],
    ['结束日期不能早于开始日期'],
  ],
  ['range one day', { key: 'r', label: { zh: 'R' }, type: 'dateRange' }, ['2026-03-01', '2026-03-01'], [], []],
  [
    'range malformed',
    { key: 'r', label: { zh: 'R' }, type: 'dateRange' },
    ['2026-03-01'],
    ['请输入正确的日期'],
    ['请输入正确的日期'],
  ],
  // region, choices, companies
  ['region code', { key: 'g', label: { zh: 'G' }, type: 'region' }, '210102', [], []],
  [
    'region name is not a code',
    { key: 'g', label: { zh: 'G' }, type: 'region' },
    '沈阳',
    ['请选择正确的地区'],
    ['请选择正确的地区'],
  ],
  [
    'choice not in dictionary',
    { key: 'c', label: { zh: 'C' }, type: 'choice', dict: 'kind' },
    'x',
    ['请选择有效的选项'],
    ['请选择有效的选项'],
  ],
  ['choice in dictionary', { key: 'c', label: { zh: 'C' }, type: 'choice', dict: 'kind' }, 'a', [], []],
  [
    'multiple choice over max',
    { key: 'c', label: { zh: 'C' }, type: 'choice', dict: 'kind', multiple: true, rules: { max: { value: 1 } } },
    ['a', 'b'],
    ['超过了限制个数！'],
    ['超过了限制个数！'],
  ],
  [
    'multiple choice not a list',
    { key: 'c', label: { zh: 'C' }, type: 'choice', dict: 'kind', multiple: true },
    'a',
    ['请选择有效的选项'],
    ['请选择有效的选项'],
  ],
  [
    'unknown company',
    { key: 'co', label: { zh: 'Co' }, type: 'company' },
    'nobody',
    ['请选择有效的单位'],
    ['请选择有效的单位'],
  ],
  [
    'company in arrears',
    { key: 'co', label: { zh: 'Co' }, type: 'company', arrearsCheck: true },
    'late',
    ['当前单位会费已欠缴'],
    ['当前单位会费已欠缴'],
  ],
  ['company in arrears, not checked', { key: 'co', label: { zh: 'Co' }, type: 'company' }, 'late', [], []],
  // people (、-separated names)
  [
    'people characters',
    { key: 'p', label: { zh: 'P' }, type: 'people' },
    '张三,李四',
    ['只能输入汉字、英文和"、"'],
    ['只能输入汉字、英文和"、"'],
  ],
  [
    'people 限1人',
    { key: 'p', label: { zh: 'P' }, type: 'people', single: true },
    '张三、李四',
    ['超过了限制人数！'],
    ['超过了限制人数！'],
  ],
  [
    'people 限1人 by length',
    { key: 'p', label: { zh: 'P' }, type: 'people', single: true, singleMaxChars: 4 },
    '欧阳长名字',
    ['超过了限制人数！'],
    ['超过了限制人数！'],
  ],
  [
    'people total of 6',
    { key: 'p', label: { zh: 'P' }, type: 'people' },
    '甲、乙、丙、丁、戊、己、庚',
    ['总人数不能超过6人！'],
    ['总人数不能超过6人！'],
  ],
  [
    'people total of 2',
    { key: 'p', label: { zh: 'P' }, type: 'people', rules: { max: { value: 2 } } },
    '甲、乙、丙',
    ['总人数不能超过2人！'],
    ['总人数不能超过2人！'],
  ],
  // delimited list (the ten new technologies: 6 to 10)
  [
    'list too few',
    { key: 'l', label: { zh: 'L' }, type: 'list', rules: { min: { value: 6 }, max: { value: 10 } } },
    '一、二、三',
    ['不能少于6项！'],
    [],
  ],
  [
    'list too many',
    { key: 'l', label: { zh: 'L' }, type: 'list', rules: { min: { value: 6 }, max: { value: 10 } } },
    Array.from({ length: 11 }, (_, i) => `技术${i}`).join('、'),
    ['超过了限制个数！'],
    ['超过了限制个数！'],
  ],
  [
    'list empty items ignored',
    { key: 'l', label: { zh: 'L' }, type: 'list', rules: { min: { value: 2 } } },
    '一、 、二、',
    [],
    [],
  ],
  // uploads
  [
    'upload too few',
    {
      key: 'u',
      label: { zh: 'U' },
      type: 'upload',
      accept: 'image/*',
      rules: { min: { value: 15, message: '工程照片不能少于15张' } },
    },
    [file('a.jpg')],
    ['工程照片不能少于15张'],
    [],
  ],
  [
    'upload over 20',
    { key: 'u', label: { zh: 'U' }, type: 'upload', accept: '.pdf', rules: { max: { value: 20 } } },
    Array.from({ length: 21 }, (_, i) => file(`${i}.pdf`)),
    ['最多上传20个文件，超出请合并成pdf进行上传'],
    ['最多上传20个文件，超出请合并成pdf进行上传'],
  ],
  [
    'upload without url',
    { key: 'u', label: { zh: 'U' }, type: 'upload', accept: '.pdf' },
    [{ name: 'a.pdf' }],
    ['文件信息不完整'],
    ['文件信息不完整'],
  ],
  // derived values are never checked nor taken from input
  [
    'derived',
    { key: 'unitName', label: { zh: '单位' }, type: 'derived', from: 'unit.name', rules: { required: true } },
    undefined,
    [],
    [],
  ],
];

const context: FormContext = {
  dictKeys: { kind: new Set(['a', 'b']) },
  units: new Map([
    ['ok', { inArrears: false }],
    ['late', { inArrears: true }],
  ]),
};

describe('formErrors: every field type and rule', () => {
  it.each(CASES)('%s', (_what, field, value, onSubmit, onDraft) => {
    expect(messages(field, value, 'submit', context)).toEqual(onSubmit);
    expect(messages(field, value, 'draft', context)).toEqual(onDraft);
  });
});

describe('formErrors: across fields', () => {
  const dates: FormField[] = [
    { key: 'startTime', label: { zh: '开工日期' }, type: 'date' },
    {
      key: 'endTime',
      label: { zh: '竣工日期' },
      type: 'date',
      rules: { after: { field: 'startTime', message: '竣工日期不能早于开工日期' } },
    },
  ];

  it('checks a date after another, on submit only', () => {
    const values = { startTime: '2026-05-01', endTime: '2026-04-30' };
    expect(formErrors(formOf(...dates), values).map((e) => [e.path, e.message])).toEqual([
      ['endTime', '竣工日期不能早于开工日期'],
    ]);
    expect(formErrors(formOf(...dates), values, 'draft')).toEqual([]);
    expect(formErrors(formOf(...dates), { ...values, endTime: '2026-05-01' })).toEqual([]);
  });

  it('skips a hidden field and a hidden section, and checks them once shown', () => {
    const form: FormDefinition = {
      ...formOf(
        { key: 'hasBasement', label: { zh: '有地下室' }, type: 'choice', dict: 'yes_no' },
        {
          key: 'floorsBelow',
          label: { zh: '地下层数' },
          type: 'number',
          rules: { required: true },
          visibleWhen: { field: 'hasBasement', in: ['1'] },
        },
      ),
    };
    form.tabs[0]!.sections.push({
      key: 'green',
      visibleWhen: { field: 'hasBasement' },
      fields: [{ key: 'note', label: { zh: '说明' }, type: 'text', rules: { required: true } }],
    });
    expect(formErrors(form, {})).toEqual([]);
    expect(formErrors(form, { hasBasement: '0' }).map((e) => e.path)).toEqual(['note']);
    expect(formErrors(form, { hasBasement: '1' }).map((e) => e.path)).toEqual(['floorsBelow', 'note']);
  });

  it('checks every row of a repeatable group, with paths and row limits', () => {
    const participants: FormField = {
      key: 'participants',
      label: { zh: '参建单位' },
      type: 'group',
      rules: { min: { value: 1 }, max: { value: 2 } },
      fields: [
        { key: 'companyId', label: { zh: '单位' }, type: 'company', rules: { required: { message: '请选择单位' } } },
        { key: 'leader', label: { zh: '项目负责人' }, type: 'people', single: true },
      ],
    };
    const errors = (value: unknown, mode: FormMode = 'submit') =>
      formErrors(formOf(participants), { participants: value }, mode, context).map((e) => `${e.path}: ${e.message}`);
    expect(errors([{ companyId: 'ok', leader: '张三' }])).toEqual([]);
    expect(errors([{ leader: '张三、李四' }, { companyId: 'late' }])).toEqual([
      'participants[0].companyId: 请选择单位',
      'participants[0].leader: 超过了限制人数！',
    ]);
    expect(errors([{ companyId: 'ok' }, { companyId: 'ok' }, { companyId: 'ok' }])).toEqual([
      'participants: 最多填写2行',
    ]);
    expect(errors('not rows')).toEqual(['participants: 格式不正确']);
    expect(formErrors(formOf({ ...participants, rules: { required: true } }), {}).map((e) => e.message)).toEqual([
      '此为必填项',
    ]);
  });

  it('names the tab of each error and counts them per tab', () => {
    const form: FormDefinition = {
      key: 't',
      version: 1,
      title: { zh: 'T' },
      tabs: [
        {
          key: 'basic',
          label: { zh: '基本' },
          sections: [
            {
              key: 's1',
              fields: [
                { key: 'a', label: { zh: 'A' }, type: 'text', rules: { required: true } },
                { key: 'b', label: { zh: 'B' }, type: 'text', rules: { required: true } },
              ],
            },
          ],
        },
        {
          key: 'files',
          label: { zh: '材料' },
          sections: [
            {
              key: 's2',
              fields: [{ key: 'u', label: { zh: 'U' }, type: 'upload', accept: '.pdf', rules: { required: true } }],
            },
          ],
        },
      ],
    };
    const errors = formErrors(form, {});
    expect(errors.map((e) => e.tab)).toEqual(['basic', 'basic', 'files']);
    expect(errorCountsByTab(errors)).toEqual({ basic: 2, files: 1 });
  });
});

describe('conditions and clean values', () => {
  it('holds for a value, one of some values, or one of a multiple choice', () => {
    const v: FormValues = { a: 'x', m: ['p', 'q'], e: '' };
    expect(conditionHolds({ field: 'a' }, v)).toBe(true);
    expect(conditionHolds({ field: 'e' }, v)).toBe(false);
    expect(conditionHolds({ field: 'a', in: ['y', 'x'] }, v)).toBe(true);
    expect(conditionHolds({ field: 'm', in: ['q'] }, v)).toBe(true);
    expect(conditionHolds({ field: 'm', in: ['z'] }, v)).toBe(false);
    expect(conditionHolds({ field: 'top' }, { own: 1 }, { top: 'yes' })).toBe(true);
  });

  it('keeps only the fields of the definition, trims texts and never takes a derived value from input', () => {
    const form = formOf(
      { key: 'name', label: { zh: '名称' }, type: 'text' },
      { key: 'unitName', label: { zh: '单位' }, type: 'derived', from: 'unit.name' },
      {
        key: 'rows',
        label: { zh: '行' },
        type: 'group',
        fields: [{ key: 'x', label: { zh: 'X' }, type: 'text' }],
      },
    );
    expect(
      cleanFormValues(form, { name: ' 工程 ', unitName: '伪造', tenantId: '000000', rows: [{ x: ' 1 ', y: 2 }] }),
    ).toEqual({ name: '工程', rows: [{ x: '1' }] });
  });
});

describe('formCompanyIds', () => {
  it('names each unit of the company fields once, in groups too, and nothing else', () => {
    const form = formOf(
      { key: 'main', label: { zh: '主' }, type: 'company' },
      { key: 'note', label: { zh: '说明' }, type: 'text' },
      {
        key: 'partners',
        label: { zh: '合作' },
        type: 'group',
        fields: [{ key: 'unit', label: { zh: '单位' }, type: 'company' }],
      },
    );
    const values = { main: 'u1', note: 'u9', partners: [{ unit: 'u2' }, { unit: 'u1' }, { unit: '' }, null] };
    expect(formCompanyIds(form, values as FormValues)).toEqual(['u1', 'u2']);
    expect(formCompanyIds(form, {})).toEqual([]);
  });
});
