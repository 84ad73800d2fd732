import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { RemoveInput } from '../../engine/crud/remove.input.js';
import { FlowLog } from '../../engine/flow/flow.entities.js';
import { OaApplication } from './oa-application.entity.js';
import {
  OaApplicationFilter,
  OaApplicationInput,
  OaApprovalInput,
  OaApprovalRecordInput,
  OaPerson,
  OaReferenceInput,
  OaReferenceNumber,
} from './oa-application.inputs.js';
import { OA_CODES, oaApplicationService } from './oa-application.service.js';

const OaApplicationPage = PageType(OaApplication);

/** Office approvals (办公审批): GraphQL beside the legacy /api/lnjzxh-member/oa-application calls, same service. */
@Resolver(() => OaApplication)
export class OaApplicationResolver {
  @Authorized(OA_CODES.view)
  @Query(() => OaApplicationPage, {
    description:
      'Applications of a scope (mine by default; all for oa_manage), searched by title, category, status and created time.',
  })
  oaApplications(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => OaApplicationFilter, { nullable: true }) filter?: OaApplicationFilter,
  ) {
    return oaApplicationService.pageOf(ctx, pageRequest(page), filter);
  }

  @Authorized()
  @Query(() => OaApplication, {
    description: 'One application: for its applicant, its approvers, its cc personnel (once approved) and oa_manage.',
  })
  oaApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return oaApplicationService.readable(ctx, id);
  }

  @Authorized(OA_CODES.add, OA_CODES.edit)
  @Mutation(() => OaApplication, {
    description: 'Saves a draft (保存); with andSubmit also submits it into its flow (保存并送审).',
  })
  async submitOaApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OaApplicationInput) input: OaApplicationInput,
  ) {
    return (await oaApplicationService.save(ctx, input)).entity;
  }

  @Authorized(OA_CODES.delete)
  @Mutation(() => Int, {
    description: 'Removes own applications that are not under review and not approved; answers how many.',
  })
  removeOaApplications(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return oaApplicationService.removeOwn(ctx, input.ids);
  }

  @Authorized()
  @Mutation(() => OaApplication, {
    description: "The current approver's decision: approvalStatus 2 approve, 3 reject (opinion required), 4 void.",
  })
  approveOaApplication(@Ctx() ctx: RequestContext, @Arg('input', () => OaApprovalInput) input: OaApprovalInput) {
    return oaApplicationService.approve(ctx, input);
  }

  @Authorized()
  @Mutation(() => FlowLog, {
    description: 'Its author corrects an approval opinion while the record is under review and nobody has acted since.',
  })
  updateOaApprovalRecord(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OaApprovalRecordInput) input: OaApprovalRecordInput,
  ) {
    return oaApplicationService.updateApprovalRecord(ctx, input);
  }

  @Authorized(OA_CODES.view)
  @Query(() => [OaPerson], {
    description: 'Users who may be designated approvers (roles granting oa_approve, and administrators).',
  })
  oaApprovers(@Ctx() ctx: RequestContext) {
    return oaApplicationService.approvers(ctx);
  }

  @Authorized(OA_CODES.view)
  @Query(() => [OaPerson], {
    description: 'Association personnel (staff of the association, not member-company accounts): the cc choices.',
  })
  oaAssociationPersonnel(@Ctx() ctx: RequestContext) {
    return oaApplicationService.associationPersonnel(ctx);
  }

  @Authorized(OA_CODES.view)
  @Mutation(() => OaReferenceNumber, {
    description: 'Issues the next 文号 of the year (辽建协〔2026〕001号), stored on the application when one is named.',
  })
  generateOaReferenceNumber(@Ctx() ctx: RequestContext, @Arg('input', () => OaReferenceInput) input: OaReferenceInput) {
    return oaApplicationService.generateReference(ctx, input.applicationId);
  }

  @FieldResolver(() => [OaPerson], { description: 'The designated approvers, in order.' })
  approvers(@Ctx() ctx: RequestContext, @Root() record: OaApplication) {
    return oaApplicationService.peopleOf(ctx, record.approverIds);
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The approval record (flow log entry) whose opinion the signed-in user may still correct.',
  })
  correctableRecordId(@Ctx() ctx: RequestContext, @Root() record: OaApplication) {
    return oaApplicationService.correctableRecordId(ctx, record);
  }

  @FieldResolver(() => Boolean, {
    description: 'Filed by the signed-in user (they may edit it while pending, rejected or withdrawn).',
  })
  mine(@Ctx() ctx: RequestContext, @Root() record: OaApplication): boolean {
    return Boolean(ctx.userId) && record.createUser === ctx.userId;
  }

  @FieldResolver(() => [OaPerson], { description: 'The cc personnel.' })
  ccPersonnel(@Ctx() ctx: RequestContext, @Root() record: OaApplication) {
    return oaApplicationService.peopleOf(ctx, record.ccUserIds);
  }
}
