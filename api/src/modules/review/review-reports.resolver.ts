import { Arg, Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { ReviewScore } from './review.entity.js';
import { REPORT_CODES, reviewReports } from './review-reports.js';

@ObjectType({ description: 'A count of applications under a key.' })
export class ReviewCountRow {
  @Field(() => String) key!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: '申报统计: applications by programme, region and flow status.' })
export class ReviewDeclareStatistic {
  @Field(() => Int) total!: number;
  @Field(() => [ReviewCountRow]) byProgramme!: ReviewCountRow[];
  @Field(() => [ReviewCountRow], { description: "By values.region (a city code) with the region name; '' is 未填写." })
  byRegion!: ReviewCountRow[];
  @Field(() => [ReviewCountRow], { description: 'Every flow status 0-5.' }) byStatus!: ReviewCountRow[];
}

@ObjectType({ description: 'A row of the summary report (汇总表).' })
export class ReviewSummaryRow {
  @Field(() => ID) applicationId!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true }) projectName?: string | null;
  @Field(() => String) unitName!: string;
  @Field(() => Int) flowStatus!: number;
  @Field(() => String) statusLabel!: string;
  @Field(() => Int, { description: 'Assigned experts.' }) experts!: number;
  @Field(() => Int, { description: 'Submitted scores.' }) submitted!: number;
  @Field(() => Float, { nullable: true }) rawMean?: number | null;
  @Field(() => Float, { nullable: true }) normalizedMean?: number | null;
  @Field(() => Int, { nullable: true }) rank?: number | null;
}

@ObjectType({ description: 'The evaluation opinion of an application (评价意见).' })
export class ReviewEvaluationOpinion {
  @Field(() => ReviewSummaryRow) row!: ReviewSummaryRow;
  @Field(() => Int, { description: 'Ranked applications of the programme.' }) ranked!: number;
  @Field(() => [ReviewScore], { description: 'The submitted scores.' }) scores!: ReviewScore[];
}

@ObjectType({ description: 'A row of the house verification summary (房建工程核验汇总).' })
export class ReviewHouseRow {
  @Field(() => ID) applicationId!: string;
  @Field(() => String, { nullable: true }) projectName?: string | null;
  @Field(() => String) unitName!: string;
  @Field(() => Int) flowStatus!: number;
  @Field(() => String) statusLabel!: string;
  @Field(() => Int) submitted!: number;
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
