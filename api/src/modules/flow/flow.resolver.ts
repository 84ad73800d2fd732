import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { FlowInstance, FlowLog, FlowModel } from '../../engine/flow/flow.entities.js';
import { fillFlowPath, flowBusinessTypes, flowHooksOf } from '../../engine/flow/flow-hooks.js';
import { FLOW_ADMIN_CODE, flowService, type TaskKind } from '../../engine/flow/flow.service.js';
import { forbidden, notFound } from '../../engine/errors/domain-error.js';
import { FLOW_STATUS } from '../../engine/flow/transitions.js';
import {
  FlowActionInput,
  FlowClaimInput,
  FlowModelFilter,
  FlowModelInput,
  FlowModelStatusInput,
  FlowSubmitInput,
  FlowTaskFilter,
  FlowTaskListFilter,
  FlowTerminateInput,
} from './flow.inputs.js';

const FlowModelPage = PageType(FlowModel);
const FlowInstancePage = PageType(FlowInstance);

@ObjectType({ description: 'The four task lists of the signed-in user, counted.' })
export class FlowTaskCounts {
  @Field(() => Int, { description: 'Tasks waiting for the user: named as approver or claimed (待办).' }) todo!: number;
  @Field(() => Int, { description: "Unclaimed tasks of the user's roles or department, to claim (签收)." })
  claim!: number;
  @Field(() => Int, { description: 'Flows the user has submitted (我的申请).' }) sent!: number;
  @Field(() => Int, { description: 'Flows the user has acted on: approved, rejected, voided or terminated (已办).' })
  done!: number;
}

/**
 * One block of the approval panel (SPEC section 2): a step of the model with what happened there last and,
 * for the current step, the buttons the server allows the signed-in user (buttonApproval ...), with titles.
 */
@ObjectType({
  description:
    "One step of a record's flow as the approval panel shows it: its result so far and the buttons the server allows.",
})
export class FlowPanelStep {
  @Field(() => Int, { description: 'Place of the step in the flow (from 0).' }) stepIndex!: number;
  @Field(() => String, { description: 'Title of the step.' }) approvalConfigTitle!: string;
  @Field(() => Int, { description: '0 nothing yet (no result text), else the status the last action here led to.' })
  approvalStatus!: number;
  @Field(() => String, { description: 'Opinion of the last action on this step.', nullable: true })
  approvalOpinion?: string;
  @Field(() => String, { description: 'Who took the last action on this step.', nullable: true }) createByName?: string;
  @Field(() => GraphQLISODateTime, { description: 'When the last action on this step was taken.', nullable: true })
  createDateTime?: Date;
  @Field(() => Boolean, { description: 'True for the step the flow is at now.' }) current!: boolean;
  @Field(() => Boolean, { description: 'Whether the approve button shows.' }) buttonApproval!: boolean;
  @Field(() => String, { description: 'Label of the approve button.' }) buttonApprovalTitle!: string;
  @Field(() => Boolean, { description: 'Whether the reject button shows.' }) buttonReject!: boolean;
  @Field(() => String, { description: 'Label of the reject button.' }) buttonRejectTitle!: string;
  @Field(() => Boolean, { description: 'Whether the void (作废) button shows.' }) buttonCancel!: boolean;
  @Field(() => String, { description: 'Label of the void button.' }) buttonCancelTitle!: string;
  @Field(() => Boolean, { description: 'Whether the reset button shows.' }) buttonReset!: boolean;
  @Field(() => String, { description: 'Label of the reset button.' }) buttonResetTitle!: string;
}

@ObjectType({
  description:
    "A business record's flow: its instance (null before the first submission), log, panel and allowed actions.",
})
export class FlowRecord {
  @Field(() => FlowInstance, {
    nullable: true,
    description: "The record's flow instance; empty before it is first submitted.",
  })
  instance?: FlowInstance;
  @Field(() => [FlowLog], { description: 'The flow log, oldest first.' }) logs!: FlowLog[];
  @Field(() => [FlowPanelStep], { description: 'The approval panel: one block per step of the model.' })
  steps!: FlowPanelStep[];
  @Field(() => [String], { description: 'submit | approve | reject | void | withdraw | reset' })
  allowedActions!: string[];
}

/** Builds a record's panel: one block per model step, the last log entry of each step, and the current step's buttons. */
async function flowRecord(ctx: RequestContext, instance: FlowInstance | undefined): Promise<FlowRecord> {
  if (!instance) return { logs: [], steps: [], allowedActions: ['submit'] };
  const [logs, steps, allowed] = await Promise.all([
    flowService.logs(ctx, instance.id),
    flowService.stepsOf(ctx, instance),
    flowService.allowedActions(ctx, instance),
  ]);
  const current = instance.status === FLOW_STATUS.reviewing ? instance.stepIndex : -1;
  const panel = steps.map((step, index): FlowPanelStep => {
    const last = [...logs].reverse().find((l) => l.stepIndex === index && l.action !== 'submit');
    const isCurrent = index === current;
    return {
      stepIndex: index,
      approvalConfigTitle: step.title,
      approvalStatus: isCurrent ? 0 : (last?.approvalStatus ?? 0),
      approvalOpinion: isCurrent ? undefined : last?.approvalOpinion,
      createByName: isCurrent ? undefined : last?.createByName,
      createDateTime: isCurrent ? undefined : last?.createTime,
      current: isCurrent,
      buttonApproval: isCurrent && allowed.includes('approve'),
      buttonApprovalTitle: step.buttonApprovalTitle,
      buttonReject: isCurrent && allowed.includes('reject'),
      buttonRejectTitle: step.buttonRejectTitle,
      buttonCancel: isCurrent && allowed.includes('void'),
      buttonCancelTitle: step.buttonCancelTitle,
      buttonReset: allowed.includes('reset') && step.buttonReset,
      buttonResetTitle: step.buttonResetTitle,
    };
  });
  return { instance, logs, steps: panel, allowedActions: allowed };
}

/** Who may read a record's flow: its applicant, an approver of it (current or past), or a flow administrator. */
async function canRead(ctx: RequestContext, instance: FlowInstance): Promise<boolean> {
  const user = requireUser(ctx);
  if (flowService.actorsOf(instance, user).length > 0) return true;
  if (
    instance.status === FLOW_STATUS.reviewing &&
    (instance.approvers.includes(user.id) ||
      user.roleAliases.some((r) => instance.approvers.includes(r)) ||
      (user.deptId && instance.approvers.includes(user.deptId)))
  )
    return true;
  const acted = await ctx.em.count(FlowLog, { instanceId: instance.id, createUser: user.id });
  return acted > 0;
}

@Resolver(() => FlowLog)
export class FlowLogResolver {
  @FieldResolver(() => GraphQLISODateTime, { description: 'When the step was taken (SPEC: createDateTime).' })
  createDateTime(@Root() log: FlowLog): Date {
    return log.createTime;
  }
}

/** A business type as the task lists and the model editor show it: its name and where its records open. */
@ObjectType({ description: '业务类型' })
export class FlowBusinessTypeDef {
  @Field(() => String, { description: 'Business type key (the flow model key).' }) key!: string;
  @Field(() => String, { description: 'Name of the business type.' }) label!: string;
  @Field(() => String, { description: 'Client path of a record, with {businessId} and {instanceId} placeholders.' })
  detailPath!: string;
  @Field(() => String, { description: 'Client path where a task of the type is handled (办理), same placeholders.' })
  handlePath!: string;
}

function businessTypeDef(key: string): FlowBusinessTypeDef | undefined {
  const hooks = flowHooksOf(key);
  if (!hooks) return undefined;
  return {
    key,
    label: hooks.label,
    detailPath: hooks.paths.detail,
    handlePath: hooks.paths.handle ?? hooks.paths.detail,
  };
}

@Resolver(() => FlowInstance)
export class FlowInstanceResolver {
  @FieldResolver(() => String, {
    description: "The business type's name (请假, 世纪杯申报 ...); the code when no module registers it.",
  })
  businessTypeLabel(@Root() instance: FlowInstance): string {
    return flowHooksOf(instance.businessType)?.label ?? instance.businessType;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Client path of the record (查看); null when no module registers the type.',
  })
  detailPath(@Root() instance: FlowInstance): string | null {
    const def = businessTypeDef(instance.businessType);
    return def ? fillFlowPath(def.detailPath, { instanceId: instance.id, businessId: instance.businessId }) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Client path where the current task is handled (办理).' })
  handlePath(@Root() instance: FlowInstance): string | null {
    const def = businessTypeDef(instance.businessType);
    return def ? fillFlowPath(def.handlePath, { instanceId: instance.id, businessId: instance.businessId }) : null;
  }
}

@Resolver()
export class FlowResolver {
  @Authorized(FLOW_ADMIN_CODE)
  @Query(() => FlowModelPage, { description: 'Flow models (latest versions unless allVersions).' })
  flowModels(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => FlowModelFilter, { nullable: true }) filter?: FlowModelFilter,
  ) {
    return flowService.models(ctx, pageRequest(page), filter);
  }

  @Authorized(FLOW_ADMIN_CODE)
  @Query(() => [FlowModel], { description: "Every version of a business type's model, newest first." })
  flowModelVersions(
    @Ctx() ctx: RequestContext,
    @Arg('modelKey', () => String, { description: 'Key of the model (its business type).' }) modelKey: string,
  ) {
    return flowService.versions(ctx, modelKey);
  }

  @Authorized(FLOW_ADMIN_CODE)
  @Query(() => [String], { description: 'Business types that can be bound to a flow model.' })
  flowBusinessTypes(): string[] {
    return flowBusinessTypes();
  }

  @Authorized()
  @Query(() => [FlowBusinessTypeDef], {
    description: 'Every registered business type with its name and the client paths of its records.',
  })
  flowBusinessTypeDefs(): FlowBusinessTypeDef[] {
    return flowBusinessTypes().flatMap((key) => businessTypeDef(key) ?? []);
  }

  @Authorized(FLOW_ADMIN_CODE)
  @Mutation(() => FlowModel, { description: 'Saves a model as a new version of its business type.' })
  saveFlowModel(@Ctx() ctx: RequestContext, @Arg('input', () => FlowModelInput) input: FlowModelInput) {
    return flowService.saveModel(ctx, input);
  }

  @Authorized(FLOW_ADMIN_CODE)
  @Mutation(() => FlowModel, { description: "Suspends (0) or activates (1) a business type's model." })
  setFlowModelStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => FlowModelStatusInput) input: FlowModelStatusInput,
  ) {
    return flowService.setModelStatus(ctx, input.modelKey, input.status);
  }

  @Authorized()
  @Query(() => FlowRecord, {
    description: "A business record's flow, for the approval panel and the approval-record dialog.",
  })
  async flowRecord(
    @Ctx() ctx: RequestContext,
    @Arg('businessType', () => String, { description: 'Business type of the record (as registered).' })
    businessType: string,
    @Arg('businessId', () => ID, { description: 'Id of the business record.' }) businessId: string,
  ) {
    const instance = await flowService.instanceOf(ctx, businessType, businessId);
    if (instance && !(await canRead(ctx, instance))) throw forbidden();
    return flowRecord(ctx, instance);
  }

  @Authorized()
  @Query(() => FlowRecord, { description: 'The flow of a record: instance, log and approval panel.' })
  async flowInstance(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    const instance = await flowService.instance(ctx, id);
    if (!(await canRead(ctx, instance))) throw notFound('流程记录不存在');
    return flowRecord(ctx, instance);
  }

  @Authorized()
  @Query(() => FlowInstancePage, {
    description: "My task list of the filter's kind: todo (default) | claim | sent | done.",
  })
  flowTasks(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => FlowTaskListFilter, { nullable: true }) filter?: FlowTaskListFilter,
  ) {
    return flowService.tasks(ctx, (filter?.kind ?? 'todo') as TaskKind, pageRequest(page), filter);
  }

  @Authorized()
  @Query(() => FlowTaskCounts, { description: "The sizes of the signed-in user's four task lists." })
  flowTaskCounts(@Ctx() ctx: RequestContext) {
    return flowService.taskCounts(ctx);
  }

  @Authorized(FLOW_ADMIN_CODE)
  @Query(() => FlowInstancePage, { description: 'Follow-up: every instance of the tenant.' })
  flowFollowUp(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => FlowTaskFilter, { nullable: true }) filter?: FlowTaskFilter,
  ) {
    return flowService.followUp(ctx, pageRequest(page), filter);
  }

  @Authorized()
  @Mutation(() => FlowInstance, { description: 'Submits (or resubmits) a business record into its flow.' })
  submitFlow(@Ctx() ctx: RequestContext, @Arg('input', () => FlowSubmitInput) input: FlowSubmitInput) {
    return flowService.submit(ctx, input);
  }

  @Authorized()
  @Mutation(() => FlowInstance, {
    description: 'approve, reject (opinion required), void, withdraw, reset, or submit again.',
  })
  flowAction(@Ctx() ctx: RequestContext, @Arg('input', () => FlowActionInput) input: FlowActionInput) {
    return flowService.actOn(ctx, input);
  }

  @Authorized()
  @Mutation(() => FlowInstance, {
    description: 'Claims the current step of an instance for the signed-in user; others can no longer act on it.',
  })
  claimFlowTask(@Ctx() ctx: RequestContext, @Arg('input', () => FlowClaimInput) input: FlowClaimInput) {
    return flowService.claim(ctx, input.instanceId, input.version);
  }

  @Authorized(FLOW_ADMIN_CODE)
  @Mutation(() => FlowInstance, { description: 'Ends a running flow (flow administrators), with a reason.' })
  terminateFlowInstance(@Ctx() ctx: RequestContext, @Arg('input', () => FlowTerminateInput) input: FlowTerminateInput) {
    return flowService.terminate(ctx, input.instanceId, input.reason);
  }
}
