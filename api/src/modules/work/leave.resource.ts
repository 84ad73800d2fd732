import type { FilterQuery } from '@mikro-orm/core';
import { IsDate, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
} from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { badInput, DomainError, notFound } from '../../engine/errors/domain-error.js';
import { FlowLog } from '../../engine/flow/flow.entities.js';
import { registerFlowHooks } from '../../engine/flow/flow-hooks.js';
import { FLOW_ADMIN_CODE, flowService } from '../../engine/flow/flow.service.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import { RequiredText } from '../../engine/validation/rules.js';
import { LEAVE_TYPES, LeaveRequest } from './leave.entity.js';

export const LEAVE_BUSINESS_TYPE = 'leave';
/** Menu code of the leave process (who may file leave requests). */
export const LEAVE_CODE = 'work_leave';

@InputType({ description: 'The values of a leave request (请假), to save or to save and submit.' })
export class LeaveInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => Int, { description: '1 事假, 2 病假, 3 年假, 4 调休, 5 婚假, 6 产假, 7 其他.' })
  @IsInt({ message: '请选择请假类型' })
  @Min(1, { message: '请选择请假类型' })
  @Max(7, { message: '请选择请假类型' })
  leaveType!: number;
  @Field(() => GraphQLISODateTime, { description: 'Start of the leave.' })
  @IsDate({ message: '请选择开始时间' })
  startTime!: Date;
  @Field(() => GraphQLISODateTime, { description: 'End of the leave.' })
  @IsDate({ message: '请选择结束时间' })
  endTime!: Date;
  @Field(() => String, { description: 'Days of leave, up to one decimal (e.g. 1.5).' })
  @Matches(/^\d{1,4}(\.\d)?$/, { message: '请输入请假天数（最多一位小数）' })
  days!: string;
  @Field(() => String, { description: 'Reason for the leave (up to 2000 characters).' })
  @RequiredText('请输入请假事由', 2000)
  reason!: string;
  @Field(() => Boolean, { nullable: true, description: '保存并送审: also submit into the flow.' })
  @IsOptional()
  andSubmit?: boolean;
}

@InputType({ description: 'Search conditions on leave requests.' })
export class LeaveFilter {
  @Field(() => Int, { nullable: true, description: 'Only requests in this flow status (0 to 5, SPEC section 4).' })
  @IsOptional()
  @IsInt()
  flowStatus?: number;
  @Field(() => Boolean, { nullable: true, description: "Flow administrators: everyone's requests." })
  @IsOptional()
  all?: boolean;
}

/** Editable while not under review and not finished: pending, rejected or withdrawn. */
const EDITABLE: number[] = [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn];

class LeaveService extends CrudService<LeaveRequest, LeaveInput, LeaveFilter> {
  constructor() {
    super({ entity: LeaveRequest, notFoundMessage: '请假申请不存在' });
  }

  /** Own requests; flow administrators may list everyone's. */
  ownWhere(ctx: RequestContext, filter: LeaveFilter = {}): FilterQuery<LeaveRequest> {
    const user = requireUser(ctx);
    const where: Record<string, unknown> = {};
    if (!(filter.all && holdsAny(user, [FLOW_ADMIN_CODE]))) where.createUser = user.id;
    if (filter.flowStatus != null) where.flowStatus = filter.flowStatus;
    return where as FilterQuery<LeaveRequest>;
  }

  /** A request the user may read: their own, one they approve or approved, or any for flow administrators. */
  async readable(ctx: RequestContext, id: string): Promise<LeaveRequest> {
    const user = requireUser(ctx);
    const leave = await this.detail(ctx, id);
    if (leave.createUser === user.id || holdsAny(user, [FLOW_ADMIN_CODE])) return leave;
    const instance = await flowService.instanceOf(ctx, LEAVE_BUSINESS_TYPE, id);
    if (
      instance &&
      (flowService.actorsOf(instance, user).length > 0 ||
        (await ctx.em.count(FlowLog, { instanceId: instance.id, createUser: user.id })) > 0)
    )
      return leave;
    throw notFound('请假申请不存在');
  }

  protected override async validate(ctx: RequestContext, input: LeaveInput, existing?: LeaveRequest): Promise<void> {
    if (input.endTime.getTime() <= input.startTime.getTime())
      throw badInput('结束时间必须晚于开始时间', [{ field: 'endTime', message: '结束时间必须晚于开始时间' }]);
    if (Number(input.days) <= 0)
      throw badInput('请假天数必须大于 0', [{ field: 'days', message: '请假天数必须大于 0' }]);
    if (existing) {
      if (existing.createUser !== ctx.userId) throw new DomainError('FORBIDDEN', '只能修改自己的请假申请');
      if (!EDITABLE.includes(existing.flowStatus)) throw badInput('审核中或已结束的申请不能修改');
    }
  }

  protected override assign(entity: LeaveRequest, input: LeaveInput): void {
    entity.leaveType = input.leaveType;
    entity.startTime = input.startTime;
    entity.endTime = input.endTime;
    entity.days = input.days;
    entity.reason = input.reason.trim();
    entity.applicantName ??= '';
  }
}

export const leaveService = new LeaveService();

registerFlowHooks(LEAVE_BUSINESS_TYPE, {
  label: '请假',
  paths: {
    detail: '/work/process/leave/detail/{instanceId}/{businessId}',
    handle: '/work/process/leave/handle/{instanceId}/{instanceId}/{businessId}',
  },
  async canSubmit(ctx, businessId) {
    const leave = await ctx.em.findOne(LeaveRequest, { id: businessId });
    return Boolean(leave && leave.createUser === ctx.userId);
  },
  async title(ctx, businessId) {
    const leave = await ctx.em.findOne(LeaveRequest, { id: businessId });
    return leave ? `${leave.applicantName}的${LEAVE_TYPES[leave.leaveType] ?? ''}申请（${leave.days}天）` : undefined;
  },
  async onTransition(ctx, { instance }) {
    const leave = await ctx.em.findOne(LeaveRequest, { id: instance.businessId });
    if (leave) leave.flowStatus = instance.status;
  },
});

const LeavePage = PageType(LeaveRequest);

@Resolver(() => LeaveRequest)
export class LeaveResolver {
  @Authorized(LEAVE_CODE)
  @Query(() => LeavePage, { description: "My leave requests (flow administrators: everyone's with all: true)." })
  leaveRequests(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => LeaveFilter, { nullable: true }) filter?: LeaveFilter,
  ) {
    return leaveService.page(ctx, pageRequest(page), leaveService.ownWhere(ctx, filter));
  }

  @Authorized()
  @Query(() => LeaveRequest, { description: 'One leave request by id.' })
  leaveRequest(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return leaveService.readable(ctx, id);
  }

  @Authorized(LEAVE_CODE)
  @Mutation(() => LeaveRequest, { description: 'Saves a leave request; with andSubmit also submits it (保存并送审).' })
  async submitLeaveRequest(@Ctx() ctx: RequestContext, @Arg('input', () => LeaveInput) input: LeaveInput) {
    const user = requireUser(ctx);
    const { entity } = await leaveService.submit(ctx, input);
    if (!entity.applicantName) {
      entity.applicantName = user.realName || user.account;
      await ctx.em.flush();
    }
    if (input.andSubmit) await flowService.submit(ctx, { businessType: LEAVE_BUSINESS_TYPE, businessId: entity.id });
    return entity;
  }
}
