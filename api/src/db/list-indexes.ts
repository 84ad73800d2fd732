/**
 * Indexes that serve the paged lists (issue 18): every list's default order, after its tenant, over the live rows
 * (`where is_deleted = 0`, as the soft-delete filter reads), so the first page is an index scan that stops after
 * the page instead of a full scan and a top-N sort. Contains-filters (`ilike '%text%'`) are served by trigram GIN
 * indexes (pg_trgm, loaded into PGlite as well: db/orm.config.ts). Migration20261127140000_list_indexes adds them.
 */

/** A trigram GIN index on one text column (for `ilike '%text%'`); compared by name in the schema diff. */
export function trigramIndex(table: string, column: string): { name: string; expression: string } {
  const name = `${table}_${column}_trgm`;
  return { name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` };
}
