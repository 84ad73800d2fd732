import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from './datetime.js';

describe('legacy date-times (yyyy-MM-dd HH:mm:ss, Asia/Shanghai)', () => {
  it('formats an instant in the association time zone', () => {
    expect(formatDateTime(new Date('2026-11-21T16:05:09Z'))).toBe('2026-11-22 00:05:09');
    expect(formatDateTime(new Date('2026-11-21T16:05:09Z'), 'UTC')).toBe('2026-11-21 16:05:09');
  });

  it('parses date, minute and second forms as wall-clock time', () => {
    expect(parseDateTime('2026-11-22')?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(parseDateTime('2026-11-22 08:30')?.toISOString()).toBe('2026-11-22T00:30:00.000Z');
    expect(parseDateTime('2026-11-22 08:30:15')?.toISOString()).toBe('2026-11-22T00:30:15.000Z');
    expect(parseDateTime('2026-11-22T08:30:15+08:00')?.toISOString()).toBe('2026-11-22T00:30:15.000Z');
  });

  it('handles zones with daylight saving time', () => {
    expect(parseDateTime('2026-07-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseDateTime('2026-01-01 12:00:00', 'Europe/Berlin')?.toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('round-trips', () => {
    const d = new Date('2026-03-04T05:06:07Z');
    expect(parseDateTime(formatDateTime(d))?.getTime()).toBe(d.getTime());
  });

  it.each(['yesterday', '2026-13-01', '2026-02-30', '2026-11-22 24:00:00', '2026/11/22', ''])('refuses %s', (text) => {
    expect(parseDateTime(text)).toBeUndefined();
  });
});
