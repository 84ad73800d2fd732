import { describe, expect, it } from 'vitest';
import { definitionProblems } from './check.js';
import type { FormDefinition, FormField } from './definition.js';

const formOf = (...fields: FormField[]): FormDefinition => ({
  key: 'century_cup',
  version: 1,
  title: { zh: '世纪杯申报表' },
  tabs: [{ key: 'basic', label: { zh: '基本信息' }, sections: [{ key: 'main', fields }] }],
});

describe('definitionProblems', () => {
  it('passes a sound definition', () => {
    expect(
      definitionProblems(
        formOf(
          { key: 'startTime', label: { zh: '开工日期' }, type: 'date', rules: { required: true } },
          { key: 'endTime', label: { zh: '竣工日期' }, type: 'date', rules: { after: { field: 'startTime' } } },
          { key: 'unitName', label: { zh: '申报单位' }, type: 'derived', from: 'unit.name' },
          {
            key: 'participants',
            label: { zh: '参建单位' },
            type: 'group',
            fields: [
              { key: 'companyId', label: { zh: '单位' }, type: 'company', arrearsCheck: true },
              { key: 'note', label: { zh: '说明' }, type: 'text', visibleWhen: { field: 'companyId' } },
            ],
          },
        ),
      ),
    ).toEqual([]);
  });

  // [what, fields, the problem named]
  const CASES: Array<[string, FormField[], string]> = [
    [
      'a duplicate key',
      [
        { key: 'a', label: { zh: 'A' }, type: 'text' },
        { key: 'a', label: { zh: 'B' }, type: 'text' },
      ],
      '字段标识 a 重复',
    ],
    [
      'a malformed key',
      [{ key: '1a', label: { zh: 'A' }, type: 'text' }],
      '字段 1a 的标识不合法（字母开头，字母、数字或下划线）',
    ],
    ['a missing label', [{ key: 'a', label: { zh: ' ' }, type: 'text' }], '字段 a 缺少中文名称'],
    [
      'a rule on a missing field',
      [{ key: 'e', label: { zh: 'E' }, type: 'date', rules: { after: { field: 'start' } } }],
      '字段 e 的日期先后规则引用了不存在的字段 start',
    ],
    [
      'a date rule on a text',
      [
        { key: 's', label: { zh: 'S' }, type: 'text' },
        { key: 'e', label: { zh: 'E' }, type: 'date', rules: { after: { field: 's' } } },
      ],
      '字段 e 的日期先后规则引用的 s 不是日期字段',
    ],
    [
      'a condition on a missing field',
      [{ key: 'a', label: { zh: 'A' }, type: 'text', visibleWhen: { field: 'nope' } }],
      '字段 a 的显示条件引用了不存在的字段 nope',
    ],
    [
      'a condition on itself',
      [{ key: 'a', label: { zh: 'A' }, type: 'text', visibleWhen: { field: 'a' } }],
      '字段 a 的显示条件不能引用它自己',
    ],
    [
      'min above max',
      [{ key: 'l', label: { zh: 'L' }, type: 'list', rules: { min: { value: 10 }, max: { value: 6 } } }],
      '字段 l 的下限大于上限',
    ],
    [
      'a limit on a date',
      [{ key: 'd', label: { zh: 'D' }, type: 'date', rules: { max: { value: 3 } } }],
      '字段 d（date）不能设置上限',
    ],
    [
      'a broken pattern',
      [{ key: 'a', label: { zh: 'A' }, type: 'text', rules: { pattern: { source: '(', message: '格式不对' } } }],
      '字段 a 的格式规则不是有效的正则表达式',
    ],
    [
      'a pattern without message',
      [{ key: 'a', label: { zh: 'A' }, type: 'text', rules: { pattern: { source: '\\d+', message: '' } } }],
      '字段 a 的格式规则缺少提示信息',
    ],
    [
      'a mobile format on a number',
      [{ key: 'n', label: { zh: 'N' }, type: 'number', rules: { format: 'mobile' } }],
      '字段 n（number）不能设置手机号码格式',
    ],
    [
      'a choice without dictionary',
      [{ key: 'c', label: { zh: 'C' }, type: 'choice', dict: '' }],
      '字段 c 缺少选项字典',
    ],
    [
      'an upload without types',
      [{ key: 'u', label: { zh: 'U' }, type: 'upload', accept: '' }],
      '字段 u 缺少可上传的文件类型',
    ],
    [
      'a derived field from nowhere',
      [{ key: 'x', label: { zh: 'X' }, type: 'derived', from: 'unit.secret' }],
      '字段 x 的取值来源 unit.secret 不存在',
    ],
    ['an empty group', [{ key: 'g', label: { zh: 'G' }, type: 'group', fields: [] }], '字段 g 的分组至少要有一个字段'],
    [
      'a nested group',
      [
        {
          key: 'g',
          label: { zh: 'G' },
          type: 'group',
          fields: [
            { key: 'h', label: { zh: 'H' }, type: 'group', fields: [{ key: 'x', label: { zh: 'X' }, type: 'text' }] },
          ],
        },
      ],
      '字段 g 中不能再嵌套分组 h',
    ],
    [
      'a duplicate key in a group',
      [
        {
          key: 'g',
          label: { zh: 'G' },
          type: 'group',
          fields: [
            { key: 'x', label: { zh: 'X' }, type: 'text' },
            { key: 'x', label: { zh: 'Y' }, type: 'text' },
          ],
        },
      ],
      '字段 g 中的字段标识 x 重复',
    ],
  ];

  it.each(CASES)('names %s', (_what, fields, problem) => {
    expect(definitionProblems(formOf(...fields))).toContain(problem);
  });

  it('checks the form, its tabs and sections', () => {
    const problems = definitionProblems({
      key: '',
      version: 0,
      title: { zh: '' },
      tabs: [
        { key: 'a', label: { zh: 'A' }, sections: [{ key: 's', fields: [] }] },
        { key: 'a', label: { zh: '' }, sections: [{ key: 's', fields: [] }] },
      ],
    });
    expect(problems).toEqual([
      '表单缺少标识',
      '版本号应为正整数',
      '表单缺少中文标题',
      '分页标识 a 重复',
      '分页 a 缺少中文名称',
      '分组标识 s 重复',
    ]);
  });
});
