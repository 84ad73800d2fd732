import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import { QUESTIONNAIRE_STATUS } from '@zhuxie/domain/questionnaire/questionnaire-rules';
import { BaseEntity } from '../../db/base.entity.js';

/** A questionnaire (问卷, SPEC section 4 "launch and stop"): a form definition with its audience and period. */
@ObjectType({ description: '问卷' })
@Entity({ tableName: 'lnjzxh_questionnaire' })
@Index({
  name: 'lnjzxh_questionnaire_list_index',
  properties: ['tenantId', 'createTime', 'id'],
  where: { isDeleted: 0 },
})
export class Questionnaire extends BaseEntity {
  @Field(() => String, { description: '问卷标题' }) @Property({ type: 'string', length: 200 }) title!: string;
  @Field(() => String, { nullable: true, description: '问卷说明' })
  @Property({ type: 'text', nullable: true })
  description?: string;
  @Field(() => String, { nullable: true, description: '欢迎语 (shown before the questions).' })
  @Property({ type: 'text', nullable: true })
  welcomeText?: string;
  @Field(() => String, { nullable: true, description: '感谢语 (shown after submitting).' })
  @Property({ type: 'text', nullable: true })
  thanksText?: string;
  @Field(() => GraphQLJSONObject, {
    description: 'The questions: a form definition of the form engine (pages of questions).',
  })
  @Property({ type: 'json' })
  definition!: FormDefinition;
  @Field(() => Int, { description: '0 草稿, 1 进行中, 2 已停止.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = QUESTIONNAIRE_STATUS.draft;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When answering opens (absent: at launch).' })
  @Property({ type: 'datetime', nullable: true })
  startTime?: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When answering closes (absent: until stopped).' })
  @Property({ type: 'datetime', nullable: true })
  endTime?: Date;
  @Field(() => String, {
    description: 'members 全部会员单位, memberLevel 按会员等级, experts 专家, staff 工作人员, open 公开链接.',
  })
  @Property({ type: 'string', length: 16, default: 'members' })
  audience: string & Opt = 'members';
  @Field(() => [String], { description: 'The member levels asked (audience memberLevel), dictKeys of member_level.' })
  @Property({ type: 'json' })
  memberLevels: string[] & Opt = [];
  @Field(() => Boolean, { description: 'Anonymous: the statistics and export do not name who answered.' })
  @Property({ type: 'boolean', default: false })
  anonymous: boolean & Opt = false;
  @Field(() => String, { description: 'account: one answer per account; unit: one answer per member unit.' })
  @Property({ type: 'string', length: 16, default: 'account' })
  oncePer: string & Opt = 'account';
  @Field(() => Boolean, { description: 'A submitted answer may be changed until the questionnaire ends.' })
  @Property({ type: 'boolean', default: false })
  editableUntilEnd: boolean & Opt = false;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last launched.' })
  @Property({ type: 'datetime', nullable: true })
  launchTime?: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last stopped.' })
  @Property({ type: 'datetime', nullable: true })
  stopTime?: Date;
}

/** An answer to a questionnaire (答卷): a draft or submitted, by an account (and its unit) or through the open link. */
@ObjectType({ description: '答卷' })
@Entity({ tableName: 'lnjzxh_questionnaire_answer' })
@Index({ name: 'lnjzxh_questionnaire_answer_list_index', properties: ['tenantId', 'questionnaireId', 'submitted'] })
@Index({ name: 'lnjzxh_questionnaire_answer_account_index', properties: ['tenantId', 'questionnaireId', 'accountId'] })
@Index({ name: 'lnjzxh_questionnaire_answer_unit_index', properties: ['tenantId', 'questionnaireId', 'unitId'] })
export class QuestionnaireAnswer extends BaseEntity {
  @Field(() => ID, { description: 'Id of the questionnaire.' })
  @Property({ type: 'string', length: 36 })
  questionnaireId!: string;
  @Field(() => ID, { nullable: true, description: 'The account that answered (absent: the open link).' })
  @Property({ type: 'string', length: 36, nullable: true })
  accountId?: string;
  @Field(() => ID, { nullable: true, description: "The answering account's member unit, if any." })
  @Property({ type: 'string', length: 36, nullable: true })
  unitId?: string;
  @Field(() => GraphQLJSONObject, { description: 'The answers by question key.' })
  @Property({ type: 'json' })
  answerValues: FormValues & Opt = {};
  @Field(() => Boolean, { description: 'false: a draft; true: submitted.' })
  @Property({ type: 'boolean', default: false })
  submitted: boolean & Opt = false;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was (last) submitted.' })
  @Property({ type: 'datetime', nullable: true })
  submitTime?: Date;
}
