import { type Opt } from '@mikro-orm/core';
import { STAMP_UPDATE_TIME } from '../../db/sync-trigger.js';
import { Entity, Formula, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import type { Materials, Participants } from '@zhuxie/domain/award/application-rules';
import type { DeclarationValues } from '@zhuxie/domain/award/declaration-rules';
import { trigramIndex } from '../../db/list-indexes.js';

/** Enabled flag of an application (启用): 1 enabled, 0 disabled by staff with a message for the applicant. */
export const APPLICATION_ENABLED = { enabled: 1, disabled: 0 } as const;

/**
 * An award application (申报): a member unit's declaration for one programme, with its participant units and
 * material files, approved through the flow engine as the award type's business type (century_cup ...). The
 * declaration values, participants and materials are stored as JSON in the shape of application-rules.ts; the
 * GraphQL types present them as typed lists.
 */
@ObjectType({ description: '奖项申报' })
@Entity({ tableName: 'lnjzxh_award_application', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_award_application_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Index({ properties: ['tenantId', 'programmeId', 'flowStatus'] })
@Index({ properties: ['tenantId', 'unitId'] })
// The list always names its award type (awardApplications' filter requires it).
@Index({
  name: 'lnjzxh_award_application_list_index',
  properties: ['tenantId', 'awardType', 'createTime', 'id'],
  where: { isDeleted: 0 },
})
@Index(trigramIndex('lnjzxh_award_application', 'project_name'))
@Index(trigramIndex('lnjzxh_award_application', 'unit_name'))
export class AwardApplication extends BaseEntity {
  @Field(() => ID, { description: 'Id of the award programme applied to.' })
  @Property({ type: 'string', length: 36 })
  programmeId!: string;

  @Field(() => String, { description: 'Key of the award type registry.' })
  @Property({ type: 'string', length: 40 })
  awardType!: string;

  @Field(() => Int, { description: 'Year of the programme.' })
  @Property({ type: 'integer' })
  year!: number;

  @Field(() => ID, { description: 'The applying member unit.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;

  /** The programme's name, read with the row so that a list needs no lookup per row (see programmeName). */
  @Formula((cols) => `(select p.name from lnjzxh_award_programme p where p.id = ${cols.programmeId})`, {
    type: 'string',
    nullable: true,
  })
  programmeTitle?: string & Opt;

  @Field(() => String, { description: 'The unit name when last saved.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;

  @Field(() => String, { nullable: true, description: 'The project name (proName), copied for lists and search.' })
  @Property({ type: 'string', length: 255, nullable: true })
  projectName?: string;

  @Field(() => String, {
    nullable: true,
    description: 'The recommending unit (recommendWork, or referee in the short variant), a dictKey of recommend_unit.',
  })
  @Property({ type: 'string', length: 64, nullable: true })
  recommendUnit?: string;

  @Property({ type: 'json' })
  values: DeclarationValues & Opt = {};

  @Property({ type: 'json' })
  participants: Participants & Opt = {};

  @Property({ type: 'json' })
  materials: Materials & Opt = {};

  @Field(() => Int, {
    description:
      'Flow status mirrored from the flow instance: 0 待提交, 1 审核中, 2 已通过, 3 已驳回, 4 已作废, 5 已撤回.',
  })
  @Property({ type: 'smallint', default: 0 })
  flowStatus: number & Opt = 0;

  @Field(() => Int, { description: '1 enabled, 0 disabled by staff (see enabledMessage).' })
  @Property({ type: 'smallint', default: 1 })
  enabled: number & Opt = APPLICATION_ENABLED.enabled;

  @Field(() => String, { nullable: true, description: 'Why staff disabled the application (shown to the applicant).' })
  @Property({ type: 'string', length: 500, nullable: true })
  enabledMessage?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The last submission.' })
  @Property({ type: 'datetime', nullable: true })
  submitTime?: Date;

  @Field(() => ID, { nullable: true, description: 'The confirmed allocation number the submission counted against.' })
  @Property({ type: 'string', length: 36, nullable: true })
  serialNumberId?: string;

  @Field(() => String, { description: 'Who applied (account name at creation).', nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  applicantName?: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The version of the programme's form definition the application was submitted with (frozen then); null for a draft never submitted.",
  })
  @Property({ type: 'integer', nullable: true })
  formVersion?: number | null;
}

/** An expert assigned to review an application (assign/expert, list/expert/{id}). */
@ObjectType({ description: '申报评审专家' })
@Entity({ tableName: 'lnjzxh_award_application_expert' })
@Unique({
  name: 'lnjzxh_award_application_expert_unique',
  properties: ['tenantId', 'applicationId', 'expertId'],
  where: { isDeleted: 0 },
})
export class AwardApplicationExpert extends BaseEntity {
  @Field(() => ID, { description: 'Id of the award application.' })
  @Property({ type: 'string', length: 36, index: true })
  applicationId!: string;

  @Field(() => ID, { description: 'The expert record (lnjzxh expert account).' })
  @Property({ type: 'string', length: 36, index: true })
  expertId!: string;

  @Field(() => String, { description: 'Name of the expert assigned.' })
  @Property({ type: 'string', length: 100 })
  expertName!: string;

  @Field(() => String, { nullable: true, description: "The expert's unit when assigned." })
  @Property({ type: 'string', length: 255, nullable: true })
  expertUnit?: string;
}
