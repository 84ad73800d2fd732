import { wrap } from '@mikro-orm/core';
import { formatDateTime } from '@zhuxie/domain/time/datetime';

/** An entity as the legacy API shows it: plain JSON with date-times as `yyyy-MM-dd HH:mm:ss`. */
export function toRest<T extends object>(entity: T): Record<string, unknown> {
  const plain = wrap(entity).toObject() as Record<string, unknown>;
  for (const [key, value] of Object.entries(plain)) {
    if (value instanceof Date) plain[key] = formatDateTime(value);
  }
  return plain;
}

export function pageToRest<T extends object>(page: {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}) {
  return { ...page, records: page.records.map(toRest) };
}
