import { addDaysToDay } from '@zhuxie/domain/time/datetime';
import { createHash } from 'node:crypto';

/** A visitor id as the browser sends it: a random id it generated and keeps (8 to 64 letters, digits, - or _). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface Reader {
  userId?: string;
  visitorId?: string;
  ip?: string;
}

/**
 * Who a read is counted for: the signed-in user; else the browser's visitor id; else the hashed IP address (no
 * address is stored in clear). Undefined when nothing identifies the reader (the read is then not counted).
 */
export function readerKey(reader: Reader, salt = ''): string | undefined {
  if (reader.userId) return `u:${reader.userId}`;
  const visitor = reader.visitorId?.trim();
  if (visitor && VISITOR_ID_PATTERN.test(visitor)) return `v:${visitor}`;
  const ip = reader.ip?.trim();
  if (ip) return `ip:${createHash('sha256').update(`${salt}|${ip}`).digest('hex').slice(0, 40)}`;
  return undefined;
}

/** The days (yyyy-MM-dd) from `from` to `to` inclusive, for filling a time series with zeros. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDaysToDay(day, 1)) days.push(day);
  return days;
}

/** The day `n - 1` days before `today` (yyyy-MM-dd): the first day of an n-day window ending today. */
export function windowStart(today: string, n: number): string {
  return addDaysToDay(today, -(n - 1));
}
