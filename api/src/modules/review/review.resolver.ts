import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { expertService } from '../expert/index.js';
import { ReviewScore, ReviewSheet, SCORE_STATUS } from './review.entity.js';
import {
  ReviewExpertStat,
  ReviewItemScore,
  ReviewProgress,
  ReviewRankingRow,
  ReviewScoreInput,
  ReviewSheetFilter,
  ReviewSheetInput,
  ScoringTask,
} from './review.inputs.js';
import { REVIEW_CODES, reviewService, type ReviewTaskRow } from './review.service.js';

const SHEET_READERS = [REVIEW_CODES.config, REVIEW_CODES.scoring, REVIEW_CODES.expertStat, REVIEW_CODES.ranking];
const STAFF = [REVIEW_CODES.expertStat, REVIEW_CODES.ranking, REVIEW_CODES.unlock];

/** What an expert's task row shows. */
function taskOf(t: ReviewTaskRow): ScoringTask & { score: ReviewScore | null; row: ReviewTaskRow } {
  return {
    applicationId: t.application.id,
    awardType: t.application.awardType,
    awardTypeLabel: awardTypeOf(t.application.awardType)?.label ?? t.application.awardType,
    programmeId: t.application.programmeId,
    projectName: t.application.projectName ?? null,
    unitName: t.application.unitName,
    flowStatus: t.application.flowStatus,
    expertId: t.expert.id,
    expertName: t.expert.name,
    score: t.score,
    row: t,
  };
}
type TaskView = ReturnType<typeof taskOf>;

@Resolver(() => ReviewSheet)
export class ReviewSheetResolver {
  @Authorized(...SHEET_READERS)
  @Query(() => [ReviewSheet], { description: 'Review sheets (awardReviewConfig).' })
  reviewSheets(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ReviewSheetFilter, { nullable: true }) filter?: ReviewSheetFilter,
  ) {
    return reviewService.sheets(ctx, filter ?? {});
  }

  @Authorized(...SHEET_READERS)
  @Query(() => ReviewSheet, { description: 'The printable template of expertTable/<key>.' })
  reviewSheetByKey(
    @Ctx() ctx: RequestContext,
    @Arg('key', () => String, { description: 'Key of the review sheet (expertTable/<key>).' }) key: string,
  ) {
    return reviewService.sheetByKey(ctx, key);
  }

  @Authorized(REVIEW_CODES.config)
  @Mutation(() => ReviewSheet, { description: 'Creates or updates a review sheet.' })
  saveReviewSheet(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewSheetInput) input: ReviewSheetInput) {
    return reviewService.saveSheet(ctx, input);
  }

  @Authorized(REVIEW_CODES.config)
  @Mutation(() => Boolean, { description: 'Removes a review sheet nobody has scored with.' })
  removeReviewSheet(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return reviewService.removeSheet(ctx, id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The award type label.' })
  awardTypeLabel(@Root() sheet: ReviewSheet) {
    return awardTypeOf(sheet.awardType)?.label ?? null;
  }
}

@Resolver(() => ReviewScore)
export class ReviewScoreResolver {
  @FieldResolver(() => [ReviewItemScore], { description: 'Item scores and comments, by item key.' })
  items(@Root() score: ReviewScore): ReviewItemScore[] {
    const keys = [...new Set([...Object.keys(score.scores), ...Object.keys(score.comments)])];
    return keys.map((key) => ({ key, score: score.scores[key] ?? null, comment: score.comments[key] ?? null }));
  }

  @FieldResolver(() => String, { description: 'The expert name.' })
  async expertName(@Ctx() ctx: RequestContext, @Root() score: ReviewScore): Promise<string> {
    return expertService.nameOf(ctx, score.expertId);
  }

  @FieldResolver(() => ReviewSheet, { nullable: true, description: 'The sheet scored with (item labels).' })
  sheet(@Ctx() ctx: RequestContext, @Root() score: ReviewScore): Promise<ReviewSheet | null> {
    return ctx.em.findOne(ReviewSheet, { id: score.sheetId }, { filters: { notDeleted: false } });
  }

  @Authorized(REVIEW_CODES.scoring)
  @Query(() => [ScoringTask], { description: "The signed-in expert's assigned applications (scoringPage)." })
  async myReviewTasks(@Ctx() ctx: RequestContext) {
    return (await reviewService.myTasks(ctx)).map(taskOf);
  }

  @Authorized(REVIEW_CODES.scoring)
  @Query(() => ScoringTask, { description: 'One assigned application of the signed-in expert; others are not found.' })
  async myReviewTask(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string) {
    return taskOf(await reviewService.myTask(ctx, applicationId));
  }

  @Authorized(REVIEW_CODES.scoring)
  @Query(() => ReviewProgress, { description: "The signed-in expert's progress: assigned and submitted." })
  async myReviewProgress(@Ctx() ctx: RequestContext): Promise<ReviewProgress> {
    const tasks = await reviewService.myTasks(ctx);
    return {
      assigned: tasks.length,
      submitted: tasks.filter((t) => t.score?.status === SCORE_STATUS.submitted).length,
    };
  }

  @Authorized(REVIEW_CODES.scoring)
  @Mutation(() => ReviewScore, { description: 'Saves a draft score of an assigned application.' })
  saveReviewScore(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewScoreInput) input: ReviewScoreInput) {
    return reviewService.saveScore(ctx, input, false);
  }

  @Authorized(REVIEW_CODES.scoring)
  @Mutation(() => ReviewScore, {
    description: 'Submits (and locks) a score of an assigned application: every item, required comments.',
  })
  submitReviewScore(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewScoreInput) input: ReviewScoreInput) {
    return reviewService.saveScore(ctx, input, true);
  }

  @Authorized(REVIEW_CODES.unlock)
  @Mutation(() => ReviewScore, { description: 'An administrator unlocks a submitted score.' })
  unlockReviewScore(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return reviewService.unlock(ctx, id);
  }

  @Authorized(...STAFF)
  @Query(() => [ReviewScore], { description: 'The scores of an application (staff).' })
  reviewScores(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string) {
    return reviewService.scoresOf(ctx, applicationId);
  }

  @Authorized(REVIEW_CODES.ranking)
  @Query(() => [ReviewRankingRow], {
    description: 'Project quality ranking of a programme (project-quality-ranking-table).',
  })
  reviewRanking(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID, { nullable: true }) programmeId?: string) {
    return reviewService.ranking(ctx, programmeId);
  }

  @Authorized(REVIEW_CODES.expertStat)
  @Query(() => [ReviewExpertStat], { description: 'Per expert: assigned, submitted, mean total (expertStatistic).' })
  reviewExpertStatistics(
    @Ctx() ctx: RequestContext,
    @Arg('programmeId', () => ID, { nullable: true }) programmeId?: string,
  ) {
    return reviewService.expertStatistics(ctx, programmeId);
  }
}

@Resolver(() => ScoringTask)
export class ReviewTaskResolver {
  @FieldResolver(() => ReviewScore, { nullable: true, description: "The expert's score (draft or submitted)." })
  score(@Root() task: TaskView) {
    return task.score;
  }

  @FieldResolver(() => [ReviewSheet], { description: 'The sheets that apply (the first is the default).' })
  sheets(@Ctx() ctx: RequestContext, @Root() task: TaskView) {
    return reviewService.applicableSheets(ctx, task.row.application, task.row.expert);
  }
}
