import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  calendarDaysBetween,
  endOfDayIn,
  formatDateTime,
  formatIn,
  hourIn,
  parseDateTime,
  todayIn,
  wallClockFields,
  yearIn,
} from './datetime.js';

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

describe('the Beijing clock, whatever the process time zone', () => {
  // 07:30 on 1 March in Beijing is still 28 February in UTC and in the Americas.
  const early = new Date('2026-02-28T23:30:00Z');

  it('the process under test runs in another zone (vitest.config.ts sets TZ)', () => {
    expect(new Date('2026-02-28T23:30:00Z').getTimezoneOffset()).not.toBe(-480);
  });

  it('gives the Beijing day, year and hour', () => {
    expect(todayIn(undefined, early)).toBe('2026-03-01');
    expect(yearIn(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(hourIn(early)).toBe(7);
    expect(formatIn(early, 'yyyyMMddHHmmss')).toBe('20260301073000');
    expect(wallClockFields(early)).toEqual({ yyyy: '2026', MM: '03', dd: '01', HH: '07', mm: '30', ss: '00' });
  });

  it('counts calendar days and moves days on the Beijing calendar', () => {
    expect(calendarDaysBetween(new Date('2026-02-28T15:59:00Z'), early)).toBe(1);
    expect(calendarDaysBetween(new Date('2026-02-28T16:00:00Z'), early)).toBe(0);
    expect(addDaysToDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('ends a day at 23:59:59 Beijing time', () => {
    expect(endOfDayIn('2026-03-01')?.toISOString()).toBe('2026-03-01T15:59:59.000Z');
  });
});
