/**
 * The date formats of SPEC section 9: date-times are written `yyyy-MM-dd HH:mm:ss` (the legacy API, exports) and
 * dates are shown `yyyy 年 MM 月 dd 日` (screens, certificates).
 */
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';
export const DATE_DISPLAY_PATTERN = 'yyyy 年 MM 月 dd 日';

/** The fields a pattern can name: yyyy, MM, dd, HH (00-23), mm, ss, as zero-padded text. */
export type DateFields = Partial<Record<'yyyy' | 'MM' | 'dd' | 'HH' | 'mm' | 'ss', string>>;

const TOKENS = /yyyy|MM|dd|HH|mm|ss/g;

/** Fills a pattern with the fields; every other character is kept as written (a missing field keeps its token). */
export function fillPattern(pattern: string, fields: DateFields): string {
  return pattern.replace(TOKENS, (token) => fields[token as keyof DateFields] ?? token);
}

/** A `yyyy-MM-dd` date (or the date part of a date-time text) as `yyyy 年 MM 月 dd 日`. */
export function chineseDate(text: string): string {
  return fillPattern(DATE_DISPLAY_PATTERN, { yyyy: text.slice(0, 4), MM: text.slice(5, 7), dd: text.slice(8, 10) });
}

/**
 * A date as a person may type it, read as `yyyy-MM-dd`: `2026-03-09`, `2026/3/9`, `2026.3.9`, `20260309` or the
 * shown form `2026 年 3 月 9 日` (spaces optional). Undefined when it is not a real calendar date.
 */
export function parseDateText(text: string): string | undefined {
  const t = text.trim();
  const m =
    /^(\d{4})\s*(?:[-/.]|年)\s*(\d{1,2})\s*(?:[-/.]|月)\s*(\d{1,2})\s*日?$/.exec(t) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
