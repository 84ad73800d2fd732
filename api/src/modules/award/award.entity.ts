import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Open/closed flag (system dictionary `open_flag`): 1 开启, 0 关闭. */
export const OPEN_FLAG = { open: 1, closed: 0 } as const;

/** Allocation number status (system dictionary `serial_number_status`). */
export const SERIAL_STATUS = { pending: 0, reviewing: 1, allocating: 2, confirmed: 3 } as const;

/** The business dictionary of the account categories a programme admits. */
export const ACCOUNT_CATEGORY_DICT = 'award_account_category';
/** The business dictionary of recommending units. */
export const RECOMMEND_UNIT_DICT = 'recommend_unit';

/**
 * An award programme (奖项设置): one award type in one year, open or closed (with the message applicants see
 * while it is closed), its application dates, the account categories that may apply and whether an application
 * needs a confirmed allocation number.
 */
@ObjectType({ description: '奖项设置（申报批次）' })
@Entity({ tableName: 'lnjzxh_award_programme' })
@Unique({
  name: 'lnjzxh_award_programme_type_year_unique',
  properties: ['tenantId', 'awardType', 'year'],
  where: { isDeleted: 0 },
})
export class AwardProgramme extends BaseEntity {
  @Field(() => String, { description: 'Key of the award type registry (century_cup, quality_structure ...).' })
  @Property({ type: 'string', length: 40 })
  awardType!: string;

  @Field(() => Int, { description: 'Year of the programme.' })
  @Property({ type: 'integer' })
  year!: number;

  @Field(() => String, { description: 'Name of the programme.' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => Int, { description: '1 开启, 0 关闭 (dictionary open_flag).' })
  @Property({ type: 'smallint', default: 0 })
  openFlag: number & Opt = OPEN_FLAG.closed;

  @Field(() => String, { nullable: true, description: 'Shown to applicants while the programme is closed.' })
  @Property({ type: 'string', length: 500, nullable: true })
  closedMessage?: string;

  @Field(() => String, { description: 'First application day, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => String, { description: 'Last application day, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => [String], { description: 'dictKeys of award_account_category that may apply, in order.' })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  accountCategories: string[] & Opt = [];

  @Field(() => Boolean, { description: 'An application needs a confirmed allocation number of its recommending unit.' })
  @Property({ type: 'boolean', default: false })
  requireSerialNumber: boolean & Opt = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  remark?: string;
}

/** An allocation number (分配编号): the quota of applications of one recommending unit in one programme. */
@ObjectType({ description: '分配编号' })
@Entity({ tableName: 'lnjzxh_award_serial_number' })
@Unique({
  name: 'lnjzxh_award_serial_unit_unique',
  properties: ['tenantId', 'programmeId', 'recommendUnit'],
  where: { isDeleted: 0 },
})
@Unique({ name: 'lnjzxh_award_serial_number_unique', properties: ['tenantId', 'programmeId', 'serialNumber'] })
export class AwardSerialNumber extends BaseEntity {
  @Field(() => ID)
  @Property({ type: 'string', length: 36, index: true })
  programmeId!: string;

  @Field(() => String, { description: 'A dictKey of recommend_unit.' })
  @Property({ type: 'string', length: 64 })
  recommendUnit!: string;

  @Field(() => String, { description: 'Generated per programme: <prefix><year>-<seq>, e.g. SJB2026-001.' })
  @Property({ type: 'string', length: 40 })
  serialNumber!: string;

  @Field(() => Int, { description: 'How many applications the unit may recommend.' })
  @Property({ type: 'integer' })
  quota!: number;

  @Field(() => Int, { description: '0 待申请, 1 审核中, 2 分配中, 3 分配已确认 (dictionary serial_number_status).' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = SERIAL_STATUS.pending;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  remark?: string;
}

/** A subscription (订阅): a signed-in account subscribes to a programme before applying for it. */
@ObjectType({ description: '奖项订阅' })
@Entity({ tableName: 'lnjzxh_award_subscription' })
@Unique({
  name: 'lnjzxh_award_subscription_unique',
  properties: ['tenantId', 'programmeId', 'userId'],
  where: { isDeleted: 0 },
})
@Index({ properties: ['tenantId', 'userId'] })
export class AwardSubscription extends BaseEntity {
  @Field(() => ID, { description: 'Id of the award programme subscribed to.' })
  @Property({ type: 'string', length: 36, index: true })
  programmeId!: string;

  @Field(() => ID, { description: 'Id of the user who subscribed.' })
  @Property({ type: 'string', length: 36 })
  userId!: string;

  @Field(() => String, { description: 'The account name at subscription time.' })
  @Property({ type: 'string', length: 100 })
  account!: string;

  @Field(() => ID, { nullable: true, description: "Id of the user's member unit, when any." })
  @Property({ type: 'string', length: 36, nullable: true })
  memberUnitId?: string;

  @Field(() => String, { nullable: true, description: 'The unit name at subscription time.' })
  @Property({ type: 'string', length: 255, nullable: true })
  unitName?: string;

  @Field(() => String, {
    nullable: true,
    description: 'The account category (award_account_category) at subscription time.',
  })
  @Property({ type: 'string', length: 16, nullable: true })
  accountCategory?: string;
}
