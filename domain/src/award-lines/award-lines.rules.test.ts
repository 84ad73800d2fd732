import { describe, expect, it } from 'vitest';
import { auditOutcome, LINE_MESSAGES, nextEnabled, safetyProblems, scoreError } from './award-lines.rules.js';

describe('nextEnabled (quality/team/unit/enable)', () => {
  it.each([
    [1, undefined, 0],
    [0, undefined, 1],
    [0, '', 1],
    [1, '1', 1],
    [0, '1', 1],
    [1, '0', 0],
    [0, 0, 0],
    [1, 'yes', undefined],
    [1, '2', undefined],
  ] as const)('current %s, enable %s → %s', (current, enable, expected) => {
    expect(nextEnabled(current, enable)).toBe(expected);
  });
});

describe('auditOutcome (technology results)', () => {
  it('passes from 待送审 with the default opinion 同意, keeps a given one', () => {
    expect(auditOutcome(0, 1)).toEqual({ opinion: '同意' });
    expect(auditOutcome(0, 1, '  很好 ')).toEqual({ opinion: '很好' });
  });
  it('rejects and fails only with an opinion', () => {
    expect(auditOutcome(0, 2)).toEqual({ error: '审核意见不能为空', field: 'opinion' });
    expect(auditOutcome(0, 3, '  ')).toEqual({ error: '审核意见不能为空', field: 'opinion' });
    expect(auditOutcome(0, 2, '材料不全')).toEqual({ opinion: '材料不全' });
  });
  it('refuses an unknown target and every transition out of 驳回, 已通过 and 不通过', () => {
    expect(auditOutcome(0, 0)).toEqual({ error: LINE_MESSAGES.auditStatusInvalid, field: 'status' });
    expect(auditOutcome(0, 5)).toEqual({ error: LINE_MESSAGES.auditStatusInvalid, field: 'status' });
    expect(auditOutcome(2, 1)).toEqual({ error: '该申报已驳回，需修改后重新送审才能审核' });
    expect(auditOutcome(1, 3, 'x')).toEqual({ error: '该申报已审核完成，不能重复审核' });
    expect(auditOutcome(3, 1)).toEqual({ error: '该申报已审核完成，不能重复审核' });
  });
});

describe('safetyProblems', () => {
  const ok = {
    projectName: '沈阳某项目',
    memberUnitId: 'u1',
    programmeId: 'p1',
    contact: '张三',
    mobile: '13812345678',
  };
  it('accepts a complete record', () => {
    expect(safetyProblems(ok)).toEqual([]);
    expect(safetyProblems({ ...ok, score: 88.55, level: '1', status: 3 })).toEqual([]);
  });
  it('names every missing field at once, in form order', () => {
    expect(safetyProblems({})).toEqual([
      { field: 'projectName', message: '请输入项目名称' },
      { field: 'memberUnitId', message: '请选择申报单位' },
      { field: 'programmeId', message: '请选择申报批次' },
      { field: 'contact', message: '请输入联系人' },
      { field: 'mobile', message: '手机号码不能为空' },
    ]);
  });
  it('runs the shared mobile rule', () => {
    expect(safetyProblems({ ...ok, mobile: '1381234567' })).toEqual([
      { field: 'mobile', message: '手机号码长度不为11位' },
    ]);
    expect(safetyProblems({ ...ok, mobile: '12812345678' })).toEqual([
      { field: 'mobile', message: '手机号码格式不正确' },
    ]);
  });
  it('checks score, level and status', () => {
    expect(safetyProblems({ ...ok, score: 100.5, level: '4', status: 7 }).map((p) => p.field)).toEqual([
      'score',
      'level',
      'status',
    ]);
  });
});

describe('scoreError', () => {
  it.each([
    [null, undefined],
    [0, undefined],
    [100, undefined],
    [59.99, undefined],
    [88.555, LINE_MESSAGES.scoreInvalid],
    [-1, LINE_MESSAGES.scoreInvalid],
    [Number.NaN, LINE_MESSAGES.scoreInvalid],
  ] as const)('%s', (score, expected) => {
    expect(scoreError(score)).toBe(expected);
  });
});
