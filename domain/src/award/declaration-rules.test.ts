import { describe, expect, it } from 'vitest';
import {
  buildingNumberOf,
  DECLARATION_MESSAGES as M,
  DECLARATION_REQUIRED,
  declarationErrors,
  listItems,
  PARTICIPANT_GROUPS,
  participantErrors,
  peopleError,
  photosError,
  requiredUploadError,
  technologiesError,
  tenThousandYuanError,
  uploadCountError,
} from './declaration-rules.js';

const techs = (n: number) =>
  Array.from({ length: n }, (_, i) => `技术${'一二三四五六七八九十十一'.charAt(i) || i}`).join('、');

/** A complete basic section: every required field filled and valid. */
const complete = {
  proName: '沈阳市民中心',
  sbDate: '2026-11-01',
  region: '210100',
  area: '210102',
  built: '和平区南京北街 1 号',
  askForWork: 'unit-1',
  recommendWork: '1',
  recommend: '陈联系',
  recommendPN: '13912345678',
  projectCategory: 'house',
  projectCategorySmall: 'public',
  construction: '土建、安装',
  buildingScale: '12 万平方米',
  buildingFloorsU: '28',
  buildingFloorsD: '3',
  structureType: '框架剪力墙',
  budget: '45000.50',
  finalAccounts: '46000',
  startTime: '2023-03-01',
  endTime: '2025-10-30',
  filingUnit: '沈阳市建设工程质量监督站',
  structureAcceptanceTime: '2024-06-01',
  SYJGTime: '2024-09-01',
  jzyTop10: techs(6),
  jszbAndShxy: '节能率 65%，社会效益显著',
};

describe('people fields', () => {
  it.each([
    ['', {}, undefined],
    [null, {}, undefined],
    ['张三', {}, undefined],
    ['张三、李四、Tom', {}, undefined],
    ['张三,李四', {}, M.peopleChars],
    ['张三 李四', {}, M.peopleChars],
    ['张三1', {}, M.peopleChars],
    ['张三、李四', { single: true }, M.peopleSingle],
    ['欧阳娜娜', { single: true, singleByLength: true }, undefined],
    ['欧阳娜娜娜', { single: true, singleByLength: true }, M.peopleSingle],
    ['甲、乙、丙、丁、戊、己', {}, undefined],
    ['甲、乙、丙、丁、戊、己、庚', {}, M.peopleTotal],
  ] as const)('%j with %j gives %s', (value, rule, message) => {
    expect(peopleError(value, rule)).toBe(message);
  });

  it('names the group, unit and role of every error', () => {
    const contractor = PARTICIPANT_GROUPS.find((g) => g.key === 'contractor')!;
    expect(
      participantErrors(contractor, [
        { people: { xmjl_people: '张三、李四', zly_people: '王五' } },
        { people: { aqy_people: 'a1' } },
      ]),
    ).toEqual([
      { field: 'contractor.0.xmjl_people', message: M.peopleSingle },
      { field: 'contractor.1.aqy_people', message: M.peopleChars },
    ]);
  });

  it('lists the participant groups of SPEC section 3 and only people fields', () => {
    expect(PARTICIPANT_GROUPS.map((g) => g.key)).toEqual([
      'owner',
      'contractor',
      'generalContractorSheet',
      'jointContractors',
      'participatingUnits',
      'supervision',
      'userUnit',
    ]);
    for (const group of PARTICIPANT_GROUPS) for (const role of group.roles) expect(role.field).toMatch(/_people$/);
  });
});

describe('the ten new technologies (jzyTop10)', () => {
  it.each([
    ['', M.required],
    ['、 、', M.required],
    [techs(5), M.technologiesTooFew],
    [techs(6), undefined],
    [techs(10), undefined],
    [`${techs(10)}、再一项`, M.technologiesTooMany],
  ])('%s gives %s', (value, message) => {
    expect(technologiesError(value)).toBe(message);
  });

  it('splits on 、 and ignores blanks around items', () => {
    expect(listItems(' 甲 、、乙、 ')).toEqual(['甲', '乙']);
  });
});

describe('uploads', () => {
  it.each([
    [0, 'min', M.photosRequired],
    [14, 'min', M.photosTooFew],
    [15, 'min', undefined],
    [20, 'min', undefined],
    [21, 'min', M.tooManyFiles],
    [0, 'max', M.photosRequired],
    [15, 'max', undefined],
    [16, 'max', M.photosTooMany],
  ] as const)('%i photos (%s variant) give %s', (count, variant, message) => {
    expect(photosError(count, variant)).toBe(message);
  });

  it('require image material and cap every slot at 20 files', () => {
    expect(requiredUploadError(0, M.imagesRequired)).toBe(M.imagesRequired);
    expect(requiredUploadError(3, M.imagesRequired)).toBeUndefined();
    expect(uploadCountError(20)).toBeUndefined();
    expect(uploadCountError(21)).toBe('最多上传20个文件，超出请合并成pdf进行上传');
  });
});

describe('the basic section at submission', () => {
  it('accepts a complete declaration', () => {
    expect(declarationErrors(complete)).toEqual([]);
  });

  it.each(DECLARATION_REQUIRED.map(([field, message]) => [field, message]))('requires %s with %s', (field, message) => {
    expect(declarationErrors({ ...complete, [field]: '  ' })).toEqual([{ field, message }]);
  });

  it('checks the contact mobile with the shared mobile rule', () => {
    expect(declarationErrors({ ...complete, recommendPN: '' })).toEqual([
      { field: 'recommendPN', message: '手机号码不能为空' },
    ]);
    expect(declarationErrors({ ...complete, recommendPN: '1391234567' })).toEqual([
      { field: 'recommendPN', message: '手机号码长度不为11位' },
    ]);
    expect(declarationErrors({ ...complete, recommendPN: '12912345678' })).toEqual([
      { field: 'recommendPN', message: '手机号码格式不正确' },
    ]);
  });

  it('takes budget and final accounts in 万元 with at most 2 decimals', () => {
    expect(tenThousandYuanError('45000.5')).toBeUndefined();
    expect(declarationErrors({ ...complete, budget: '1.234' })).toEqual([
      { field: 'budget', message: '金额最多保留2位小数' },
    ]);
    expect(declarationErrors({ ...complete, finalAccounts: '-3' })).toEqual([
      { field: 'finalAccounts', message: '金额不能为负数' },
    ]);
  });

  it('checks floors, the order of the dates, the technologies and jszbAndShxy', () => {
    expect(declarationErrors({ ...complete, buildingFloorsU: '二十' })).toEqual([
      { field: 'buildingFloorsU', message: '层数须为不超过3位的整数' },
    ]);
    expect(declarationErrors({ ...complete, endTime: '2022-01-01' })).toEqual([
      { field: 'endTime', message: '竣工日期不能早于开工日期' },
    ]);
    expect(declarationErrors({ ...complete, jzyTop10: techs(3), jszbAndShxy: '' })).toEqual([
      { field: 'jzyTop10', message: M.technologiesTooFew },
      { field: 'jszbAndShxy', message: M.required },
    ]);
  });

  it('reports every missing field of an empty form in form order', () => {
    const errors = declarationErrors({});
    expect(errors.map((e) => e.field)).toEqual([
      ...DECLARATION_REQUIRED.map(([field]) => field),
      'recommendPN',
      'jzyTop10',
      'jszbAndShxy',
    ]);
  });
});

describe('building number', () => {
  it("is optional and defaults to '-'", () => {
    expect(buildingNumberOf('')).toBe('-');
    expect(buildingNumberOf(undefined)).toBe('-');
    expect(buildingNumberOf(' 3#楼 ')).toBe('3#楼');
  });
});
