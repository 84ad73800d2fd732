import { describe, expect, it } from 'vitest';
import { DATE_DISPLAY, formatDate, formatDateTime } from './date';

describe('formatDate', () => {
  const date = new Date(2024, 0, 5, 8, 3, 9);

  it('shows dates as yyyy 年 MM 月 dd 日 by default', () => {
    expect(formatDate(date)).toBe('2024 年 01 月 05 日');
    expect(formatDate(date, DATE_DISPLAY)).toBe('2024 年 01 月 05 日');
  });

  it('formats date-times as yyyy-MM-dd HH:mm:ss with a 24-hour clock', () => {
    expect(formatDateTime(date)).toBe('2024-01-05 08:03:09');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59, 58))).toBe('2023-12-31 23:59:58');
  });

  it('accepts ISO strings and timestamps as the API sends them', () => {
    const iso = date.toISOString();
    expect(formatDate(iso)).toBe('2024 年 01 月 05 日');
    expect(formatDate(date.getTime(), 'yyyy-MM-dd')).toBe('2024-01-05');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
