import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** An expert group (专家分组): a named set of experts, optionally of one discipline and region, used to assign reviews. */
@ObjectType({ description: '专家分组' })
@Entity({ tableName: 'lnjzxh_expert_group' })
export class ExpertGroup extends BaseEntity {
  @Field(() => String, { description: 'Name of the expert group.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'A dictKey of the business dictionary expert_discipline.' })
  @Property({ type: 'string', length: 64, nullable: true })
  discipline?: string | null;

  @Field(() => String, { nullable: true, description: 'A region code (blade_region).' })
  @Property({ type: 'string', length: 12, nullable: true })
  regionCode?: string | null;

  @Field(() => [ID], { description: 'The member experts (lnjzxh expert accounts).' })
  @Property({ type: 'json' })
  memberIds: string[] & Opt = [];
}

/** A review task (评审任务): applications of one programme grouped for review, optionally by an expert group. */
@ObjectType({ description: '评审任务' })
@Entity({ tableName: 'lnjzxh_review_task' })
@Index({ properties: ['tenantId', 'programmeId'] })
export class ReviewTask extends BaseEntity {
  @Field(() => String, { description: 'Name of the review task.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ID)
  @Property({ type: 'string', length: 36 })
  programmeId!: string;

  @Field(() => [ID], { description: 'Ids of the award applications the task covers.' })
  @Property({ type: 'json' })
  applicationIds: string[] & Opt = [];

  @Field(() => ID, { nullable: true, description: 'The expert group reviewing the task.' })
  @Property({ type: 'string', length: 36, nullable: true })
  groupId?: string | null;
}
