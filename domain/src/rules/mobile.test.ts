import { describe, expect, it } from 'vitest';
import { MOBILE_MESSAGES, mobileError } from './mobile.js';

describe('mobile number rule (SPEC section 5)', () => {
  it.each([
    [undefined, MOBILE_MESSAGES.required],
    [null, MOBILE_MESSAGES.required],
    ['', MOBILE_MESSAGES.required],
    ['   ', MOBILE_MESSAGES.required],
    ['1381234567', MOBILE_MESSAGES.length],
    ['138123456789', MOBILE_MESSAGES.length],
    ['138-1234-5678', MOBILE_MESSAGES.length],
    ['12812345678', MOBILE_MESSAGES.format],
    ['23812345678', MOBILE_MESSAGES.format],
    ['1381234567a', MOBILE_MESSAGES.format],
    ['１３８１２３４５６７８', MOBILE_MESSAGES.format],
  ])('%o -> %s', (value, message) => {
    expect(mobileError(value)).toBe(message);
  });

  it.each(['13812345678', '19912345678', ' 15000000000 ', 13912345678])(
    'accepts %o (the format message only when the pattern fails)',
    (value) => {
      expect(mobileError(value)).toBeUndefined();
    },
  );

  it('uses the exact spec texts', () => {
    expect(MOBILE_MESSAGES).toEqual({
      required: '手机号码不能为空',
      length: '手机号码长度不为11位',
      format: '手机号码格式不正确',
    });
  });
});
