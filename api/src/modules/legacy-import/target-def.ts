import type { EntityClass } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { RunContext } from './importer.js';
import type { MappingTarget } from './mapping.js';

/** What a mapping target is made of (business.ts and the target files of its kinds share it). */
export type Kind = 'text' | 'int' | 'money' | 'date' | 'datetime';

/** A field here: its kind, length, whether it is required, the rule it must pass and what it refers to. */
export interface FieldDef {
  /** Its name for people (the Excel template's header, the report). */
  label: string;
  kind: Kind;
  max?: number;
  required?: boolean;
  /** A key of this business dictionary (per tenant). */
  dict?: string;
  rule?: 'uscc' | 'mobile';
  /** Another target (its legacy id → the record here), or `user` (blade_user). */
  ref?: MappingTarget | 'user';
}

export type Values = Record<string, string | number | Date | Record<string, string> | undefined>;

export interface TargetDef {
  fields: Record<string, FieldDef>;
  /**
   * A record here that the row matches by natural key: adopted (updated) unless `unique` names the field, in
   * which case a match not made by an earlier import refuses the row (numbers issued here are never overwritten).
   */
  unique?: string;
  /**
   * Free fields: mapping columns named `<extras>.<key>` are read as texts into `v[extras]`, an object by key
   * (the declaration values of an award application, whose keys its form defines).
   */
  extras?: string;
  /** The keys `extras` may name (a mapping naming another is refused as a whole). */
  extraKeys?: readonly string[];
  existing?(em: SqlEntityManager, tenantId: string, v: Values): Promise<{ id: string } | null>;
  /** Checks across fields; answers a refusal or undefined. */
  check?(
    em: SqlEntityManager,
    tenantId: string,
    v: Values,
    run: RunContext,
  ): Promise<{ column?: string; reason: string } | undefined>;
  apply(
    em: SqlEntityManager,
    tenantId: string,
    v: Values,
    targetId: string | undefined,
    legacyId: string,
  ): Promise<string>;
  finish?(run: RunContext): Promise<void>;
}

export async function loadOr<T extends object>(
  em: SqlEntityManager,
  entity: EntityClass<T>,
  id: string | undefined,
  create: () => T,
): Promise<T> {
  const found = id ? await em.findOne(entity, { id } as never, { filters: false }) : null;
  return found ?? create();
}

export const s = (v: unknown) => (v === undefined ? undefined : String(v));
export const n = (v: unknown) => (v === undefined ? undefined : Number(v));
