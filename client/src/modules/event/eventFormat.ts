import { parseDateTime } from '@zhuxie/domain/time/datetime';
import { formatDate } from '../../engine/format/date';

/** An ISO time as the value of a datetime-local input (Beijing wall-clock time). */
export const toLocalInput = (iso: string | null | undefined) => (iso ? formatDate(iso, 'yyyy-MM-ddTHH:mm') : '');

/** The value of a datetime-local input (Beijing wall-clock time, whatever the browser's zone) as ISO; '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  return parseDateTime(value)?.toISOString() ?? value;
}

/** yyyy-MM-dd HH:mm of an ISO time. */
export const shortTime = (iso: string | null | undefined) => (iso ? formatDate(iso, 'yyyy-MM-dd HH:mm') : '—');

/** HH:mm of an ISO time. */
export const clock = (iso: string | null | undefined) => (iso ? formatDate(iso, 'HH:mm') : '');

export const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange', 3: 'red' };
