import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { RemoveInput } from '../../engine/crud/remove.input.js';
// Entity classes of other modules as GraphQL types only (in decorators); their reads go through the services.
import { AwardApplication, AwardProgramme, awardProgrammeService } from '../award/index.js';
import { AWARD_TYPES } from '@zhuxie/domain/award/award-types';
import { ExpertAccount } from '../expert/index.js';
import { ExpertDraw, ExpertGroup, ReviewTask } from './award-assign.entity.js';
import {
  AutoAssignInput,
  DrawDeclineInput,
  ExpertDrawInput,
  ExpertGroupFilter,
  ExpertGroupInput,
  ReviewTaskFilter,
  ReviewTaskInput,
} from './award-assign.inputs.js';
import { ALLOT_CODES, awardAssignService, expertGroupService, reviewTaskService } from './award-assign.service.js';
import { activeOf, expertDrawService } from './expert-draw.service.js';

/** The `discipline` argument of the expert lists. */
const EXPERT_DISCIPLINE_ARG =
  'Only experts of this discipline (a dictKey of the business dictionary expert_discipline).';

@ObjectType({ description: 'An expert in an assignment plan.' })
export class AssignPlanExpert {
  @Field(() => ID, { description: 'Id of the expert.' }) expertId!: string;
  @Field(() => String, { description: "The expert's name." }) name!: string;
  @Field(() => String, { nullable: true, description: "The expert's work unit." }) unitName?: string | null;
}

@ObjectType({
  description:
    'An expert that may not review an application, and why (本单位或参建单位回避 / 专家证已过期 / 未通过审核 / 已分配).',
})
export class AssignPlanExclusion extends AssignPlanExpert {
  @Field(() => String, { description: 'Why the expert is left out (Chinese message).' }) reason!: string;
}

@ObjectType({ description: 'How many applications an expert has in an assignment plan.' })
export class AssignPlanLoad extends AssignPlanExpert {
  @Field(() => Int, { description: 'Applications of the programme the expert reviews after the plan.' }) load!: number;
}

@ObjectType({ description: 'One application of an assignment plan.' })
export class AssignPlanApplication {
  @Field(() => ID, { description: 'Id of the award application.' }) applicationId!: string;
  @Field(() => String, { nullable: true, description: 'Project name of the application.' }) projectName?: string | null;
  @Field(() => String, { description: "The applicant unit's name." }) unitName!: string;
  @Field(() => Int)
  flowStatus!: number;
  @Field(() => [AssignPlanExpert], { description: 'Experts assigned before.' }) current!: AssignPlanExpert[];
  @Field(() => [AssignPlanExpert], { description: 'Experts the plan adds.' }) added!: AssignPlanExpert[];
  @Field(() => [AssignPlanExclusion], { description: 'Experts left out for this application, each with the reason.' })
  exclusions!: AssignPlanExclusion[];
  @Field(() => String, { nullable: true, description: 'Why the application cannot get N experts.' }) shortfall?:
    | string
    | null;
}

@ObjectType({ description: 'An automatic assignment: a preview (dry run) or the applied result.' })
export class AssignPlan {
  @Field(() => ID) programmeId!: string;
  @Field(() => Int, { description: 'Experts wanted per application.' }) perApplication!: number;
  @Field(() => Boolean, { description: 'Whether the plan was saved (false: a preview).' }) applied!: boolean;
  @Field(() => Int, { description: 'New assignments.' }) newCount!: number;
  @Field(() => [AssignPlanApplication], {
    description: 'Per application: the experts it gets and the experts excluded.',
  })
  applications!: AssignPlanApplication[];
  @Field(() => [AssignPlanLoad], { description: 'Per expert: how many applications the expert scores.' })
  loads!: AssignPlanLoad[];
}

@ObjectType({ description: 'An expert of the pool for one application (manual assignment dialog).' })
export class AssignCandidate extends AssignPlanExpert {
  @Field(() => String, { description: "The expert's discipline (专业)." }) discipline!: string;
  @Field(() => Boolean, { description: 'Whether the expert is already assigned to the application.' })
  assigned!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the expert is not eligible; none: eligible.' }) reason?:
    | string
    | null;
}

const ExpertGroupPage = PageType(ExpertGroup);
const ReviewTaskPage = PageType(ReviewTask);

@Resolver(() => ExpertGroup)
export class ExpertGroupResolver {
  @FieldResolver(() => [ExpertAccount], { description: 'The member experts.' })
  members(@Ctx() ctx: RequestContext, @Root() group: ExpertGroup) {
    return expertGroupService.members(ctx, group);
  }

  @Authorized(ALLOT_CODES.view)
  @Query(() => ExpertGroupPage, { description: 'Expert groups (专家分组).' })
  expertGroups(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ExpertGroupFilter, { nullable: true }) filter?: ExpertGroupFilter,
  ) {
    return expertGroupService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(ALLOT_CODES.group)
  @Mutation(() => ExpertGroup, { description: 'Creates (no id) or updates an expert group.' })
  async submitExpertGroup(@Ctx() ctx: RequestContext, @Arg('input', () => ExpertGroupInput) input: ExpertGroupInput) {
    return (await expertGroupService.submit(ctx, input)).entity;
  }

  @Authorized(ALLOT_CODES.group)
  @Mutation(() => Int, { description: 'Removes expert groups; answers how many.' })
  removeExpertGroups(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return expertGroupService.remove(ctx, input.ids);
  }

  @Authorized(ALLOT_CODES.view)
  @Query(() => [ExpertAccount], {
    description: 'Experts to choose from for groups and manual assignment (at most 1000, by name).',
  })
  assignExpertOptions(
    @Ctx() ctx: RequestContext,
    @Arg('discipline', () => String, { nullable: true, description: EXPERT_DISCIPLINE_ARG })
    discipline?: string,
  ) {
    return awardAssignService.pool(ctx, null, discipline, false);
  }
}

@Resolver(() => ReviewTask)
export class ReviewTaskResolver {
  @Authorized(ALLOT_CODES.view)
  @Query(() => ReviewTaskPage, { description: 'Review tasks (评审任务分组).' })
  reviewTasks(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ReviewTaskFilter, { nullable: true }) filter?: ReviewTaskFilter,
  ) {
    return reviewTaskService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(ALLOT_CODES.task)
  @Mutation(() => ReviewTask, { description: 'Creates (no id) or updates a review task.' })
  async submitReviewTask(@Ctx() ctx: RequestContext, @Arg('input', () => ReviewTaskInput) input: ReviewTaskInput) {
    return (await reviewTaskService.submit(ctx, input)).entity;
  }

  @Authorized(ALLOT_CODES.task)
  @Mutation(() => Int, { description: 'Removes review tasks; answers how many.' })
  removeReviewTasks(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return reviewTaskService.remove(ctx, input.ids);
  }
}

@Resolver()
export class AwardAssignResolver {
  @Authorized(ALLOT_CODES.view)
  @Query(() => [AwardProgramme], {
    description: 'Programmes of the award types with an application form (newest year first), optionally of one type.',
  })
  assignProgrammeOptions(
    @Ctx() ctx: RequestContext,
    @Arg('awardType', () => String, { nullable: true, description: 'Only programmes of this award type.' })
    awardType?: string,
  ) {
    const types = AWARD_TYPES.filter((t) => t.form && (!awardType || t.key === awardType)).map((t) => t.key);
    return awardProgrammeService.ofTypes(ctx, types);
  }

  @Authorized(ALLOT_CODES.view)
  @Query(() => [AwardApplication], {
    description: 'The submitted applications of a programme (审核中 or 已通过), for review tasks.',
  })
  assignApplicationOptions(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID) programmeId: string) {
    return awardAssignService.applicationOptions(ctx, programmeId);
  }

  @Authorized(ALLOT_CODES.view)
  @Query(() => AssignPlan, {
    description: 'Automatic assignment, dry run: what apply would assign, with every exclusion and shortfall.',
  })
  autoAssignPreview(@Ctx() ctx: RequestContext, @Arg('input', () => AutoAssignInput) input: AutoAssignInput) {
    return awardAssignService.plan(ctx, input);
  }

  @Authorized(ALLOT_CODES.apply)
  @Mutation(() => AssignPlan, {
    description:
      "Automatic assignment: writes the plan (each application through assignAwardApplicationExperts' checks).",
  })
  applyAutoAssign(@Ctx() ctx: RequestContext, @Arg('input', () => AutoAssignInput) input: AutoAssignInput) {
    requirePermission(ctx, ALLOT_CODES.apply);
    return awardAssignService.apply(ctx, input);
  }

  @Authorized(ALLOT_CODES.view)
  @Query(() => [AssignCandidate], {
    description:
      'The pool (group, discipline or every expert) for one application, with the reason of each ineligible expert.',
  })
  awardAssignCandidates(
    @Ctx() ctx: RequestContext,
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('groupId', () => ID, { nullable: true, description: 'Only experts of this expert group.' }) groupId?: string,
    @Arg('discipline', () => String, { nullable: true, description: EXPERT_DISCIPLINE_ARG })
    discipline?: string,
  ) {
    return awardAssignService.candidates(ctx, applicationId, groupId, discipline);
  }
}

@ObjectType({ description: 'A replay of a draw: the order recomputed from the recorded seed and pool.' })
export class ExpertDrawReplay {
  @Field(() => ID, { description: 'The draw record replayed.' }) drawId!: string;
  @Field(() => Boolean, { description: 'Whether the recomputed drawn and substitutes equal the recorded ones.' })
  matches!: boolean;
  @Field(() => String, { description: 'The recorded seed (hex).' }) seed!: string;
  @Field(() => [ID], { description: 'The drawn expert ids, recomputed, in rank order.' }) drawnIds!: string[];
  @Field(() => [ID], { description: 'The substitute ids, recomputed, in rank order.' }) substituteIds!: string[];
}

@Resolver(() => ExpertDraw)
export class ExpertDrawResolver {
  @FieldResolver(() => [ID], { description: 'The experts of the draw now serving (drawn, replaced ones swapped).' })
  activeIds(@Root() draw: ExpertDraw) {
    return activeOf(draw);
  }

  @Authorized(ALLOT_CODES.view)
  @Query(() => [ExpertDraw], { description: 'The random draws of an application (专家抽取记录), newest first.' })
  expertDraws(@Ctx() ctx: RequestContext, @Arg('applicationId', () => ID) applicationId: string) {
    return expertDrawService.ofApplication(ctx, applicationId);
  }

  @Authorized(ALLOT_CODES.apply)
  @Mutation(() => [ExpertDraw], {
    description:
      'Random draw: N experts (assigned) and M ranked substitutes per application, ordered by sha256(seed:applicationId:expertId).',
  })
  drawExperts(@Ctx() ctx: RequestContext, @Arg('input', () => ExpertDrawInput) input: ExpertDrawInput) {
    return expertDrawService.draw(ctx, input);
  }

  @Authorized(ALLOT_CODES.apply)
  @Mutation(() => ExpertDraw, {
    description:
      'A drawn expert declined or cannot take part: the first unused eligible substitute is assigned instead.',
  })
  declineDrawnExpert(@Ctx() ctx: RequestContext, @Arg('input', () => DrawDeclineInput) input: DrawDeclineInput) {
    return expertDrawService.decline(ctx, input);
  }

  @Authorized(ALLOT_CODES.view)
  @Mutation(() => ExpertDrawReplay, {
    description: 'Recomputes a draw from its recorded seed and pool and answers whether it matches (writes nothing).',
  })
  replayExpertDraw(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return expertDrawService.replay(ctx, id);
  }
}
