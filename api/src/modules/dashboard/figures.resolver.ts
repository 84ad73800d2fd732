import { AWARD_TYPES } from '@zhuxie/domain/award/award-types';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { FLOW_STATUS_LABELS, type FlowStatus } from '../../engine/flow/transitions.js';
import { awardApplicationService } from '../award/index.js';
import { STATISTICS_CODE } from '../certificate/index.js';
import { duesYearSummary } from '../dues/index.js';
import { eventService } from '../event/index.js';
import { DashboardEvent } from './dashboard.resolver.js';

@ObjectType({ description: 'The dues of the year: periods paid and unpaid, with their sums in 元.' })
export class FiguresDues {
  @Field(() => Int, { description: 'The year counted.' }) year!: number;
  @Field(() => Int, { description: 'Dues periods paid.' }) paidCount!: number;
  @Field(() => String, { description: 'Sum of the paid periods, in 元 (decimal string).' }) paidAmount!: string;
  @Field(() => Int, { description: 'Dues periods not paid.' }) unpaidCount!: number;
  @Field(() => String, { description: 'Sum of the unpaid periods, in 元 (decimal string).' }) unpaidAmount!: string;
}

@ObjectType({ description: 'Applications of one award line in one flow status.' })
export class FiguresApplicationCount {
  @Field(() => String, { description: 'The award line (award type key).' }) awardType!: string;
  @Field(() => String, { description: 'Name of the award line.' }) awardLabel!: string;
  @Field(() => Int)
  flowStatus!: number;
  @Field(() => String, { description: 'Name of the flow status.' }) statusLabel!: string;
  @Field(() => Int, { description: 'Number of applications.' }) count!: number;
}

@ObjectType({
  description:
    'The association at a glance for staff (/mobile/statistical-query-main), besides the member statistics: dues of this year, applications by award line and status, upcoming events.',
})
export class AssociationFigures {
  @Field(() => FiguresDues, { description: 'Dues of this year.' }) dues!: FiguresDues;
  @Field(() => [FiguresApplicationCount], { description: 'Applications by award line and flow status.' })
  applications!: FiguresApplicationCount[];
  @Field(() => [DashboardEvent], { description: 'The next events to come (at most 5).' })
  upcomingEvents!: DashboardEvent[];
}

const typeLabel = (key: string) => AWARD_TYPES.find((t) => t.key === key)?.label ?? key;

@Resolver()
export class FiguresResolver {
  @Authorized(STATISTICS_CODE)
  @Query(() => AssociationFigures, {
    description: 'Staff figures (holders of the member statistics code): grouped counts, a few statements in all.',
  })
  async associationFigures(@Ctx() ctx: RequestContext): Promise<AssociationFigures> {
    const year = Number(todayIn().slice(0, 4));
    const [dues, counts, events] = await Promise.all([
      duesYearSummary(ctx, year),
      awardApplicationService.countsByTypeAndStatus(ctx),
      eventService.upcoming(ctx, 5),
    ]);
    const order = (key: string) => {
      const i = AWARD_TYPES.findIndex((t) => t.key === key);
      return i < 0 ? AWARD_TYPES.length : i;
    };
    return {
      dues,
      applications: counts
        .map((c) => ({
          ...c,
          awardLabel: typeLabel(c.awardType),
          statusLabel: FLOW_STATUS_LABELS[c.flowStatus as FlowStatus] ?? String(c.flowStatus),
        }))
        .sort((a, b) => order(a.awardType) - order(b.awardType) || a.flowStatus - b.flowStatus),
      upcomingEvents: events.map((e) => ({ id: e.id, title: e.title, startTime: e.startTime, venue: e.venue })),
    };
  }
}
