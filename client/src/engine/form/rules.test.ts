import { describe, expect, it } from 'vitest';
import { isEmpty, required, validateValues } from './rules';

describe('required', () => {
  const rule = required('请输入参数名称');

  it('answers its message for missing, empty and whitespace-only values', () => {
    for (const value of [undefined, null, '', '   ', '\t\n', []]) expect(rule(value)).toBe('请输入参数名称');
  });

  it('accepts any real value', () => {
    for (const value of ['a', ' 名称 ', 0, false, ['x']]) expect(rule(value)).toBeUndefined();
  });
});

describe('isEmpty', () => {
  it('treats blank strings as empty but not zero', () => {
    expect(isEmpty('  ')).toBe(true);
    expect(isEmpty(0)).toBe(false);
  });
});

describe('validateValues', () => {
  it('answers the first failing message per field and leaves passing fields out', () => {
    const errors = validateValues(
      { paramName: ' ', paramKey: 'site.name', paramValue: '' },
      {
        paramName: [required('请输入参数名称'), () => 'never reached'],
        paramKey: [required('请输入参数键名')],
        paramValue: [required('请输入参数键值')],
      },
    );
    expect(errors).toEqual({ paramName: '请输入参数名称', paramValue: '请输入参数键值' });
  });
});
