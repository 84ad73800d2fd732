import { describe, expect, it } from 'vitest';
import { applicationErrors, draftErrors, normalizeContent, shortDeclarationErrors } from './application-rules.js';
import { awardTypeOf } from './award-types.js';

const cup = awardTypeOf('century_cup')!.form!;
const qs = awardTypeOf('quality_structure')!.form!;
const file = (i: number) => ({ name: `p${i}.png`, url: `/files/000000/20261125/x${i}.png` });
const files = (n: number) => Array.from({ length: n }, (_, i) => file(i));

describe('normalizeContent', () => {
  it('keeps only declaration fields, trims, drops empty values, defaults building numbers and keeps one unit of a single group', () => {
    const content = normalizeContent(cup, {
      values: { proName: ' 工程 ', unknown: 'x', budget: '', sbDate: null },
      participants: {
        contractor: [
          { companyId: 'a', buildingNumber: ' ', people: { xmjl_people: ' 张三 ', nope_people: '李四' } },
          { companyId: 'b' },
        ],
        jointContractors: [{ companyId: 'c' }, { companyId: 'd', buildingNumber: '3号楼' }],
        notAGroup: [{ companyId: 'e' }],
      },
      materials: { gongchengzhaopian: [file(1)], other: [file(2)] },
    });
    expect(content.values).toEqual({ proName: '工程' });
    expect(content.participants.contractor).toEqual([
      { companyId: 'a', buildingNumber: '-', people: { xmjl_people: '张三' } },
    ]);
    expect(content.participants.jointContractors!.map((u) => u.buildingNumber)).toEqual(['-', '3号楼']);
    expect(Object.keys(content.participants)).toEqual(cup.participantGroups);
    expect(Object.keys(content.materials)).toEqual(cup.materials.map((m) => m.key));
    expect(content.materials.gongchengzhaopian).toHaveLength(1);
  });
});

describe('draftErrors', () => {
  it.each([
    [{ proName: 'x'.repeat(256) }, {}, [{ field: 'proName', message: '不能超过255个字符' }]],
    [{ jszbAndShxy: 'x'.repeat(2000) }, {}, []],
    [{ jszbAndShxy: 'x'.repeat(2001) }, {}, [{ field: 'jszbAndShxy', message: '不能超过2000个字符' }]],
    [
      {},
      { wenzicailiao: files(21) },
      [{ field: 'materials.wenzicailiao', message: '最多上传20个文件，超出请合并成pdf进行上传' }],
    ],
    [{}, { wenzicailiao: files(20) }, []],
  ])('%#', (values, materials, expected) => {
    expect(draftErrors(cup, { values, participants: {}, materials })).toEqual(expected);
  });
});

describe('applicationErrors', () => {
  it.each([
    ['century cup photos 0', cup, 0, '请添加工程照片'],
    ['century cup photos 14', cup, 14, '工程照片不能少于15张'],
    ['century cup photos 15', cup, 15, undefined],
    ['century cup photos 21', cup, 21, '最多上传20个文件，超出请合并成pdf进行上传'],
    ['quality structure photos 15', qs, 15, undefined],
    ['quality structure photos 16', qs, 16, '工程照片不能超过15张'],
  ] as const)('%s', (_name, form, count, message) => {
    const errors = applicationErrors(form, {
      values: {},
      participants: {},
      materials: { gongchengzhaopian: files(count) },
    });
    expect(errors.find((e) => e.field === 'materials.gongchengzhaopian')?.message).toBe(message);
  });

  it('requires the image material of the century cup only', () => {
    const empty = { values: {}, participants: {}, materials: {} };
    expect(applicationErrors(cup, empty)).toContainEqual({
      field: 'materials.yingxiangcailiao',
      message: '请上传影像材料',
    });
    expect(applicationErrors(qs, empty).some((e) => e.field === 'materials.yingxiangcailiao')).toBe(false);
  });

  it("checks the people fields of the form's groups only", () => {
    const participants = {
      contractor: [{ people: { xmjl_people: '张三、李四' } }],
      userUnit: [{ people: { fzr_people: '甲、乙' } }],
    };
    expect(
      applicationErrors(cup, { values: {}, participants, materials: {} }).filter((e) => e.field.includes('_people')),
    ).toEqual([
      { field: 'contractor.0.xmjl_people', message: '超过了限制人数！' },
      { field: 'userUnit.0.fzr_people', message: '超过了限制人数！' },
    ]);
    // The quality structure has no user unit group.
    expect(
      applicationErrors(qs, { values: {}, participants, materials: {} }).filter((e) => e.field.includes('_people')),
    ).toEqual([{ field: 'contractor.0.xmjl_people', message: '超过了限制人数！' }]);
  });
});

describe('shortDeclarationErrors (quality structure)', () => {
  it('answers its required fields, the mobile rule and jszbAndShxy', () => {
    expect(shortDeclarationErrors({})).toEqual([
      { field: 'proName', message: '请输入工程名' },
      { field: 'mainApplicant', message: '请选择主申报单位' },
      { field: 'contactPerson', message: '请输入单位联系人' },
      { field: 'sbDate', message: '请选择申报日期' },
      { field: 'contactPN', message: '手机号码不能为空' },
      { field: 'jszbAndShxy', message: '此为必填项' },
    ]);
    expect(
      shortDeclarationErrors({
        proName: 'a',
        mainApplicant: 'u',
        contactPerson: '孙',
        sbDate: '2026-11-25',
        contactPN: '23912345678',
        jszbAndShxy: '好',
      }),
    ).toEqual([{ field: 'contactPN', message: '手机号码格式不正确' }]);
  });
});
