import { describe, expect, it } from 'vitest';
import { safetyFormErrors, type SafetyValues, scoreValue } from './rules';

const values = (over: Partial<SafetyValues> = {}): SafetyValues => ({
  projectName: '工程',
  memberUnitId: 'u',
  programmeId: 'p',
  contact: '张三',
  mobile: '13812345678',
  score: '',
  level: '',
  status: '0',
  remark: '',
  ...over,
});

describe('safetyFormErrors (the server rules as catalogue keys)', () => {
  it('accepts a complete form', () => {
    expect(safetyFormErrors(values())).toEqual({});
  });
  it('names each empty required field and the mobile cases', () => {
    expect(
      safetyFormErrors(values({ projectName: ' ', memberUnitId: '', programmeId: '', contact: '', mobile: '' })),
    ).toEqual({
      projectName: 'awardLines.rules.projectNameRequired',
      memberUnitId: 'awardLines.rules.memberUnitRequired',
      programmeId: 'awardLines.rules.programmeRequired',
      contact: 'awardLines.rules.contactRequired',
      mobile: 'awardLines.rules.mobileRequired',
    });
    expect(safetyFormErrors(values({ mobile: '138' })).mobile).toBe('awardLines.rules.mobileLength');
    expect(safetyFormErrors(values({ mobile: '10812345678' })).mobile).toBe('awardLines.rules.mobileFormat');
  });
  it('checks the score', () => {
    expect(scoreValue('')).toBeNull();
    expect(scoreValue('88.5')).toBe(88.5);
    expect(safetyFormErrors(values({ score: 'abc' })).score).toBe('awardLines.rules.scoreInvalid');
    expect(safetyFormErrors(values({ score: '100.01' })).score).toBe('awardLines.rules.scoreInvalid');
    expect(safetyFormErrors(values({ score: '99.99' })).score).toBeUndefined();
  });
});
