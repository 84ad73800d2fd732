import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Login types a department gives its users (SPEC section 6): award logins or member (account) logins. */
export const LOGIN_TYPES = ['award', 'account'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Department (organisation tree of a tenant). Each department decides the login type of its users. */
@ObjectType({ description: '机构（部门）' })
@Entity({ tableName: 'blade_dept' })
export class Dept extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Parent department; empty at the top.' })
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  parentId?: string;

  @Field(() => String, { description: 'Short name of the department (机构名称).' })
  @Property({ type: 'string', length: 100 })
  deptName!: string;

  @Field(() => String, { nullable: true, description: 'Full name of the department.' })
  @Property({ type: 'string', length: 255, nullable: true })
  fullName?: string;

  @Field(() => String, { description: 'award (award logins) or account (member logins).' })
  @Property({ type: 'string', length: 16, default: 'award' })
  loginType: LoginType & Opt = 'award';

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
