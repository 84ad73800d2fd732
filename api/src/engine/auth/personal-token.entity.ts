import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

/**
 * A personal access token (`zxp_...`) a person creates to script against the API: named, limited to some of their
 * own permission codes, with an expiry. Only its SHA-256 is stored; the token itself is shown once.
 */
@ObjectType({ description: '个人访问令牌（令牌本身只在创建时显示一次）' })
@Entity({ tableName: 'blade_personal_token' })
@Index({ properties: ['userId', 'tenantId'] })
export class PersonalAccessToken {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 36 })
  userId!: string;

  @Field(() => String, { description: '令牌名称' })
  @Property({ type: 'string', length: 64 })
  name!: string;

  @Field(() => String, { description: 'The first characters of the token (zxp_ and 6 more), to recognise it.' })
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  @Field(() => [String], { description: 'Permission codes the token may use (also limited by the owner’s own).' })
  @Property({ type: 'json' })
  codes!: string[];

  @Field(() => GraphQLISODateTime, { description: '过期时间' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: '最近使用时间' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: '撤销时间' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;

  @Field(() => GraphQLISODateTime, { description: '创建时间' })
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
