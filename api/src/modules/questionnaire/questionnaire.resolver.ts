import { Arg, Authorized, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requirePermission } from '../../engine/access/permissions.js';
import { limit } from '../../engine/limits/limit.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { Questionnaire, QuestionnaireAnswer } from './questionnaire.entity.js';
import { QuestionnaireAnswerInput, QuestionnaireFilter, QuestionnaireInput } from './questionnaire.inputs.js';
import { QUESTIONNAIRE_CODES, QUESTIONNAIRE_READERS, questionnaireService } from './questionnaire.service.js';

const QuestionnairePage = PageType(Questionnaire);

@ObjectType({ description: 'A questionnaire the signed-in user is asked to answer, with the own answer (我的问卷).' })
export class MyQuestionnaire {
  @Field(() => Questionnaire, { description: 'The questionnaire.' }) questionnaire!: Questionnaire;
  @Field(() => QuestionnaireAnswer, { nullable: true, description: 'The own (or own unit’s) answer, if any.' })
  answer?: QuestionnaireAnswer;
  @Field(() => String, { description: 'todo 待填写, draft 草稿, answered 已提交.' }) state!: string;
}

@ObjectType({ description: 'The count of one option, score or matrix column.' })
export class QuestionnaireOptionCount {
  @Field(() => String, { description: 'The option value, score or matrix column.' }) value!: string;
  @Field(() => String, { description: 'Its label.' }) label!: string;
  @Field(() => Int, { description: 'How many chose it.' }) count!: number;
  @Field(() => Float, { description: 'Of the question’s answers, 0–100.' }) percent!: number;
}

@ObjectType({ description: 'The counts of one matrix row.' })
export class QuestionnaireMatrixRow {
  @Field(() => String, { description: 'Key of the row.' }) key!: string;
  @Field(() => String, { description: 'Label of the row.' }) label!: string;
  @Field(() => Int, { description: 'Answers that gave this row a value.' }) answered!: number;
  @Field(() => [QuestionnaireOptionCount], { description: 'The counts of the columns.' })
  options!: QuestionnaireOptionCount[];
}

@ObjectType({ description: 'The statistics of one question.' })
export class QuestionStatistics {
  @Field(() => String, { description: 'Key of the question.' }) key!: string;
  @Field(() => String, { description: 'The question.' }) label!: string;
  @Field(() => String, { description: 'Its field type (options, rating, matrix, text ...).' }) type!: string;
  @Field(() => Int, { description: 'Answers that gave the question a value.' }) answered!: number;
  @Field(() => [QuestionnaireOptionCount], { description: 'Counts of the options or scores.' })
  options!: QuestionnaireOptionCount[];
  @Field(() => [QuestionnaireMatrixRow], { description: 'Counts per matrix row.' }) rows!: QuestionnaireMatrixRow[];
  @Field(() => Float, { nullable: true, description: 'Average of rating and number questions.' }) average!:
    | number
    | null;
  @Field(() => [String], { description: 'Text answers (and the texts of an 其他 option).' }) texts!: string[];
}

@ObjectType({ description: 'The statistics of a questionnaire (问卷统计).' })
export class QuestionnaireStatisticsView {
  @Field(() => Int, { description: 'Submitted answers.' }) answers!: number;
  @Field(() => Int, { nullable: true, description: 'How many were asked (absent for an open link).' }) audience!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: 'answers / audience, 0–100.' }) answerRate!: number | null;
  @Field(() => [QuestionStatistics], { description: 'The statistics of every question, in order.' })
  questions!: QuestionStatistics[];
}

@Resolver(() => Questionnaire)
export class QuestionnaireResolver {
  @Authorized(...QUESTIONNAIRE_READERS)
  @Query(() => QuestionnairePage, { description: 'Questionnaires (staff), newest first.' })
  questionnaires(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => QuestionnaireFilter, { nullable: true }) filter?: QuestionnaireFilter,
  ) {
    return questionnaireService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(...QUESTIONNAIRE_READERS)
  @Query(() => Questionnaire, { description: 'One questionnaire by id (staff).' })
  questionnaire(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return questionnaireService.detail(ctx, id);
  }

  @Authorized(QUESTIONNAIRE_CODES.add, QUESTIONNAIRE_CODES.edit)
  @Mutation(() => Questionnaire, { description: 'Creates a draft (no id) or updates a questionnaire not running.' })
  async saveQuestionnaire(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => QuestionnaireInput) input: QuestionnaireInput,
  ) {
    requirePermission(ctx, input.id ? QUESTIONNAIRE_CODES.edit : QUESTIONNAIRE_CODES.add);
    return (await questionnaireService.save(ctx, input)).entity;
  }

  @Authorized(QUESTIONNAIRE_CODES.launch)
  @Mutation(() => Questionnaire, { description: 'Launches a draft or stopped questionnaire (answers open).' })
  launchQuestionnaire(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return questionnaireService.launch(ctx, id);
  }

  @Authorized(QUESTIONNAIRE_CODES.stop)
  @Mutation(() => Questionnaire, { description: 'Stops a running questionnaire (no more answers).' })
  stopQuestionnaire(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return questionnaireService.stop(ctx, id);
  }

  @Authorized(QUESTIONNAIRE_CODES.delete)
  @Mutation(() => Int, { description: 'Removes questionnaires that are not running; answers how many.' })
  removeQuestionnaires(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[]) {
    return questionnaireService.remove(ctx, ids);
  }

  @Authorized(...QUESTIONNAIRE_READERS)
  @Query(() => QuestionnaireStatisticsView, { description: 'Counts, percentages, averages and texts per question.' })
  questionnaireStatistics(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return questionnaireService.statistics(ctx, id);
  }

  @Authorized()
  @Query(() => [MyQuestionnaire], { description: '我的问卷: to answer, drafts and answered.' })
  myQuestionnaires(@Ctx() ctx: RequestContext) {
    return questionnaireService.mine(ctx);
  }

  @Authorized()
  @Query(() => MyQuestionnaire, { description: 'One questionnaire to answer, with the own answer.' })
  questionnaireToAnswer(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return questionnaireService.toAnswer(ctx, id);
  }

  @Authorized()
  @Mutation(() => QuestionnaireAnswer, { description: 'Saves the own answer as a draft.' })
  saveQuestionnaireDraft(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => QuestionnaireAnswerInput) input: QuestionnaireAnswerInput,
  ) {
    return questionnaireService.answer(ctx, input, false);
  }

  @Authorized()
  @Mutation(() => QuestionnaireAnswer, { description: 'Submits the own answer (checked with the form rules).' })
  submitQuestionnaireAnswer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => QuestionnaireAnswerInput) input: QuestionnaireAnswerInput,
  ) {
    return questionnaireService.answer(ctx, input, true);
  }

  @Query(() => Questionnaire, {
    description: 'The questionnaire of an open link, to answer without sign-in (rate limited per address).',
  })
  async openQuestionnaire(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The questionnaire id of the open link.' }) id: string,
  ) {
    await limit(ctx, 'questionnaireOpenIp', ctx.ip ?? 'unknown');
    return questionnaireService.openQuestionnaire(ctx, id);
  }

  @Mutation(() => Boolean, {
    description: 'Submits an anonymous answer through an open link (checked with the logic; rate limited per address).',
  })
  async submitOpenQuestionnaireAnswer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => QuestionnaireAnswerInput, { description: 'The questionnaire and the answers.' })
    input: QuestionnaireAnswerInput,
  ) {
    await questionnaireService.openAnswer(ctx, input);
    return true;
  }
}
