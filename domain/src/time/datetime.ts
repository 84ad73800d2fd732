/**
 * Date-times of the legacy API: `yyyy-MM-dd HH:mm:ss` in the association's time zone (default Asia/Shanghai).
 * GraphQL speaks ISO 8601; only the REST layer and exports use this format.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(date: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

export function formatDateTime(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Offset of `timeZone` from UTC at `date`, in minutes. */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = parts(date, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss` as a wall-clock time in `timeZone`
 * (an ISO string with an offset is taken as it is). Returns undefined when the text is not such a date.
 */
export function parseDateTime(text: string, timeZone = DEFAULT_TIME_ZONE): Date | undefined {
  const m = LOCAL.exec(text.trim());
  if (!m) {
    if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) {
      const d = new Date(text.trim());
      return Number.isNaN(d.getTime()) ? undefined : d;
    }
    return undefined;
  }
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    return undefined;
  }
  // Two passes settle the offset around DST changes in zones that have them.
  let utc = wall - offsetMinutes(new Date(wall), timeZone) * 60000;
  utc = wall - offsetMinutes(new Date(utc), timeZone) * 60000;
  return new Date(utc);
}

/** Today's date (`yyyy-MM-dd`) in the association's time zone. */
export function todayIn(timeZone = DEFAULT_TIME_ZONE, now = new Date()): string {
  const p = parts(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
