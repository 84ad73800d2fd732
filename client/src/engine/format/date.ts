import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { DATE_DISPLAY_PATTERN, DATE_TIME_PATTERN, fillPattern } from '@zhuxie/domain/time/date-formats';
import { parseDateTime, wallClockFields } from '@zhuxie/domain/time/datetime';

/** Display formats of SPEC section 9 (from @zhuxie/domain): stored as yyyy-MM-dd HH:mm:ss, shown as yyyy 年 MM 月 dd 日. */
export const DATE_DISPLAY = DATE_DISPLAY_PATTERN;
export const DATE_TIME = DATE_TIME_PATTERN;

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // A legacy `yyyy-MM-dd[ HH:mm[:ss]]` text is Beijing wall-clock time; ISO instants and numbers are taken as they are.
  const date = value instanceof Date ? value : (typeof value === 'string' && parseDateTime(value)) || new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a date on the association's clock (Beijing time, whatever the browser's own time zone) with a small
 * pattern language: yyyy, MM, dd, HH (00-23), mm, ss; every other character is kept as written. Missing or invalid
 * input gives an empty string.
 */
export function formatDate(value: DateInput, pattern: string = DATE_DISPLAY): string {
  const date = toDate(value);
  if (!date) return '';
  return fillPattern(pattern, wallClockFields(date));
}

/** yyyy-MM-dd HH:mm:ss */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, DATE_TIME);
}

/**
 * A date in the display of the user's language (`common.format.date`): yyyy 年 MM 月 dd 日 in Chinese (SPEC
 * section 9), yyyy-MM-dd in English.
 */
export function displayDate(intl: IntlShape, value: DateInput): string {
  return formatDate(value, intl.formatMessage({ id: 'common.format.date' }));
}

/** displayDate in the current language. */
export function useDisplayDate(): (value: DateInput) => string {
  const intl = useIntl();
  return useCallback((value) => displayDate(intl, value), [intl]);
}
