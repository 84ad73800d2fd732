import { describe, expect, it, vi } from 'vitest';
import { required } from '../form';
import { idList, integer, minLength, optionalInt, optionalText, pattern, validateForm } from './formRules';

describe('form value rules', () => {
  it('pattern checks non-blank values only', () => {
    const rule = pattern(/^\d{6}$/, '租户编号必须是6位数字');
    expect(rule('')).toBeUndefined();
    expect(rule('000000')).toBeUndefined();
    expect(rule('12345')).toBe('租户编号必须是6位数字');
  });

  it('integer checks whole numbers and bounds', () => {
    const rule = integer('请输入整数', { min: -1, max: 10 });
    expect(rule('')).toBeUndefined();
    expect(rule('-1')).toBeUndefined();
    expect(rule('10')).toBeUndefined();
    for (const bad of ['1.5', 'abc', '-2', '11']) expect(rule(bad)).toBe('请输入整数');
  });

  it('minLength, idList, optionalText, optionalInt', () => {
    expect(minLength(8, 'short')('1234567')).toBe('short');
    expect(minLength(8, 'short')('')).toBeUndefined();
    expect(idList.parse('a,b,,c')).toEqual(['a', 'b', 'c']);
    expect(idList.parse('')).toEqual([]);
    expect(idList.format(['a', 'b'])).toBe('a,b');
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' x ')).toBe('x');
    expect(optionalInt('')).toBeNull();
    expect(optionalInt('3')).toBe(3);
  });

  it('validateForm shows field and cross-field messages; a field rule wins over a cross-field one', () => {
    const setErrors = vi.fn();
    const form = { values: { password: '', confirm: 'x', name: 'n' }, setErrors };
    const valid = validateForm(form, { password: [required('请输入密码')] }, (v) => ({
      password: 'never shown',
      confirm: v.confirm !== v.password ? '两次密码输入不一致' : undefined,
      name: undefined,
    }));
    expect(valid).toBe(false);
    expect(setErrors).toHaveBeenCalledWith({ password: '请输入密码', confirm: '两次密码输入不一致' });

    const ok = validateForm({ values: { a: 'x' }, setErrors }, { a: [required('A')] });
    expect(ok).toBe(true);
    expect(setErrors).toHaveBeenLastCalledWith({});
  });
});
