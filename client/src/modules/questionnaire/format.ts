import { parseDateTime } from '@zhuxie/domain/time/datetime';
import { formatDate } from '../../engine/format/date';

/** An ISO time as the value of a datetime-local input (Beijing wall-clock time). */
export const toLocalInput = (iso: string | null | undefined) => (iso ? formatDate(iso, 'yyyy-MM-ddTHH:mm') : '');

/** The value of a datetime-local input (Beijing wall-clock time) as ISO; '' stays ''. */
export const fromLocalInput = (value: string) => (value ? (parseDateTime(value)?.toISOString() ?? value) : '');

/** yyyy-MM-dd HH:mm of an ISO time. */
export const shortTime = (iso: string | null | undefined) => (iso ? formatDate(iso, 'yyyy-MM-dd HH:mm') : '—');

/** Badge colours of the statuses 草稿, 进行中, 已停止. */
export const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange' };
