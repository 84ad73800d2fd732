import { describe, expect, it } from 'vitest';
import { DATE_DISPLAY, formatDate, formatDateTime } from './date';

describe('formatDate (Beijing time, whatever the browser zone: the tests run far from it)', () => {
  // 08:03:09 on 5 January 2024 in Beijing.
  const date = new Date('2024-01-05T00:03:09Z');

  it('shows dates as yyyy 年 MM 月 dd 日 by default', () => {
    expect(formatDate(date)).toBe('2024 年 01 月 05 日');
    expect(formatDate(date, DATE_DISPLAY)).toBe('2024 年 01 月 05 日');
  });

  it('formats date-times as yyyy-MM-dd HH:mm:ss with a 24-hour clock on the Beijing clock', () => {
    expect(formatDateTime(date)).toBe('2024-01-05 08:03:09');
    expect(formatDateTime(new Date('2023-12-31T15:59:58Z'))).toBe('2023-12-31 23:59:58');
    // An application submitted at 10:42 Beijing time shows 10:42, not the browser's 18:42 of the day before.
    expect(formatDate('2026-11-26T02:42:00.000Z', 'HH:mm')).toBe('10:42');
    expect(new Date('2026-11-26T02:42:00.000Z').getHours()).not.toBe(10);
  });

  it('accepts ISO strings, timestamps and legacy Beijing wall-clock texts', () => {
    expect(formatDate(date.toISOString())).toBe('2024 年 01 月 05 日');
    expect(formatDate(date.getTime(), 'yyyy-MM-dd')).toBe('2024-01-05');
    expect(formatDateTime('2024-01-05 08:03:09')).toBe('2024-01-05 08:03:09');
    expect(formatDate('2024-01-05')).toBe('2024 年 01 月 05 日');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
