import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Who may act on a step: users, roles (aliases), departments, or a rule evaluated against the record. */
export const APPROVER_KINDS = ['user', 'role', 'dept', 'rule'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/**
 * Rules a step may name instead of fixed people. `applicant_dept`: members of the applicant's department;
 * `recommend_unit`: the users of the record's recommending unit (the business module answers its dept id
 * through the `approverDepts` hook); `designated`: the users the applicant designated on the record, one after
 * another in their order (the business module answers them through the `designatedApprovers` hook).
 */
export const APPROVER_RULES = ['applicant_dept', 'recommend_unit', 'designated'] as const;
export type ApproverRule = (typeof APPROVER_RULES)[number];

/** One step of a flow model, with its buttons (the server flags of SPEC section 3) and their titles. */
@ObjectType('FlowStep', {
  description: 'One step of a flow model, with its buttons (the server flags of SPEC section 3) and their titles.',
})
export class FlowStepDef {
  @Field(() => String, { description: 'Title of the step (shown in the approval panel).' }) title!: string;
  @Field(() => String, { description: 'user | role | dept | rule' }) approverKind!: ApproverKind;
  @Field(() => [String], { description: 'User ids, role aliases, dept ids, or the one rule name.' })
  approvers!: string[];
  @Field(() => Boolean, { description: 'Whether the step offers the approve button.' }) buttonApproval!: boolean;
  @Field(() => String, { description: 'Label of the approve button.' }) buttonApprovalTitle!: string;
  @Field(() => Boolean, { description: 'Whether the step offers the reject button.' }) buttonReject!: boolean;
  @Field(() => String, { description: 'Label of the reject button.' }) buttonRejectTitle!: string;
  @Field(() => Boolean, { description: 'Void (作废).' }) buttonCancel!: boolean;
  @Field(() => String, { description: 'Label of the void button.' }) buttonCancelTitle!: string;
  @Field(() => Boolean, { description: 'Whether the step offers the reset button.' }) buttonReset!: boolean;
  @Field(() => String, { description: 'Label of the reset button.' }) buttonResetTitle!: string;
}

export const MODEL_STATUS = { suspended: 0, active: 1 } as const;

/**
 * A flow model version: the ordered steps of one business type. Saving a model writes a new version; running
 * instances keep the version they started with.
 */
@ObjectType({ description: '流程模型' })
@Entity({ tableName: 'blade_flow_model' })
@Unique({
  name: 'blade_flow_model_key_version_unique',
  properties: ['tenantId', 'modelKey', 'modelVersion'],
  where: { isDeleted: 0 },
})
export class FlowModel extends BaseEntity {
  @Field(() => String, { description: 'Business type the model serves, such as leave or entry_application.' })
  @Property({ type: 'string', length: 64 })
  modelKey!: string;

  @Field(() => String, { description: 'Name of the flow model.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Int, { description: 'Version number; saving a model writes the next one.' })
  @Property({ type: 'integer' })
  modelVersion!: number;

  @Field(() => Boolean, { description: 'The version new instances start with.' })
  @Property({ type: 'boolean', default: true })
  isLatest: boolean & Opt = true;

  @Field(() => Int, { description: '1 active, 0 suspended (no new instances).' })
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = MODEL_STATUS.active;

  @Field(() => [FlowStepDef], { description: 'The ordered steps.' })
  @Property({ type: 'json' })
  steps!: FlowStepDef[];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}

/** A business record's run through a flow model version. */
@ObjectType({ description: '流程实例' })
@Entity({ tableName: 'blade_flow_instance' })
@Unique({
  name: 'blade_flow_instance_business_unique',
  properties: ['tenantId', 'businessType', 'businessId'],
  where: { isDeleted: 0 },
})
@Index({ properties: ['tenantId', 'status'] })
export class FlowInstance extends BaseEntity {
  @Field(() => String, { description: 'Business type (flow model key), such as leave or entry_application.' })
  @Property({ type: 'string', length: 64 })
  businessType!: string;

  @Field(() => ID, { description: 'Id of the business record in the flow.' })
  @Property({ type: 'string', length: 36 })
  businessId!: string;

  @Field(() => String, { description: 'Title of the record in task lists.' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => ID, { description: 'Id of the flow model version the instance runs.' })
  @Property({ type: 'string', length: 36 })
  modelId!: string;

  @Field(() => Int, { description: 'Version of the flow model the instance runs.' })
  @Property({ type: 'integer' })
  modelVersion!: number;

  @Field(() => ID, { description: 'Id of the user who applied.' })
  @Property({ type: 'string', length: 36 })
  applicantId!: string;

  @Field(() => String, { description: 'Name of the user who applied.' })
  @Property({ type: 'string', length: 100 })
  applicantName!: string;

  @Property({ type: 'string', length: 36, nullable: true })
  applicantDept?: string;

  @Field(() => Int, {
    description: '0 pending submission, 1 under review, 2 approved, 3 rejected, 4 voided, 5 withdrawn.',
  })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = 0;

  @Field(() => Int, { description: 'Index of the current step (0-based) while under review.' })
  @Property({ type: 'integer', default: 0 })
  stepIndex: number & Opt = 0;

  /** Who may act on the current step, resolved when the step began (rules become concrete departments or users). */
  @Field(() => String, { description: 'user | role | dept' })
  @Property({ type: 'string', length: 10, default: 'user' })
  approverKind: ApproverKind & Opt = 'user';

  @Field(() => [String], {
    description: 'Who may act on the current step (user ids, role aliases or dept ids, as approverKind says).',
  })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  approvers: string[] & Opt = [];

  @Field(() => ID, { nullable: true, description: 'Who claimed the current step, if anyone.' })
  @Property({ type: 'string', length: 36, nullable: true })
  claimedBy?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the record was last submitted.' })
  @Property({ type: 'datetime', nullable: true })
  submitTime?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the flow finished; empty while it runs.' })
  @Property({ type: 'datetime', nullable: true })
  endTime?: Date;
}

/** One entry of a record's flow log (SPEC section 3 "Approval step"). */
@ObjectType('FlowLog', { description: '审批记录' })
@Entity({ tableName: 'blade_flow_log' })
@Index({ properties: ['instanceId'] })
@Index({ properties: ['tenantId', 'createUser'] })
export class FlowLog extends BaseEntity {
  @Field(() => ID, { description: 'Id of the flow instance.' })
  @Property({ type: 'string', length: 36 })
  instanceId!: string;

  @Field(() => Int, { description: 'Index of the step acted on (0-based).' })
  @Property({ type: 'integer' })
  stepIndex!: number;

  @Field(() => String, { description: 'What was done: submit, approve, reject, void, reset, withdraw or terminate.' })
  @Property({ type: 'string', length: 20 })
  action!: string;

  @Field(() => String, { description: 'Title of the step acted on (or of the action).' })
  @Property({ type: 'string', length: 100 })
  approvalConfigTitle!: string;

  @Field(() => String, { nullable: true, description: 'The opinion written with the action.' })
  @Property({ type: 'text', nullable: true })
  approvalOpinion?: string;

  @Field(() => Int, { description: 'The status the action led to (0-5).' })
  @Property({ type: 'smallint' })
  approvalStatus!: number;

  @Field(() => String, { description: 'Name of the user who acted.' })
  @Property({ type: 'string', length: 100 })
  createByName!: string;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the opinion was last corrected by its author (empty: never).',
  })
  @Property({ type: 'datetime', nullable: true })
  editTime?: Date;

  @Field(() => String, {
    nullable: true,
    description: 'The opinion as first written, kept when its author corrects it.',
  })
  @Property({ type: 'text', nullable: true })
  originalOpinion?: string;
}
