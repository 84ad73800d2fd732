import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';

/**
 * Gap-free numbering per tenant, name and year (OA 文号 `oa_reference`, receipts `receipt` …): one row holds the
 * last number issued; it is advanced with one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent
 * transactions get distinct, consecutive numbers and a rolled-back transaction gives its number back.
 */
@Entity({ tableName: 'lnjzxh_sequence_counter' })
@Unique({ name: 'lnjzxh_sequence_counter_tenant_name_year_unique', properties: ['tenantId', 'name', 'year'] })
export class SequenceCounter {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'integer' })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}

/**
 * Issues the next number of a sequence (or reserves `count` consecutive ones and answers the last of them); run it
 * inside the transaction that stores the numbers.
 */
export async function nextSequence(
  em: SqlEntityManager,
  tenantId: string,
  name: string,
  year: number,
  count = 1,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`nextSequence: count must be a positive integer, got ${count}`);
  const rows = await em.execute<{ last_number: number | string }[]>(
    `insert into lnjzxh_sequence_counter (id, tenant_id, name, year, last_number) values (?, ?, ?, ?, ?)
     on conflict (tenant_id, name, year) do update set last_number = lnjzxh_sequence_counter.last_number + excluded.last_number
     returning last_number`,
    [uuidv7(), tenantId, name, year, count],
  );
  return Number(rows[0]!.last_number);
}

/** The last number issued of a sequence (0 when none). */
export async function lastSequence(
  em: SqlEntityManager,
  tenantId: string,
  name: string,
  year: number,
): Promise<number> {
  const row = await em.findOne(SequenceCounter, { tenantId, name, year });
  return row?.lastNumber ?? 0;
}

/**
 * Raises a sequence so that its next number is above `atLeast` (numbers brought over from a legacy system keep
 * their values and new ones continue after them); never lowers it.
 */
export async function raiseSequence(
  em: SqlEntityManager,
  tenantId: string,
  name: string,
  year: number,
  atLeast: number,
): Promise<void> {
  await em.execute(
    `insert into lnjzxh_sequence_counter (id, tenant_id, name, year, last_number) values (?, ?, ?, ?, ?)
     on conflict (tenant_id, name, year) do update set last_number = greatest(lnjzxh_sequence_counter.last_number, excluded.last_number)`,
    [uuidv7(), tenantId, name, year, atLeast],
  );
}
