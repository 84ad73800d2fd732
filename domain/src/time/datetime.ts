import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, isValid } from 'date-fns';
import { DEFAULT_TIME_ZONE } from './zone.js';

/**
 * The association's clock. Every date and time the product shows, computes or filters on is Beijing time
 * (Asia/Shanghai), whatever the time zone of the server process or of the browser: all of it goes through these
 * helpers (date-fns with @date-fns/tz), on both sides. Legacy date-times are `yyyy-MM-dd HH:mm:ss` in that zone;
 * GraphQL speaks ISO 8601 instants.
 */
export { DEFAULT_TIME_ZONE };

type Instant = Date | number;

/** An instant formatted with a date-fns pattern on the association's wall clock. */
export function formatIn(date: Instant, pattern: string, timeZone = DEFAULT_TIME_ZONE): string {
  return format(date, pattern, { in: tz(timeZone) });
}

export function formatDateTime(date: Instant, timeZone = DEFAULT_TIME_ZONE): string {
  return formatIn(date, 'yyyy-MM-dd HH:mm:ss', timeZone);
}

/** The wall-clock fields of an instant: yyyy, MM, dd, HH (00-23), mm, ss, zero-padded. */
export function wallClockFields(
  date: Instant,
  timeZone = DEFAULT_TIME_ZONE,
): Record<'yyyy' | 'MM' | 'dd' | 'HH' | 'mm' | 'ss', string> {
  const [yyyy, MM, dd, HH, mm, ss] = formatIn(date, 'yyyy MM dd HH mm ss', timeZone).split(' ') as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { yyyy, MM, dd, HH, mm, ss };
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss` as a wall-clock time in `timeZone`
 * (an ISO string with an offset is taken as it is). Returns undefined when the text is not such a date.
 */
export function parseDateTime(text: string, timeZone = DEFAULT_TIME_ZONE): Date | undefined {
  const t = text.trim();
  const m = LOCAL.exec(t);
  if (!m) {
    if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(t)) {
      const d = new Date(t);
      return isValid(d) ? d : undefined;
    }
    return undefined;
  }
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const wall = new TZDate(y, mo - 1, d, h, mi, s, timeZone);
  if (wall.getFullYear() !== y || wall.getMonth() !== mo - 1 || wall.getDate() !== d) return undefined;
  return new Date(wall.getTime());
}

/** Today's date (`yyyy-MM-dd`) in the association's time zone. */
export function todayIn(timeZone = DEFAULT_TIME_ZONE, now: Instant = new Date()): string {
  return formatIn(now, 'yyyy-MM-dd', timeZone);
}

/** The year it is in Beijing. */
export function yearIn(now: Instant = new Date(), timeZone = DEFAULT_TIME_ZONE): number {
  return Number(formatIn(now, 'yyyy', timeZone));
}

/** The hour (0-23) it is in Beijing. */
export function hourIn(now: Instant = new Date(), timeZone = DEFAULT_TIME_ZONE): number {
  return Number(formatIn(now, 'H', timeZone));
}

/** The `yyyy-MM-dd` day `days` after (or before, when negative) a `yyyy-MM-dd` day. */
export function addDaysToDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format(addDays(new TZDate(y, m - 1, d, 'UTC'), days), 'yyyy-MM-dd');
}

/** Calendar days from the Beijing day of `from` to the Beijing day of `to` (0 on the same day). */
export function calendarDaysBetween(from: Instant, to: Instant, timeZone = DEFAULT_TIME_ZONE): number {
  return differenceInCalendarDays(to, from, { in: tz(timeZone) });
}

/** The last second of a `yyyy-MM-dd` day in Beijing (an expiry "until the end of" that day). */
export function endOfDayIn(day: string, timeZone = DEFAULT_TIME_ZONE): Date | undefined {
  return parseDateTime(`${day} 23:59:59`, timeZone);
}

/** The first instant of a `yyyy-MM-dd` day in Beijing, `days` later (a "to" filter day is included with 1). */
export function startOfDayIn(day: string, days = 0, timeZone = DEFAULT_TIME_ZONE): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !parseDateTime(day, timeZone)) return undefined;
  return parseDateTime(addDaysToDay(day, days), timeZone);
}
