import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { trigramIndex } from '../../db/list-indexes.js';

/** User status: 1 active, 0 disabled, 2 registration waiting for approval, 3 registration rejected. */
export const USER_STATUS = { disabled: 0, active: 1, pending: 2, rejected: 3 } as const;

/** A person who signs in: staff, a member company account, an expert or a registered guest. */
@ObjectType({ description: '用户' })
@Entity({ tableName: 'blade_user' })
@Unique({ name: 'blade_user_tenant_account_unique', properties: ['tenantId', 'account'], where: { isDeleted: 0 } })
@Unique({ name: 'blade_user_external_subject_unique', properties: ['externalSubject'], where: { isDeleted: 0 } })
@Index({ name: 'blade_user_list_index', properties: ['tenantId', 'createTime', 'id'], where: { isDeleted: 0 } })
@Index(trigramIndex('blade_user', 'account'))
@Index(trigramIndex('blade_user', 'real_name'))
export class User extends BaseEntity {
  @Field(() => String, { description: 'The account (login name), unique in the tenant.' })
  @Property({ type: 'string', length: 64 })
  account!: string;

  /** argon2id hash; empty for users who only sign in through the external login site. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  passwordHash?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  realName?: string;

  @Field(() => String, { nullable: true, description: 'Phone number.' })
  @Property({ type: 'string', length: 32, nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 128, nullable: true })
  email?: string;

  @Field(() => String, { nullable: true, description: 'Avatar image URL.' })
  @Property({ type: 'string', length: 500, nullable: true })
  avatar?: string;

  @Field(() => ID, { nullable: true, description: "Id of the user's department." })
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  deptId?: string;

  @Field(() => [ID], { description: "Ids of the user's posts." })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  postIds: string[] & Opt = [];

  @Field(() => [ID], { description: "Ids of the user's roles." })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  roleIds: string[] & Opt = [];

  @Field(() => Int, {
    description: '1 active, 0 disabled, 2 registration waiting for approval, 3 registration rejected.',
  })
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = USER_STATUS.active;

  @Field(() => String, { nullable: true, description: 'Award name (profile).' })
  @Property({ type: 'string', length: 255, nullable: true })
  awardName?: string;

  @Field(() => String, { nullable: true, description: 'Company name (profile).' })
  @Property({ type: 'string', length: 255, nullable: true })
  companyName?: string;

  @Field(() => String, { nullable: true, description: 'Project name (profile).' })
  @Property({ type: 'string', length: 255, nullable: true })
  projectName?: string;

  @Field(() => String, { nullable: true, description: 'Recommending unit (dictionary key).' })
  @Property({ type: 'string', length: 255, nullable: true })
  referee?: string;

  /** Subject at the external OpenID Connect provider (`issuer|sub`), for users who sign in there. */
  @Property({ type: 'string', length: 255, nullable: true })
  externalSubject?: string;

  /** Access tokens issued before this time are refused (password change, disabling, sign out everywhere). */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  tokensValidAfter?: Date;

  /** Why a registration was rejected. */
  @Field(() => String, { nullable: true, description: 'Why the registration was rejected (review remark).' })
  @Property({ type: 'string', length: 255, nullable: true })
  reviewRemark?: string;
}
