import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
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

@ObjectType({ description: 'An expert of a draw record (name at draw time).' })
export class DrawExpertRef {
  @Field(() => ID, { description: 'Id of the expert.' }) expertId!: string;
  @Field(() => String, { description: "The expert's name at draw time." }) name!: string;
  @Field(() => String, { nullable: true, description: "The expert's work unit at draw time." }) unitName?:
    | string
    | null;
  @Field(() => Int, { description: 'Rank in draw order (1 first), among the drawn or among the substitutes.' })
  rank!: number;
}

@ObjectType({ description: 'An expert left out of a draw pool, and why.' })
export class DrawExclusionRef {
  @Field(() => ID, { description: 'Id of the expert.' }) expertId!: string;
  @Field(() => String, { description: "The expert's name." }) name!: string;
  @Field(() => String, { description: 'Why (本单位或参建单位回避 / 专家证已过期 / 未通过审核 / 已分配).' })
  reason!: string;
}

@ObjectType({ description: 'A substitute stepping in for a drawn expert who declined or cannot take part.' })
export class DrawReplacementRef {
  @Field(() => ID, { description: 'The expert replaced.' }) expertId!: string;
  @Field(() => String, { description: "The replaced expert's name." }) expertName!: string;
  @Field(() => ID, { description: 'The substitute assigned instead.' }) substituteId!: string;
  @Field(() => String, { description: "The substitute's name." }) substituteName!: string;
  @Field(() => String, { description: '婉拒 (declined) or 无法参加 (marked unable by staff).' }) reason!: string;
  @Field(() => [DrawExclusionRef], { description: 'Substitutes passed over as no longer eligible, with the reason.' })
  skipped!: DrawExclusionRef[];
  @Field(() => String, { description: 'When (Beijing time, yyyy-MM-dd HH:mm:ss).' }) time!: string;
  @Field(() => String, { nullable: true, description: 'Who recorded it.' }) byName?: string | null;
}

/**
 * A random expert draw (专家抽取) for one application: the crypto seed, the pool snapshot (eligible ids, excluded
 * experts with reasons), N and M, the drawn experts and the substitutes in rank order, who drew and when, and every
 * substitution since. The order is sha256(seed:applicationId:expertId) ascending, so a replay can prove it.
 */
@ObjectType({ description: '专家抽取记录' })
@Entity({ tableName: 'lnjzxh_expert_draw' })
@Index({ properties: ['tenantId', 'applicationId'] })
export class ExpertDraw extends BaseEntity {
  @Field(() => ID) @Property({ type: 'string', length: 36 }) programmeId!: string;
  @Field(() => ID, { description: 'The award application the experts were drawn for.' })
  @Property({ type: 'string', length: 36 })
  applicationId!: string;
  @Field(() => ID, { nullable: true, description: 'The expert group the pool came from.' })
  @Property({ type: 'string', length: 36, nullable: true })
  groupId?: string | null;
  @Field(() => String, { nullable: true, description: 'The discipline the pool came from (no group).' })
  @Property({ type: 'string', length: 64, nullable: true })
  discipline?: string | null;
  @Field(() => String, { description: 'The random seed (64 hex digits from crypto).' })
  @Property({ type: 'string', length: 64 })
  seed!: string;
  @Field(() => Int, { description: 'N: experts drawn.' }) @Property({ type: 'integer' }) drawCount!: number;
  @Field(() => Int, { description: 'M: ranked substitutes.' }) @Property({ type: 'integer' }) substituteCount!: number;
  @Field(() => [ID], { description: 'The eligible pool the order was computed over (expert ids).' })
  @Property({ type: 'json' })
  eligibleIds: string[] & Opt = [];
  @Field(() => [DrawExclusionRef], { description: 'Experts of the pool left out, each with the reason.' })
  @Property({ type: 'json' })
  exclusions: DrawExclusionRef[] & Opt = [];
  @Field(() => [DrawExpertRef], { description: 'The drawn experts in rank order.' })
  @Property({ type: 'json' })
  drawn: DrawExpertRef[] & Opt = [];
  @Field(() => [DrawExpertRef], { description: 'The substitutes in rank order.' })
  @Property({ type: 'json' })
  substitutes: DrawExpertRef[] & Opt = [];
  @Field(() => [DrawReplacementRef], { description: 'Substitutions since the draw, in order.' })
  @Property({ type: 'json' })
  replacements: DrawReplacementRef[] & Opt = [];
  @Field(() => String, { nullable: true, description: 'Name of the staff member who drew.' })
  @Property({ type: 'string', length: 100, nullable: true })
  drawnByName?: string | null;
  @Field(() => String, { description: 'When the draw was made (Beijing time, yyyy-MM-dd HH:mm:ss).' })
  @Property({ type: 'string', length: 19 })
  drawTime!: string;
}
