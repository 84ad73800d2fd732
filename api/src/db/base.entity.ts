import { type Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

export const DEFAULT_TENANT_ID = '000000';

/**
 * Columns every business table carries: an opaque UUIDv7 string id, the owning tenant, who created and last
 * changed the row and when, a soft-delete flag (0 live, 1 deleted, as in the legacy platform) and a version
 * for optimistic locking. Reads are scoped by the `tenant` and `notDeleted` filters (see db/filters.ts).
 */
@ObjectType() // not in the schema by itself: TypeGraphQL 2 emits only reachable types; subclasses inherit its fields
export abstract class BaseEntity {
  @Field(() => ID, { description: 'The record’s id (an opaque string).' })
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12, index: true })
  tenantId!: string;

  @Property({ type: 'string', length: 36, nullable: true })
  createUser?: string;

  /** Department of the creator at creation time (data scope "own department"). */
  @Property({ type: 'string', length: 36, nullable: true })
  createDept?: string;

  @Field(() => GraphQLISODateTime, { description: 'When the record was created.' })
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();

  @Property({ type: 'string', length: 36, nullable: true })
  updateUser?: string;

  @Field(() => GraphQLISODateTime, { description: 'When the record was last changed (its creation time until then).' })
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp', onUpdate: () => new Date() })
  updateTime: Date & Opt = new Date();

  @Property({ type: 'smallint', default: 0 })
  isDeleted: number & Opt = 0;

  @Field(() => Int, { description: 'Optimistic lock: send it back when updating; a stale value is refused.' })
  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}
