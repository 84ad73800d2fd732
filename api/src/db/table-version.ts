import type { EntityMetadata, TriggerDef } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The table of the change counters (one row per table that was ever written; see TableVersion). */
export const TABLE_VERSION_TABLE = 'zx_table_version';

/**
 * A counter per table, bumped by a statement trigger (BUMP_TABLE_VERSION) in the writing transaction, whoever
 * writes: the ORM, raw SQL, a migration, another instance. A reader that sees the counter in the same statement as
 * its data knows which writes that data includes: the same counter later means no write to the table has been
 * committed since (engine/crud/total-cache.ts relies on it to reuse a list's total).
 */
@Entity({ tableName: TABLE_VERSION_TABLE })
export class TableVersion {
  @PrimaryKey({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'bigint', default: 0 })
  version!: string;
}

/**
 * After every insert, update, delete or truncate statement on a table, one step of its counter. Transactional: the
 * row lock is held to the end of the writing transaction, so two transactions writing the same table serialise
 * on it (writes are rare beside reads here).
 */
export const BUMP_TABLE_VERSION: TriggerDef = {
  name: 'bump_table_version',
  timing: 'after',
  events: ['insert', 'update', 'delete', 'truncate'],
  forEach: 'statement',
  body: `insert into ${TABLE_VERSION_TABLE} (name, version) values (TG_TABLE_NAME, 1)
    on conflict (name) do update set version = ${TABLE_VERSION_TABLE}.version + 1; return null;`,
};

/** Gives the entities of `classes` (the tables lists read) the counter trigger, at discovery. */
export function versionedTables(classes: readonly unknown[]): (meta: EntityMetadata) => void {
  const wanted = new Set(classes);
  return (meta) => {
    if (!wanted.has(meta.class)) return;
    meta.triggers ??= [];
    if (!meta.triggers.some((t) => t.name === BUMP_TABLE_VERSION.name)) meta.triggers.push(BUMP_TABLE_VERSION);
  };
}
