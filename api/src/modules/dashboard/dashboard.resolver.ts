import { Authorized, Ctx, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { noticeService } from '../desk/index.js';
import { REGISTRATION_CODES } from '../system/index.js';
import { USER_CODES } from '../system/index.js';
import { flowService } from '../../engine/flow/flow.service.js';
import { awardApplicationService } from '../award/index.js';
import { eventService } from '../event/index.js';
import { MEMBER_INFO_CODE, memberUnitService } from '../member/index.js';

@ObjectType({ description: 'An upcoming event on the dashboard.' })
export class DashboardEvent {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Title of the event.' }) title!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the event starts.' }) startTime!: Date;
  @Field(() => String, { description: 'Where it takes place.', nullable: true }) venue?: string;
}

@ObjectType({ description: 'A notice on the dashboard.' })
export class DashboardNotice {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Title of the notice.' }) title!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the notice was released.' }) releaseTime!: Date;
}

/**
 * The signed-in user's home figures. A null field means "not for this user": member units need the member screen's
 * code, applications are counted for their staff and for member accounts (their own unit's), user and registration
 * counts need those screens' codes.
 */
@ObjectType({ description: 'The figures and lists of the home dashboard.' })
export class Dashboard {
  @Field(() => Int, {
    nullable: true,
    description: 'My tasks of the approval flows: to do and to claim (待办 + 待签).',
  })
  todoCount?: number;
  @Field(() => Int, { nullable: true, description: 'Member units in good standing (正常).' }) memberCount?: number;
  @Field(() => Int, {
    nullable: true,
    description:
      "Award applications in progress: under review for their staff; a member account's own unfinished ones.",
  })
  applicationsInProgress?: number;
  @Field(() => [DashboardEvent], { description: 'Events coming up.', nullable: true })
  upcomingEvents?: DashboardEvent[];
  @Field(() => [DashboardNotice], { description: 'The latest notices.', nullable: true })
  latestNotices?: DashboardNotice[];
  @Field(() => Int, { nullable: true, description: 'Active users of the tenant (holders of the user code).' })
  userCount?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Registrations waiting for approval (holders of the registration code).',
  })
  pendingRegistrations?: number;
}

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => Dashboard, {
    description: "The signed-in user's home figures; null where a module is not there yet or not visible.",
  })
  async dashboard(@Ctx() ctx: RequestContext): Promise<Dashboard> {
    const user = requireUser(ctx);
    const result: Dashboard = {};
    const tasks = await flowService.taskCounts(ctx);
    result.todoCount = tasks.todo + tasks.claim;
    if (holdsAny(user, [MEMBER_INFO_CODE])) result.memberCount = await memberUnitService.countActive(ctx);
    const ownUnit = await memberUnitService.mine(ctx);
    result.applicationsInProgress = await awardApplicationService.inProgressCount(ctx, ownUnit?.id);
    result.upcomingEvents = (await eventService.upcoming(ctx, 5)).map((e) => ({
      id: e.id,
      title: e.title,
      startTime: e.startTime,
      venue: e.venue,
    }));
    if (holdsAny(user, [USER_CODES.view])) result.userCount = await ctx.em.count(User, { status: USER_STATUS.active });
    if (holdsAny(user, [REGISTRATION_CODES.view]))
      result.pendingRegistrations = await ctx.em.count(User, { status: USER_STATUS.pending });
    // Published notices of the own tenant are for every signed-in user.
    result.latestNotices = (await noticeService.latest(ctx, 5)).map((n) => ({
      id: n.id,
      title: n.title,
      releaseTime: n.releaseTime!,
    }));
    return result;
  }
}
