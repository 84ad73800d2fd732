import { BUMP_TABLE_VERSION, TABLE_VERSION_TABLE } from '../../db/table-version.js';

/**
 * The totals of recent list requests, reused by the next pages of the same filter (issue 18: counting every
 * matching row on every page made page 1 at 1M rows 7× its time at 10k).
 *
 * Key: the count statement itself, after the entity manager's filters (table, tenant, soft delete, the filter and
 * the user's data scope as SQL and parameters): two requests share a total only when they would count the very
 * same rows. Only single-table counts are kept (no join or subquery: a total that depends on a second table would
 * need that table's counter too).
 *
 * Validity: each entry holds the table's change counter (db/table-version.ts) read in the same statement as the
 * total, so the two describe one snapshot. A later page reads the counter beside its rows (no extra statement); the
 * same counter means no write to the table has been committed since, by this instance, another one or raw SQL, and
 * the total is still exact. A different counter means a write: the page's total is counted again (one statement)
 * and kept. Entries also expire after TTL_MS (a bound on memory and on trust, not on correctness) and the cache
 * holds at most MAX_ENTRIES.
 */
export const TOTAL_TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  total: number;
  version: string;
  expires: number;
}

const entries = new Map<string, Entry>();

/** The SQL of the change counter of `table` (0 before its first write). */
export function versionSql(table: string): string {
  return `select coalesce(max(v.version), 0) from ${TABLE_VERSION_TABLE} v where v.name = '${table.replaceAll("'", "''")}'`;
}

/** Whether totals of `sql` (a count statement) on a table with `triggers` may be kept. */
export function cacheable(sql: string, triggers: readonly { name?: string }[] | undefined): boolean {
  return (
    (triggers ?? []).some((t) => t.name === BUMP_TABLE_VERSION.name) &&
    (sql.match(/\b(from|join)\b/gi) ?? []).length === 1
  );
}

export function cachedTotal(key: string, now = Date.now()): Entry | undefined {
  const entry = entries.get(key);
  if (entry && entry.expires <= now) {
    entries.delete(key);
    return undefined;
  }
  return entry;
}

export function keepTotal(key: string, total: number, version: unknown, now = Date.now()): void {
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { total, version: String(version), expires: now + TOTAL_TTL_MS });
}

/** Forgets every total (tests). */
export function clearTotals(): void {
  entries.clear();
}
