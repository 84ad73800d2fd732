import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { NOTICE_STATUS, OBJECTION_STATUS } from '@zhuxie/domain/award/notice-rules';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: 'One proposed result of a public notice.' })
export class NoticeItem {
  @Field(() => ID, { description: 'Id of the award application.' }) applicationId!: string;
  @Field(() => String, { nullable: true, description: 'Project (or entry) name.' }) projectName?: string | null;
  @Field(() => String, { description: 'The applicant unit.' }) unitName!: string;
  @Field(() => String, { description: 'The proposed result (e.g. 拟获奖, 一等奖).' }) result!: string;
  @Field(() => Boolean, { description: 'Left out of the results because an objection to it was upheld.' })
  withdrawn!: boolean;
}

@ObjectType({ description: 'An evidence file of an objection.' })
export class ObjectionFile {
  @Field(() => String, { description: 'File name as uploaded.' }) name!: string;
  @Field(() => String, { description: 'Link of the file (an upload of /files).' }) url!: string;
  @Field(() => Int, { nullable: true, description: 'Size in bytes.' }) size?: number | null;
}

/**
 * The public notice of a programme's proposed results (公示): published for a period of whole Beijing days on an
 * open page, then confirmed as the final results once every objection is handled.
 */
@ObjectType({ description: '奖项结果公示' })
@Entity({ tableName: 'lnjzxh_award_notice' })
@Index({ properties: ['tenantId', 'programmeId'] })
export class AwardNotice extends BaseEntity {
  @Field(() => ID, { description: 'The award programme whose results are proposed.' })
  @Property({ type: 'string', length: 36 })
  programmeId!: string;

  @Field(() => String, { description: 'Name of the programme when the notice was saved.' })
  @Property({ type: 'string', length: 200 })
  programmeName!: string;

  @Field(() => String, { description: 'Title of the notice.' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The text above the list (how to object, the contact).' })
  @Property({ type: 'text', nullable: true })
  intro?: string | null;

  @Field(() => String, { description: 'First day of the notice period, YYYY-MM-DD (Beijing).' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => String, { description: 'Last day of the notice period, YYYY-MM-DD (Beijing).' })
  @Property({ type: 'date' })
  endDate!: string;

  @Field(() => Int, { description: '0 draft, 1 published, 2 results confirmed.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = NOTICE_STATUS.draft;

  @Field(() => [NoticeItem], { description: 'The proposed results, in the order shown.' })
  @Property({ type: 'json' })
  items: NoticeItem[] & Opt = [];

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the notice was published.' })
  @Property({ type: 'datetime', nullable: true })
  publishTime?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the final results were confirmed.' })
  @Property({ type: 'datetime', nullable: true })
  confirmTime?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who confirmed the final results (account).' })
  @Property({ type: 'string', length: 100, nullable: true })
  confirmedBy?: string | null;
}

/** An objection to one application of a notice (异议), lodged by anyone during the period, then handled by staff. */
@ObjectType({ description: '公示异议' })
@Entity({ tableName: 'lnjzxh_award_objection' })
@Index({ properties: ['tenantId', 'noticeId'] })
export class AwardObjection extends BaseEntity {
  @Field(() => ID, { description: 'The notice objected to.' })
  @Property({ type: 'string', length: 36 })
  noticeId!: string;

  @Field(() => ID, { description: 'The application objected to.' })
  @Property({ type: 'string', length: 36 })
  applicationId!: string;

  @Field(() => String, { description: "The objector's name." })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: "The objector's mobile number." })
  @Property({ type: 'string', length: 20 })
  contact!: string;

  @Field(() => String, { description: 'Why the objector objects.' }) @Property({ type: 'text' }) reasons!: string;

  @Field(() => [ObjectionFile], { description: 'Evidence files.' })
  @Property({ type: 'json' })
  files: ObjectionFile[] & Opt = [];

  @Field(() => Int, { description: '0 pending, 1 upheld (the application leaves the results), 2 dismissed.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = OBJECTION_STATUS.pending;

  @Field(() => String, { nullable: true, description: "Staff's reply." })
  @Property({ type: 'text', nullable: true })
  reply?: string | null;

  @Field(() => String, { nullable: true, description: 'Who handled it (account).' })
  @Property({ type: 'string', length: 100, nullable: true })
  handledBy?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was handled.' })
  @Property({ type: 'datetime', nullable: true })
  handleTime?: Date | null;
}
