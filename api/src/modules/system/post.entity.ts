import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Post (岗位) a user may hold. */
@ObjectType({ description: '岗位' })
@Entity({ tableName: 'blade_post' })
@Unique({ name: 'blade_post_tenant_code_unique', properties: ['tenantId', 'postCode'], where: { isDeleted: 0 } })
export class Post extends BaseEntity {
  @Field(() => Int, { description: '1 senior management, 2 middle management, 3 staff, 4 other.' })
  @Property({ type: 'smallint', default: 3 })
  category: number & Opt = 3;

  @Field(() => String, { description: 'Code of the post.' })
  @Property({ type: 'string', length: 64 })
  postCode!: string;

  @Field(() => String, { description: 'Name of the post.' })
  @Property({ type: 'string', length: 64 })
  postName!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
