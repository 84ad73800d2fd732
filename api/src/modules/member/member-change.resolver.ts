import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { type Page, PageInput, pageOf, type PageRequest, PageType, pageRequest } from '../../engine/crud/paging.js';
import { flowService } from '../../engine/flow/flow.service.js';
import { blank } from './company-fields.js';
import {
  CMS_FEEDBACK_CODE,
  FeedbackReplyInput,
  MemberFeedbackFilter,
  MemberFeedbackInput,
  memberFeedbackService,
  MEMBER_FEEDBACK_CODE,
} from './feedback.service.js';
import { MemberChangeRequest, MemberFeedback, MemberUnitHistory } from './member-change.entity.js';
import {
  CHANGE_BUSINESS_TYPE,
  CMS_CHANGE_CODES,
  MEMBER_APPLICATION_CODE,
  MEMBER_CHANGE_CODE,
  MemberChangeFilter,
  MemberChangeInput,
  memberChangeService,
} from './member-change.service.js';
import { EntryApplication } from './member.entity.js';
import { findPage } from '../../engine/crud/find-page.js';

const MemberChangePage = PageType(MemberChangeRequest);
const MemberFeedbackPage = PageType(MemberFeedback);

@Resolver(() => MemberChangeRequest)
export class MemberChangeResolver {
  @FieldResolver(() => ID, { nullable: true, description: 'The flow instance (absent before the first submission).' })
  async flowInstanceId(@Ctx() ctx: RequestContext, @Root() req: MemberChangeRequest) {
    return flowService.instanceIdOf(ctx, CHANGE_BUSINESS_TYPE, req.id);
  }

  @Authorized(MEMBER_CHANGE_CODE, MEMBER_APPLICATION_CODE, ...CMS_CHANGE_CODES)
  @Query(() => MemberChangePage, {
    description: "Change requests: every one for staff (member_change), the own unit's otherwise.",
  })
  async memberChangeRequests(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => MemberChangeFilter, { nullable: true }) filter?: MemberChangeFilter,
  ) {
    requirePermission(ctx, MEMBER_CHANGE_CODE, MEMBER_APPLICATION_CODE, ...CMS_CHANGE_CODES);
    return memberChangeService.page(ctx, pageRequest(page), await memberChangeService.visibleWhere(ctx, filter));
  }

  @Authorized()
  @Query(() => MemberChangeRequest, { description: 'One change request by id.' })
  memberChangeRequest(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return memberChangeService.readable(ctx, id);
  }

  @Authorized(...CMS_CHANGE_CODES)
  @Query(() => MemberChangeRequest, {
    nullable: true,
    description: "The signed-in unit's open (unfinished) change request of a kind.",
  })
  myOpenMemberChange(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => String, { description: 'Kind of change request (as MemberChangeInput.kind).' }) kind: string,
  ) {
    return memberChangeService.myOpen(ctx, kind);
  }

  @Authorized(...CMS_CHANGE_CODES)
  @Mutation(() => MemberChangeRequest, {
    description: 'Saves a change request of the own unit; with andSubmit also submits it (保存并送审).',
  })
  async submitMemberChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MemberChangeInput) input: MemberChangeInput,
  ) {
    requirePermission(ctx, ...CMS_CHANGE_CODES);
    return (await memberChangeService.modify(ctx, input)).entity;
  }

  @Authorized()
  @Query(() => [MemberUnitHistory], {
    description: 'The effective-dated history of a unit (newest first): staff, or the unit itself.',
  })
  memberUnitHistory(
    @Ctx() ctx: RequestContext,
    @Arg('unitId', () => ID) unitId: string,
    @Arg('kind', () => String, { nullable: true, description: 'Only versions made by this kind of change.' })
    kind?: string,
  ) {
    return memberChangeService.history(ctx, unitId, kind);
  }
}

/** One row of 申请列表: a join application or a change request. */
@ObjectType({ description: 'A member-side application: a join application or a change request.' })
export class MemberApplicationItem {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'join | contacts | qualifications | posts' }) kind!: string;
  @Field(() => String, { description: 'Name of the unit the application concerns.' }) unitName!: string;
  @Field(() => ID, { description: 'Id of the member unit concerned, when there is one.', nullable: true }) unitId?:
    | string
    | null;
  @Field(() => Int)
  flowStatus!: number;
  @Field(() => String, { description: 'Who applied (account name at creation).', nullable: true }) applicantName?:
    | string
    | null;
  @Field(() => GraphQLISODateTime) createTime!: Date;
  @Field(() => GraphQLISODateTime) updateTime!: Date;
}
const MemberApplicationPage = PageType(MemberApplicationItem);

@InputType({ description: 'Search conditions on the applications of member units.' })
export class MemberApplicationFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Only applications of this kind: join, contacts, qualifications or posts.',
  })
  @IsOptional()
  @IsIn(['join', 'contacts', 'qualifications', 'posts'])
  kind?: string;
  @Field(() => Int, { nullable: true, description: 'Only applications in this flow status (0 to 5, SPEC section 4).' })
  @IsOptional()
  @IsInt()
  @IsIn([0, 1, 2, 3, 4, 5])
  flowStatus?: number;
  @Field(() => String, { description: 'Only applications of units whose name contains this text.', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  unitName?: string;
}

/**
 * Join applications and change requests in one list, newest change first. Each source is read up to the end of
 * the requested page in the same order, so merging them and cutting the page is exact.
 */
export async function memberApplications(
  ctx: RequestContext,
  req: PageRequest,
  filter: MemberApplicationFilter = {},
): Promise<Page<MemberApplicationItem>> {
  const limit = req.current * req.size;
  const order = [{ updateTime: 'desc' as const }, { id: 'desc' as const }];
  const name = blank(filter.unitName);
  const wantJoin = !filter.kind || filter.kind === 'join';
  const wantChange = !filter.kind || filter.kind !== 'join';
  const status = filter.flowStatus != null ? { flowStatus: filter.flowStatus } : {};
  const [joins, joinTotal] = wantJoin
    ? await findPage(
        ctx.em,
        EntryApplication,
        { ...status, ...(name ? { name: { $ilike: likeText(name) } } : {}) },
        { orderBy: order, limit },
      )
    : [[], 0];
  const [changes, changeTotal] = wantChange
    ? await findPage(
        ctx.em,
        MemberChangeRequest,
        {
          ...status,
          ...(filter.kind && filter.kind !== 'join' ? { kind: filter.kind } : {}),
          ...(name ? { unitName: { $ilike: likeText(name) } } : {}),
        },
        { orderBy: order, limit },
      )
    : [[], 0];
  const items: MemberApplicationItem[] = [
    ...joins.map((a) => ({
      id: a.id,
      kind: 'join',
      unitName: a.name,
      unitId: a.memberUnitId ?? null,
      flowStatus: a.flowStatus,
      applicantName: a.applicantName ?? null,
      createTime: a.createTime,
      updateTime: a.updateTime,
    })),
    ...changes.map((c) => ({
      id: c.id,
      kind: c.kind,
      unitName: c.unitName,
      unitId: c.unitId,
      flowStatus: c.flowStatus,
      applicantName: c.applicantName ?? null,
      createTime: c.createTime,
      updateTime: c.updateTime,
    })),
  ].sort((a, b) => b.updateTime.getTime() - a.updateTime.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return pageOf(items.slice((req.current - 1) * req.size, limit), joinTotal + changeTotal, req);
}

@Resolver()
export class MemberApplicationResolver {
  @Authorized(MEMBER_APPLICATION_CODE)
  @Query(() => MemberApplicationPage, {
    description: '申请列表: every join application and change request of the tenant.',
  })
  memberApplications(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => MemberApplicationFilter, { nullable: true }) filter?: MemberApplicationFilter,
  ) {
    requirePermission(ctx, MEMBER_APPLICATION_CODE);
    return memberApplications(ctx, pageRequest(page), filter);
  }
}

@Resolver(() => MemberFeedback)
export class MemberFeedbackResolver {
  @Authorized(CMS_FEEDBACK_CODE, MEMBER_FEEDBACK_CODE)
  @Query(() => MemberFeedbackPage, {
    description: "Feedback: every one for staff (member_feedback), one's own otherwise.",
  })
  memberFeedbacks(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => MemberFeedbackFilter, { nullable: true }) filter?: MemberFeedbackFilter,
  ) {
    requirePermission(ctx, CMS_FEEDBACK_CODE, MEMBER_FEEDBACK_CODE);
    return memberFeedbackService.page(ctx, pageRequest(page), memberFeedbackService.visibleWhere(ctx, filter));
  }

  @Authorized(CMS_FEEDBACK_CODE, MEMBER_FEEDBACK_CODE)
  @Query(() => MemberFeedback, { description: 'One feedback by id.' })
  memberFeedback(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return memberFeedbackService.readable(ctx, id);
  }

  @Authorized(CMS_FEEDBACK_CODE)
  @Mutation(() => MemberFeedback, { description: 'Sends a feedback to the association.' })
  sendMemberFeedback(@Ctx() ctx: RequestContext, @Arg('input', () => MemberFeedbackInput) input: MemberFeedbackInput) {
    requirePermission(ctx, CMS_FEEDBACK_CODE);
    return memberFeedbackService.send(ctx, input);
  }

  @Authorized(MEMBER_FEEDBACK_CODE)
  @Mutation(() => MemberFeedback, { description: 'Replies to a feedback; the sender gets an in-app message.' })
  replyMemberFeedback(@Ctx() ctx: RequestContext, @Arg('input', () => FeedbackReplyInput) input: FeedbackReplyInput) {
    requirePermission(ctx, MEMBER_FEEDBACK_CODE);
    return memberFeedbackService.reply(ctx, input);
  }
}
