import { DEFAULT_TIME_ZONE, yearIn } from '@zhuxie/domain/time/datetime';

/**
 * 文号 of office applications: `<prefix>〔<year>〕<number>号`, such as 辽建协〔2026〕001号. Numbers run per tenant
 * and calendar year (the association's time zone) from 1, at least three digits (001 … 999, then 1000 …).
 */
export const REFERENCE_PREFIX = '辽建协';
export const REFERENCE_DIGITS = 3;

export function formatReferenceNumber(year: number, seq: number, prefix = REFERENCE_PREFIX): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year}`);
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`sequence ${seq}`);
  return `${prefix}〔${year}〕${String(seq).padStart(REFERENCE_DIGITS, '0')}号`;
}

/** The year and number of a 文号 of this format (any prefix of letters), or undefined. */
export function parseReferenceNumber(text: string): { prefix: string; year: number; seq: number } | undefined {
  const m = /^([^〔〕\s]{1,20})〔(\d{4})〕(\d{3,9})号$/.exec(text.trim());
  if (!m) return undefined;
  const seq = Number(m[3]);
  if (seq < 1 || (m[3]!.length > REFERENCE_DIGITS && m[3]!.startsWith('0'))) return undefined;
  return { prefix: m[1]!, year: Number(m[2]), seq };
}

/** The calendar year of a moment in the association's time zone (31 Dec 17:00 UTC is already next year in Shenyang). */
export function referenceYear(at: Date, timeZone = DEFAULT_TIME_ZONE): number {
  return yearIn(at, timeZone);
}
