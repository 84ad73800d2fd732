import { describe, expect, it } from 'vitest';
import { normalizeUscc, USCC_MESSAGES, usccCheckChar, usccError } from './uscc.js';

describe('unified social credit code rule (GB 32100-2015)', () => {
  it.each([
    '914403001922038216', // 华为技术有限公司 (published code)
    '9144030071526726XG', // 深圳市腾讯计算机系统有限公司 (published code)
    '91110000600037341L', // computed check character
    '91210102MA0P5KXK11', // check character 1
    '52210000MJ0000000R',
    '12100000400000624D',
    ' 9144030071526726xg ', // lower case and spaces are normalized
  ])('accepts %o', (code) => {
    expect(usccError(code)).toBeUndefined();
  });

  it.each([
    [undefined, USCC_MESSAGES.required],
    [null, USCC_MESSAGES.required],
    ['', USCC_MESSAGES.required],
    ['   ', USCC_MESSAGES.required],
    ['91440300192203821', USCC_MESSAGES.format], // 17 characters
    ['9144030019220382160', USCC_MESSAGES.format], // 19 characters
    ['91440300192203821I', USCC_MESSAGES.format], // I is not in the charset
    ['9144030019220382O6', USCC_MESSAGES.format], // O
    ['914403001922038S16', USCC_MESSAGES.format], // S
    ['91440300192203V216', USCC_MESSAGES.format], // V
    ['9144030019220Z8216', USCC_MESSAGES.format], // Z
    ['91440300-922038216', USCC_MESSAGES.format],
    ['914403001922038217', USCC_MESSAGES.checksum],
    ['9144030071526726XH', USCC_MESSAGES.checksum],
    ['91110000600037341M', USCC_MESSAGES.checksum],
    ['924403001922038216', USCC_MESSAGES.checksum], // one body character changed
  ])('%o -> %s', (value, message) => {
    expect(usccError(value)).toBe(message);
  });

  it('computes the check character (0 when the sum is a multiple of 31)', () => {
    expect(usccCheckChar('91440300192203821')).toBe('6');
    expect(usccCheckChar('00000000000000000')).toBe('0');
  });

  it('normalizes to trimmed upper case', () => {
    expect(normalizeUscc(' 9144030071526726xg ')).toBe('9144030071526726XG');
    expect(normalizeUscc(42)).toBe('');
  });

  it('uses the exact messages', () => {
    expect(USCC_MESSAGES).toEqual({
      required: '请输入统一社会信用代码',
      format: '统一社会信用代码格式不正确',
      checksum: '统一社会信用代码校验位不正确',
    });
  });
});
