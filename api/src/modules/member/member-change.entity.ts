import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { EvidenceFile } from './member.entity.js';

/** The values of the unit fields a change request changes (only the fields of its kind are set). */
@ObjectType({ description: 'Values of the member unit fields of one change kind.' })
export class MemberChangeValues {
  @Field(() => String, { description: "Name of the unit's contact person.", nullable: true }) contactName?:
    | string
    | null;
  @Field(() => String, { description: 'Mobile phone number of the contact person (11 digits).', nullable: true })
  contactMobile?: string | null;
  @Field(() => String, { description: 'Email address of the unit.', nullable: true }) email?: string | null;
  @Field(() => String, { description: 'Address of the unit.', nullable: true }) address?: string | null;
  @Field(() => String, { description: 'Legal representative of the unit (法定代表人).', nullable: true })
  legalRepresentative?: string | null;
  @Field(() => String, { description: "The unit's qualifications (资质), as text.", nullable: true }) qualifications?:
    | string
    | null;
  @Field(() => [String], { nullable: true, description: 'dictKeys of `member_post`.' }) posts?: string[] | null;
}

/**
 * A member information change request (会员信息变更): the company account of a unit asks to change its contacts,
 * qualifications or posts; approved through the flow engine as business type `member_change`, and applied to
 * the unit (with a history record) on approval.
 */
@ObjectType({ description: '会员信息变更申请' })
@Entity({ tableName: 'lnjzxh_member_change' })
@Index({ properties: ['tenantId', 'unitId', 'kind'] })
// One open request (待提交, 审核中, 已驳回, 已撤回) per unit and kind, also under concurrent saves.
@Unique({
  name: 'lnjzxh_member_change_open_unique',
  properties: ['tenantId', 'unitId', 'kind'],
  where: { flowStatus: { $in: [0, 1, 3, 5] }, isDeleted: 0 },
})
@Index({
  name: 'lnjzxh_member_change_list_index',
  properties: ['tenantId', 'createTime', 'id'],
  where: { isDeleted: 0 },
})
export class MemberChangeRequest extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit to change.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;

  @Field(() => String, { description: 'The unit name when the request was filed.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;

  @Field(() => String, { description: 'contacts 联系人 | qualifications 资质 | posts 协会职务' })
  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Field(() => MemberChangeValues, { description: 'The unit values when the request was last saved.' })
  @Property({ type: 'json' })
  before!: MemberChangeValues;

  @Field(() => MemberChangeValues, { description: 'The requested values.' })
  @Property({ type: 'json' })
  after!: MemberChangeValues;

  @Field(() => [String], { description: 'The fields that differ between before and after.' })
  @Property({ type: 'json' })
  changedFields: string[] & Opt = [];

  @Field(() => [EvidenceFile], { description: 'Evidence attachments.' })
  @Property({ type: 'json' })
  attachments: EvidenceFile[] & Opt = [];

  @Field(() => String, { nullable: true, description: '变更说明' })
  @Property({ type: 'string', length: 500, nullable: true })
  remark?: string;

  @Field(() => Int, { description: 'Flow status mirrored from the flow instance (0-5).' })
  @Property({ type: 'smallint', default: 0 })
  flowStatus: number & Opt = 0;

  @Field(() => String, { nullable: true, description: 'Name of the user who asked for the change.' })
  @Property({ type: 'string', length: 100, nullable: true })
  applicantName?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the change was applied to the unit.' })
  @Property({ type: 'datetime', nullable: true })
  appliedTime?: Date;
}

/**
 * One effective-dated version of a field set (kind) of a member unit: the values valid from `validFrom` until
 * `validTo` (open while current), who made it and through which change request.
 */
@ObjectType({ description: '会员信息历史' })
@Entity({ tableName: 'lnjzxh_member_unit_history' })
@Index({ properties: ['tenantId', 'unitId', 'kind', 'validFrom'] })
export class MemberUnitHistory extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit.' }) @Property({ type: 'string', length: 36 }) unitId!: string;
  @Field(() => String, { description: "Kind of change that made this version (as the change request's kind)." })
  @Property({ type: 'string', length: 32 })
  kind!: string;
  @Field(() => MemberChangeValues, { description: "The unit's values in this version." })
  @Property({ type: 'json' })
  values!: MemberChangeValues;
  @Field(() => GraphQLISODateTime, { description: 'When this version took effect.' })
  @Property({ type: 'datetime' })
  validFrom!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Absent while the values are current.' })
  @Property({ type: 'datetime', nullable: true })
  validTo?: Date;
  @Field(() => ID, {
    nullable: true,
    description: 'The change request that made this version (absent for the original values).',
  })
  @Property({ type: 'string', length: 36, nullable: true })
  changeRequestId?: string;
  @Field(() => String, { nullable: true, description: 'Who approved the change.' })
  @Property({ type: 'string', length: 100, nullable: true })
  operatorName?: string;
  @Field(() => String, { nullable: true, description: 'Who asked for the change.' })
  @Property({ type: 'string', length: 100, nullable: true })
  applicantName?: string;
}

/** One reply of the association to a feedback. */
@ObjectType({ description: "A reply to a member's feedback." })
export class FeedbackReply {
  @Field(() => String, { description: 'Text of the reply.' }) content!: string;
  @Field(() => String, { nullable: true, description: 'Name of the user who replied.' }) userName?: string | null;
  @Field(() => String, { description: 'ISO date-time.' }) time!: string;
}

/** Member feedback to the association (意见反馈) with the association's replies. */
@ObjectType({ description: '意见反馈' })
@Entity({ tableName: 'lnjzxh_member_feedback' })
@Index({ properties: ['tenantId', 'createUser'] })
export class MemberFeedback extends BaseEntity {
  @Field(() => String, { description: 'Title of the feedback.' })
  @Property({ type: 'string', length: 200 })
  title!: string;
  @Field(() => String, { description: 'The feedback text.' }) @Property({ type: 'text' }) content!: string;
  @Field(() => [EvidenceFile], { description: 'Files attached to the feedback.' })
  @Property({ type: 'json' })
  attachments: EvidenceFile[] & Opt = [];
  @Field(() => ID, { nullable: true, description: "Id of the sender's member unit, when a unit account." })
  @Property({ type: 'string', length: 36, nullable: true })
  unitId?: string;
  @Field(() => String, { nullable: true, description: "Name of the sender's member unit." })
  @Property({ type: 'string', length: 255, nullable: true })
  unitName?: string;
  @Field(() => String, { nullable: true, description: 'Name of the user who sent it.' })
  @Property({ type: 'string', length: 100, nullable: true })
  senderName?: string;
  @Field(() => [FeedbackReply], { description: 'The replies, oldest first.' })
  @Property({ type: 'json' })
  replies: FeedbackReply[] & Opt = [];
  @Field(() => Int, { description: '0 待回复, 1 已回复' }) @Property({ type: 'smallint', default: 0 }) status: number &
    Opt = 0;
}
