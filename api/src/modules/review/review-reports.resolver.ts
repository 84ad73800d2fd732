import { Arg, Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { ReviewScore } from './review.entity.js';
import { REPORT_CODES, reviewReports } from './review-reports.js';

@ObjectType({ description: 'A count of applications under a key.' })
export class ReviewCountRow {
  @Field(() => String, { description: 'The key counted by (a programme id, a region code or a flow status).' })
  key!: string;
  @Field(() => String, { description: 'Display name of the key.' }) label!: string;
  @Field(() => Int, { description: 'Number of applications.' }) count!: number;
}

@ObjectType({ description: '申报统计: applications by programme, region and flow status.' })
export class ReviewDeclareStatistic {
  @Field(() => Int, { description: 'All applications counted.' }) total!: number;
  @Field(() => [ReviewCountRow], { description: 'Applications by award programme.' }) byProgramme!: ReviewCountRow[];
  @Field(() => [ReviewCountRow], { description: "By values.region (a city code) with the region name; '' is 未填写." })
  byRegion!: ReviewCountRow[];
  @Field(() => [ReviewCountRow], { description: 'Every flow status 0-5.' }) byStatus!: ReviewCountRow[];
}

@ObjectType({ description: 'A row of the summary report (汇总表).' })
export class ReviewSummaryRow {
  @Field(() => ID, { description: 'Id of the award application.' }) applicationId!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true, description: 'Project name of the application.' }) projectName?: string | null;
  @Field(() => String, { description: "The applicant unit's name." }) unitName!: string;
  @Field(() => Int)
  flowStatus!: number;
  @Field(() => String, { description: 'Name of the flow status.' }) statusLabel!: string;
  @Field(() => Int, { description: 'Assigned experts.' }) experts!: number;
  @Field(() => Int, { description: 'Submitted scores.' }) submitted!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Mean weighted total of the submitted scores; empty before any score.',
  })
  rawMean?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean weighted total after removing each expert's leniency; empty before any score.",
  })
  normalizedMean?: number | null;
  @Field(() => Int, { nullable: true, description: 'Rank by the raw mean (1 best); empty before any score.' }) rank?:
    | number
    | null;
}

@ObjectType({ description: 'The evaluation opinion of an application (评价意见).' })
export class ReviewEvaluationOpinion {
  @Field(() => ReviewSummaryRow, { description: "The application's review summary." }) row!: ReviewSummaryRow;
  @Field(() => Int, { description: 'Ranked applications of the programme.' }) ranked!: number;
  @Field(() => [ReviewScore], { description: 'The submitted scores.' }) scores!: ReviewScore[];
}

@ObjectType({ description: 'A row of the house verification summary (房建工程核验汇总).' })
export class ReviewHouseRow {
  @Field(() => ID, { description: 'Id of the award application.' }) applicationId!: string;
  @Field(() => String, { nullable: true, description: 'Project name of the application.' }) projectName?: string | null;
  @Field(() => String, { description: "The applicant unit's name." }) unitName!: string;
  @Field(() => Int)
  flowStatus!: number;
  @Field(() => String, { description: 'Name of the flow status.' }) statusLabel!: string;
  @Field(() => Int, { description: 'Scores submitted.' }) submitted!: number;
  @Field(() => Float, { nullable: true, description: 'Mean of the 实体 sheets.' }) entityMean?: number | null;
  @Field(() => Float, { nullable: true, description: 'Mean of the 档案 sheets.' }) archiveMean?: number | null;
}

@Resolver()
export class ReviewReportResolver {
  @Authorized(REPORT_CODES.declareStat)
  @Query(() => ReviewDeclareStatistic, { description: '申报统计 (declareStatistic).' })
  reviewDeclareStatistic(
    @Ctx() ctx: RequestContext,
    @Arg('programmeId', () => ID, { nullable: true }) programmeId?: string,
  ) {
    return reviewReports.declareStatistic(ctx, programmeId);
  }

  @Authorized(REPORT_CODES.summary, REPORT_CODES.opinion)
  @Query(() => [ReviewSummaryRow], { description: '汇总表 (summaryReport): one row per application, best rank first.' })
  reviewSummary(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID, { nullable: true }) programmeId?: string) {
    return reviewReports.summary(ctx, programmeId);
  }

  @Authorized(REPORT_CODES.opinion)
  @Query(() => ReviewEvaluationOpinion, {
    description: '评价意见 (project-quality-evaluation-opinion) of an application.',
  })
  async reviewEvaluationOpinion(
    @Ctx() ctx: RequestContext,
    @Arg('applicationId', () => ID) applicationId: string,
  ): Promise<ReviewEvaluationOpinion> {
    return reviewReports.opinion(ctx, applicationId);
  }

  @Authorized(REPORT_CODES.house)
  @Query(() => [ReviewHouseRow], { description: '房建工程核验汇总 (summary-of-house-verification).' })
  reviewHouseVerification(
    @Ctx() ctx: RequestContext,
    @Arg('programmeId', () => ID, { nullable: true }) programmeId?: string,
  ) {
    return reviewReports.houseVerification(ctx, programmeId);
  }
}
