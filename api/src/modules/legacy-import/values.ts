import { parseDateTime } from '@zhuxie/domain/time/datetime';
import type { LegacyRow } from './source.js';

/** Text of a legacy value, trimmed; undefined when empty. */
export function text(value: unknown, max?: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  const t = String(value).trim();
  if (!t) return undefined;
  return max ? t.slice(0, max) : t;
}

export function int(value: unknown, fallback?: number): number | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** A legacy date-time (`yyyy-MM-dd HH:mm:ss`, Beijing time) as a Date. */
export function dateTime(value: unknown): Date | undefined {
  const t = text(value);
  if (!t || t.startsWith('0000')) return undefined;
  return parseDateTime(t.replace('T', ' ').slice(0, 19));
}

/** A legacy date (or date-time) as `yyyy-MM-dd`. */
export function date(value: unknown): string | undefined {
  const t = text(value);
  if (!t || t.startsWith('0000')) return undefined;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(t);
  if (!m) return undefined;
  return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
}

/** Money as text with 2 decimals (`12.5` → `12.50`); undefined when not a number. */
export function money(value: unknown): string | undefined {
  const t = text(value);
  if (t === undefined || !/^-?\d+(\.\d+)?$/.test(t.replaceAll(',', ''))) return undefined;
  return Number(t.replaceAll(',', '')).toFixed(2);
}

/** A comma-separated list of legacy ids (BladeX keeps `role_id`, `dept_id`, `post_id` that way). */
export function idList(value: unknown): string[] {
  return (text(value) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== '0' && s !== '-1');
}

/** The tenant of a legacy row: its tenant_id column, else the default. */
export function tenantOf(row: LegacyRow, fallback: string): string {
  return text(row.tenant_id, 12) ?? fallback;
}
