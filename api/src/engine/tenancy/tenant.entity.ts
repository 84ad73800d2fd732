import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

/**
 * A tenant of the platform (code such as 000000). Tenants are not themselves tenant-owned: only users of the
 * administrative tenant 000000 manage them.
 */
@ObjectType({ description: '租户' })
@Entity({ tableName: 'blade_tenant' })
export class Tenant {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Field(() => String, { description: 'Tenant code (租户编号), such as 000000.' })
  @Unique()
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field(() => String, { description: 'Name of the tenant.' })
  @Property({ type: 'string', length: 100 })
  tenantName!: string;

  @Field(() => String, { nullable: true, description: 'Domain the tenant is reached by.' })
  @Property({ type: 'string', length: 255, nullable: true })
  domain?: string;

  @Field(() => Int, { description: 'Account quota: the most users the tenant may have; -1 is unlimited.' })
  @Property({ type: 'integer', default: -1 })
  accountNumber: number & Opt = -1;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'After this time nobody of the tenant can sign in.' })
  @Property({ type: 'datetime', nullable: true })
  expireTime?: Date;

  @Field(() => String, { nullable: true, description: 'Contact person.' })
  @Property({ type: 'string', length: 50, nullable: true })
  linkman?: string;

  @Field(() => String, { nullable: true, description: 'Contact phone number.' })
  @Property({ type: 'string', length: 50, nullable: true })
  contactNumber?: string;

  @Field(() => String, { nullable: true, description: 'Address of the tenant.' })
  @Property({ type: 'string', length: 255, nullable: true })
  address?: string;

  /** 1 active, 0 disabled. */
  @Field(() => Int, { description: '1 active, 0 disabled.' })
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;

  @Property({ type: 'string', length: 36, nullable: true })
  createUser?: string;

  @Property({ type: 'string', length: 36, nullable: true })
  createDept?: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();

  @Property({ type: 'string', length: 36, nullable: true })
  updateUser?: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp', onUpdate: () => new Date() })
  updateTime: Date & Opt = new Date();

  @Property({ type: 'smallint', default: 0 })
  isDeleted: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}
