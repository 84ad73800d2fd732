import { type Opt } from '@mikro-orm/core';
import { STAMP_UPDATE_TIME } from '../../db/sync-trigger.js';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { EVENT_STATUS } from '@zhuxie/domain/event/event-rules';

/** An event or conference (活动会议, SPEC section 3 "event"). */
@ObjectType({ description: '活动会议' })
@Entity({ tableName: 'lnjzxh_event', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_event_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Index({ properties: ['tenantId', 'status'] })
@Index({ name: 'lnjzxh_event_list_index', properties: ['tenantId', 'startTime', 'id'], where: { isDeleted: 0 } })
export class Event extends BaseEntity {
  @Field(() => String, { description: '活动名称' }) @Property({ type: 'string', length: 200 }) title!: string;
  @Field(() => String, { description: 'event 活动 or conference 会议.' })
  @Property({ type: 'string', length: 16, default: 'event' })
  type: string & Opt = 'event';
  @Field(() => String, { description: '地点' }) @Property({ type: 'string', length: 255 }) venue!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the event starts.' })
  @Property({ type: 'datetime' })
  startTime!: Date;
  @Field(() => GraphQLISODateTime, { description: 'When the event ends.' })
  @Property({ type: 'datetime' })
  endTime!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: '报名截止时间; absent: the end time.' })
  @Property({ type: 'datetime', nullable: true })
  registrationDeadline?: Date;
  @Field(() => Int, { description: '人数上限, 0 = unlimited.' })
  @Property({ type: 'integer', default: 0 })
  capacity: number & Opt = 0;
  @Field(() => String, { description: '费用 (元, 2 decimals, as text).' })
  @Property({ type: 'decimal', precision: 14, scale: 2, default: '0.00' })
  fee: string & Opt = '0.00';
  @Field(() => String, { nullable: true, description: '议程' })
  @Property({ type: 'text', nullable: true })
  agenda?: string;
  @Field(() => String, { nullable: true, description: '活动介绍' })
  @Property({ type: 'text', nullable: true })
  description?: string;
  @Field(() => Int, { description: '0 草稿, 1 已发布, 2 已取消, 3 已删除.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = EVENT_STATUS.draft;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the event was published; empty while a draft.',
  })
  @Property({ type: 'datetime', nullable: true })
  releaseTime?: Date;
  /** When the registrants were reminded of the start (the event-reminders job; once per event). */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  remindedTime?: Date;
}

/** A registration to an event (活动报名, SPEC "event application"), with its sign-in number and accommodation. */
@ObjectType({ description: '活动报名' })
@Entity({ tableName: 'lnjzxh_event_registration', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_event_registration_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Unique({ name: 'lnjzxh_event_registration_event_mobile_unique', properties: ['tenantId', 'eventId', 'mobile'] })
@Unique({ name: 'lnjzxh_event_registration_event_number_unique', properties: ['tenantId', 'eventId', 'signInNumber'] })
@Index({
  name: 'lnjzxh_event_registration_list_index',
  properties: ['tenantId', 'eventId', 'seq', 'id'],
  where: { isDeleted: 0 },
})
export class EventRegistration extends BaseEntity {
  @Field(() => ID, { description: 'Id of the event registered for.' })
  @Property({ type: 'string', length: 36 })
  eventId!: string;
  @Field(() => String, { description: '姓名' }) @Property({ type: 'string', length: 64 }) name!: string;
  @Field(() => String, { description: '手机号码' }) @Property({ type: 'string', length: 11 }) mobile!: string;
  @Field(() => String, { description: '工作单位' }) @Property({ type: 'string', length: 255 }) unit!: string;
  @Field(() => String, { nullable: true, description: '职务' })
  @Property({ type: 'string', length: 100, nullable: true })
  post?: string;
  /** Answers to the custom options, by dictionary key (exposed as `answers` by a field resolver). */
  @Property({ type: 'json' }) answers: Record<string, string> & Opt = {};
  @Field(() => String, { description: '签到号 (unique per event).' })
  @Property({ type: 'string', length: 12 })
  signInNumber!: string;
  @Field(() => Int, { description: 'Sequence number of the registration within its event.' })
  @Property({ type: 'integer' })
  seq!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: '签到时间' })
  @Property({ type: 'datetime', nullable: true })
  checkInTime?: Date;
  @Field(() => String, { nullable: true, description: '酒店' })
  @Property({ type: 'string', length: 200, nullable: true })
  hotel?: string;
  @Field(() => String, { nullable: true, description: '房型' })
  @Property({ type: 'string', length: 64, nullable: true })
  roomType?: string;
  @Field(() => String, { nullable: true, description: '入住日期 yyyy-MM-dd' })
  @Property({ type: 'string', length: 10, nullable: true })
  checkInDate?: string;
  @Field(() => String, { nullable: true, description: '退房日期 yyyy-MM-dd' })
  @Property({ type: 'string', length: 10, nullable: true })
  checkOutDate?: string;
  @Field(() => String, { nullable: true, description: '同住人' })
  @Property({ type: 'string', length: 100, nullable: true })
  sharingWith?: string;
}
