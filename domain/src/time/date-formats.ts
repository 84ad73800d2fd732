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
