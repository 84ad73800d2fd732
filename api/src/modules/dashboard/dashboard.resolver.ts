import { Authorized, Ctx, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { noticeService } from '../desk/index.js';
import { REGISTRATION_CODES } from '../system/index.js';
import { USER_CODES } from '../system/index.js';
import { flowService } from '../../engine/flow/flow.service.js';

@ObjectType()
export class DashboardEvent {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => GraphQLISODateTime) startTime!: Date;
  @Field(() => String, { nullable: true }) venue?: string;
}

@ObjectType()
export class DashboardNotice {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => GraphQLISODateTime) releaseTime!: Date;
}

/**
 * The signed-in user's home figures. A null field means "not available here": either its module does not exist
 * yet (members, applications and events their modules) or the user may not see it (user and registration counts
 * need those screens' codes).
 */
@ObjectType()
export class Dashboard {
  @Field(() => Int, { nullable: true, description: 'My to-do tasks (approval flows).' }) todoCount?: number;
  @Field(() => Int, { nullable: true, description: 'Member units.' }) memberCount?: number;
  @Field(() => Int, { nullable: true, description: 'Award applications in progress.' }) applicationsInProgress?: number;
  @Field(() => [DashboardEvent], { nullable: true }) upcomingEvents?: DashboardEvent[];
  @Field(() => [DashboardNotice], { nullable: true }) latestNotices?: DashboardNotice[];
  @Field(() => Int, { nullable: true, description: 'Active users of the tenant (holders of the user code).' }) userCount?: number;
  @Field(() => Int, { nullable: true, description: 'Registrations waiting for approval (holders of the registration code).' }) pendingRegistrations?: number;
}

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => Dashboard, { description: "The signed-in user's home figures; null where a module is not there yet or not visible." })
  async dashboard(@Ctx() ctx: RequestContext): Promise<Dashboard> {
    const user = requireUser(ctx);
    const result: Dashboard = {};
    result.todoCount = (await flowService.taskCounts(ctx)).todo;
    if (holdsAny(user, [USER_CODES.view])) result.userCount = await ctx.em.count(User, { status: USER_STATUS.active });
    if (holdsAny(user, [REGISTRATION_CODES.view])) result.pendingRegistrations = await ctx.em.count(User, { status: USER_STATUS.pending });
    // Published notices of the own tenant are for every signed-in user.
    result.latestNotices = (await noticeService.latest(ctx, 5)).map((n) => ({ id: n.id, title: n.title, releaseTime: n.releaseTime! }));
    return result;
  }
}
