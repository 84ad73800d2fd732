import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

import { LINE_STATUS, UNIT_ENABLED } from '@zhuxie/domain/award-lines/award-lines.rules';

export {
  LINE_STATUS,
  LINE_STATUS_LABELS,
  SAFETY_LEVELS,
  UNIT_ENABLED,
} from '@zhuxie/domain/award-lines/award-lines.rules';

/** A member unit allowed to declare quality teams (质量小组申报单位), with its enabled flag. */
@ObjectType({ description: '质量小组申报单位' })
@Entity({ tableName: 'lnjzxh_quality_team_unit' })
@Unique({ name: 'lnjzxh_quality_team_unit_unique', properties: ['tenantId', 'memberUnitId'], where: { isDeleted: 0 } })
export class QualityTeamUnit extends BaseEntity {
  @Field(() => ID, { description: 'The member unit.' })
  @Property({ type: 'string', length: 36 })
  memberUnitId!: string;

  @Field(() => String, { description: 'The unit name when it was added.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;

  @Field(() => Int, { description: '1 启用, 0 停用.' })
  @Property({ type: 'smallint', default: 1 })
  enabled: number & Opt = UNIT_ENABLED.enabled;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  remark?: string;
}

/** A safety standardization application (安全标准化申报). */
@ObjectType({ description: '安全标准化申报' })
@Entity({ tableName: 'lnjzxh_safety_standardization' })
@Index({ properties: ['tenantId', 'programmeId'] })
export class SafetyStandardization extends BaseEntity {
  @Field(() => String, { description: 'Project name.' })
  @Property({ type: 'string', length: 255 })
  projectName!: string;

  @Field(() => ID, { description: 'The applying member unit.' })
  @Property({ type: 'string', length: 36, index: true })
  memberUnitId!: string;

  @Field(() => String, { description: 'The unit name at saving time.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;

  @Field(() => ID, { description: 'An award programme of type safety_standardization.' })
  @Property({ type: 'string', length: 36 })
  programmeId!: string;

  @Field(() => String, { description: 'Contact person.' })
  @Property({ type: 'string', length: 64 })
  contact!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 11 })
  mobile!: string;

  @Field(() => Float, { nullable: true, description: 'Review score, 0 to 100, at most 2 decimals.' })
  @Property({ type: 'double', nullable: true })
  score?: number;

  @Field(() => String, { nullable: true, description: 'Grade: 1 一级, 2 二级, 3 三级.' })
  @Property({ type: 'string', length: 8, nullable: true })
  level?: string;

  @Field(() => Int, { description: '0 待送审, 1 已通过, 2 驳回, 3 不通过.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = LINE_STATUS.pending;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  remark?: string;
}

/** A scientific and technological results application (科技成果申报) and its staff audit. */
@ObjectType({ description: '科技成果申报' })
@Entity({ tableName: 'lnjzxh_technology_result' })
export class TechnologyResult extends BaseEntity {
  @Field(() => String, { description: 'Project name.' })
  @Property({ type: 'string', length: 255 })
  projectName!: string;

  @Field(() => ID, { description: 'Id of the declaring member unit.' })
  @Property({ type: 'string', length: 36, index: true })
  memberUnitId!: string;

  @Field(() => String, { description: 'Name of the declaring member unit.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;

  @Field(() => Int, { description: '0 待送审, 1 已通过, 2 驳回, 3 不通过.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = LINE_STATUS.pending;

  @Field(() => String, { nullable: true, description: 'The audit opinion.' })
  @Property({ type: 'string', length: 500, nullable: true })
  opinion?: string;

  @Field(() => ID, { nullable: true, description: 'Id of the user who last audited it.' })
  @Property({ type: 'string', length: 36, nullable: true })
  auditorId?: string;

  @Field(() => String, { nullable: true, description: 'Name of the user who last audited it.' })
  @Property({ type: 'string', length: 100, nullable: true })
  auditorName?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last audited.' })
  @Property({ type: 'datetime', nullable: true })
  auditTime?: Date;
}
