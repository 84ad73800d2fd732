import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { AwardNotice, AwardObjection } from './notice.entity.js';
import { AwardNoticeInput, ObjectionHandlingInput, ObjectionInput } from './notice.inputs.js';
import { awardNoticeService } from './notice.service.js';
import { NOTICE_CODE } from './menus.js';

@ObjectType({ description: 'What an objector is told: the objection is recorded.' })
export class ObjectionReceipt {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) createTime!: Date;
}

@ObjectType({ description: 'A programme whose results may be put on notice.' })
export class NoticeProgrammeOption {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Name of the programme.' }) name!: string;
  @Field(() => Int, { description: 'Year of the programme.' }) year!: number;
}

@ObjectType({ description: 'An application that may be proposed in a notice (审核中 or 已通过).' })
export class NoticeApplicationOption {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'Project (or entry) name.' }) projectName?: string | null;
  @Field(() => String, { description: 'The applicant unit.' }) unitName!: string;
  @Field(() => Int, { description: '1 审核中, 2 已通过.' }) flowStatus!: number;
}

@Resolver(() => AwardNotice)
export class AwardNoticeResolver {
  @Authorized(NOTICE_CODE)
  @Query(() => [NoticeProgrammeOption], { description: 'Programmes of the award types the user manages.' })
  noticeProgrammeOptions(@Ctx() ctx: RequestContext) {
    return awardNoticeService.programmeOptions(ctx);
  }

  @Authorized(NOTICE_CODE)
  @Query(() => [NoticeApplicationOption], { description: 'The applications of a programme that may be proposed.' })
  noticeApplicationOptions(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID) programmeId: string) {
    return awardNoticeService.applicationOptions(ctx, programmeId);
  }

  @Authorized(NOTICE_CODE)
  @Query(() => [AwardNotice], { description: "The public notices of a programme's results (staff of its award type)." })
  awardNotices(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID) programmeId: string) {
    return awardNoticeService.ofProgramme(ctx, programmeId);
  }

  @Authorized(NOTICE_CODE)
  @Query(() => AwardNotice, { description: 'One notice (staff).' })
  awardNotice(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardNoticeService.detail(ctx, id);
  }

  @Authorized(NOTICE_CODE)
  @Query(() => [AwardObjection], { description: 'The objections to a notice, oldest first (staff).' })
  awardObjections(
    @Ctx() ctx: RequestContext,
    @Arg('noticeId', () => ID, { description: 'The notice.' }) noticeId: string,
  ) {
    return awardNoticeService.objections(ctx, noticeId);
  }

  @Authorized(NOTICE_CODE)
  @Mutation(() => AwardNotice, { description: 'Saves a notice draft (no id creates).' })
  saveAwardNotice(@Ctx() ctx: RequestContext, @Arg('input', () => AwardNoticeInput) input: AwardNoticeInput) {
    return awardNoticeService.save(ctx, input);
  }

  @Authorized(NOTICE_CODE)
  @Mutation(() => AwardNotice, {
    description: 'Publishes a draft: the open page shows it; objections are taken in its period.',
  })
  publishAwardNotice(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardNoticeService.publish(ctx, id);
  }

  @Authorized(NOTICE_CODE)
  @Mutation(() => Boolean, { description: 'Removes a draft notice.' })
  removeAwardNotice(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardNoticeService.remove(ctx, id);
  }

  @Authorized(NOTICE_CODE)
  @Mutation(() => AwardObjection, {
    description: 'Handles an objection: upheld (the application leaves the results) or dismissed, with a reply.',
  })
  handleAwardObjection(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ObjectionHandlingInput) input: ObjectionHandlingInput,
  ) {
    return awardNoticeService.handle(ctx, input);
  }

  @Authorized(NOTICE_CODE)
  @Mutation(() => AwardNotice, { description: 'Confirms the final results (period ended, every objection handled).' })
  confirmAwardNotice(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardNoticeService.confirm(ctx, id);
  }

  @Query(() => AwardNotice, { description: 'Open: a published notice and its results (no login).' })
  publicAwardNotice(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardNoticeService.publicNotice(ctx, id);
  }

  @Mutation(() => ObjectionReceipt, {
    description: 'Open: lodges an objection during the notice period (rate limited).',
  })
  lodgeAwardObjection(@Ctx() ctx: RequestContext, @Arg('input', () => ObjectionInput) input: ObjectionInput) {
    return awardNoticeService.lodge(ctx, input);
  }
}
