import { describe, expect, it } from 'vitest';
import { chineseDate, DATE_DISPLAY_PATTERN, DATE_TIME_PATTERN, fillPattern, parseDateText } from './date-formats.js';
import { formatDateTime } from './datetime.js';

describe('date formats of SPEC section 9', () => {
  it('show a date as yyyy 年 MM 月 dd 日', () => {
    expect(chineseDate('2026-03-09')).toBe('2026 年 03 月 09 日');
    expect(chineseDate('2026-12-31 23:59:59')).toBe('2026 年 12 月 31 日');
  });

  it('read a typed date in the usual ways, refusing dates that do not exist', () => {
    for (const typed of [
      '2026-03-09',
      '2026/3/9',
      '2026.03.9',
      '20260309',
      '2026 年 03 月 09 日',
      '2026年3月9日',
      ' 2026-3-9 ',
    ])
      expect(parseDateText(typed)).toBe('2026-03-09');
    for (const wrong of ['', '2026-02-30', '2026-13-01', '26-3-9', '2026-03', 'abc', '2026-03-09 10:00'])
      expect(parseDateText(wrong)).toBeUndefined();
    expect(parseDateText(chineseDate('2028-02-29'))).toBe('2028-02-29');
  });

  it('fill the patterns field by field, keeping other characters', () => {
    const fields = { yyyy: '2026', MM: '01', dd: '02', HH: '03', mm: '04', ss: '05' };
    expect(fillPattern(DATE_TIME_PATTERN, fields)).toBe('2026-01-02 03:04:05');
    expect(fillPattern(DATE_DISPLAY_PATTERN, fields)).toBe('2026 年 01 月 02 日');
    expect(fillPattern('yyyy/MM', { yyyy: '2026' })).toBe('2026/MM');
  });

  it('write date-times in the legacy pattern (Asia/Shanghai)', () => {
    const text = formatDateTime(new Date('2026-01-01T16:30:00Z'));
    expect(text).toBe('2026-01-02 00:30:00');
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(DATE_TIME_PATTERN.length).toBe(text.length);
  });
});
