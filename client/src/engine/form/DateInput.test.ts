import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/date';
import { fromInputValue, toInputValue } from './DateInput';

describe('DateInput value conversion', () => {
  it('reads the stored yyyy-MM-dd HH:mm:ss into the browser input', () => {
    expect(toInputValue('2026-03-09 14:05:00', 'date')).toBe('2026-03-09');
    expect(toInputValue('2026-03-09 14:05:00', 'datetime')).toBe('2026-03-09T14:05');
    expect(toInputValue('2026-03-09', 'datetime')).toBe('2026-03-09T00:00');
    expect(toInputValue('', 'date')).toBe('');
    expect(toInputValue('not a date', 'date')).toBe('');
  });

  it('writes the browser input back in the storage format', () => {
    expect(fromInputValue('2026-03-09', 'date')).toBe('2026-03-09 00:00:00');
    expect(fromInputValue('2026-03-09T14:05', 'datetime')).toBe('2026-03-09 14:05:00');
    expect(fromInputValue('', 'date')).toBe('');
  });

  it('round-trips and displays as yyyy 年 MM 月 dd 日', () => {
    const stored = fromInputValue('2026-11-23', 'date');
    expect(toInputValue(stored, 'date')).toBe('2026-11-23');
    expect(formatDate(stored.replace(' ', 'T'))).toBe('2026 年 11 月 23 日');
  });
});
