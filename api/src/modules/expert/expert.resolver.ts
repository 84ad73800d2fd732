import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { RemoveInput } from '../../engine/crud/remove.input.js';
import { requirePermission, requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { ExpertAccount } from './expert.entity.js';
import {
  ExpertAccountFilter,
  ExpertAccountInput,
  ExpertCardInput,
  ExpertExpirationInput,
  ExpertSearchFilter,
} from './expert.inputs.js';
import { EXPERT_APPLY_CODE, EXPERT_CODES, expertService } from './expert.service.js';

@ObjectType({ description: 'An expert as the public search shows it.' })
export class PublicExpert {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The expert's name." }) name!: string;
  @Field(() => String, { description: "The expert's work unit." }) unitName!: string;
  @Field(() => String, { nullable: true, description: "The expert's job title." }) jobTitle?: string;
  @Field(() => String, { description: "Code of the expert's discipline." }) discipline!: string;
  @Field(() => String, { description: "Name of the expert's discipline." }) disciplineName!: string;
  @Field(() => String, { nullable: true, description: 'Number of the expert card.' }) cardCode?: string;
  @Field(() => String, { nullable: true, description: 'Card valid until (YYYY-MM-DD); none: no end.' })
  expirationDate?: string;
}

@ObjectType({
  description: 'The open check of an expert card (专家证) by its number; an unknown card has the state only.',
})
export class ExpertCardVerificationResult {
  @Field(() => String, { description: 'VALID, EXPIRED or UNKNOWN.' }) state!: string;
  @Field(() => String, { nullable: true, description: 'Number of the expert card.' }) cardCode?: string;
  @Field(() => String, { nullable: true, description: "The expert's name." }) name?: string;
  @Field(() => String, { nullable: true, description: "The expert's work unit." }) unitName?: string;
  @Field(() => String, { nullable: true, description: "The expert's job title." }) jobTitle?: string;
  @Field(() => String, { nullable: true, description: "Name of the expert's discipline." }) disciplineName?: string;
  @Field(() => String, { nullable: true, description: 'Valid until (YYYY-MM-DD); none: no end.' })
  expirationDate?: string;
}

const ExpertAccountPage = PageType(ExpertAccount);
const PublicExpertPage = PageType(PublicExpert);

@Resolver(() => ExpertAccount)
export class ExpertResolver {
  @Authorized(EXPERT_CODES.view)
  @Query(() => ExpertAccountPage, { description: 'Expert accounts (staff).' })
  expertAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ExpertAccountFilter, { nullable: true }) filter?: ExpertAccountFilter,
  ) {
    return expertService.list(ctx, pageRequest(page), filter);
  }

  @Authorized()
  @Query(() => ExpertAccount, { description: 'One expert account: staff, its own person, or an approver of it.' })
  expertAccount(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return expertService.readable(ctx, id);
  }

  @Authorized(EXPERT_APPLY_CODE)
  @Query(() => ExpertAccount, {
    nullable: true,
    description: "The signed-in person's own expert application (专家申请).",
  })
  myExpertApplication(@Ctx() ctx: RequestContext) {
    return expertService.mine(ctx);
  }

  @Authorized(EXPERT_CODES.add, EXPERT_CODES.edit, EXPERT_APPLY_CODE)
  @Mutation(() => ExpertAccount, {
    description: 'Saves an expert account; with andSubmit also sends it for review (保存并送审).',
  })
  async submitExpertAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExpertAccountInput) input: ExpertAccountInput,
  ) {
    requireUser(ctx);
    return (await expertService.save(ctx, input)).entity;
  }

  @Authorized(EXPERT_CODES.delete)
  @Mutation(() => Int, { description: 'Removes expert accounts (not while under review); answers how many.' })
  removeExpertAccounts(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    requirePermission(ctx, EXPERT_CODES.delete);
    return expertService.remove(ctx, input.ids);
  }

  @Authorized(EXPERT_CODES.expiry)
  @Mutation(() => ExpertAccount, { description: 'Issues or changes the expert card (code and expiration).' })
  issueExpertCard(@Ctx() ctx: RequestContext, @Arg('input', () => ExpertCardInput) input: ExpertCardInput) {
    return expertService.issueCard(ctx, input.id, input.cardCode, input.expirationDate);
  }

  @Authorized(EXPERT_CODES.expiry)
  @Mutation(() => ExpertAccount, {
    description: 'Sets (a date) or clears (none) the expiration of a card by its code.',
  })
  setExpertExpiration(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExpertExpirationInput) input: ExpertExpirationInput,
  ) {
    return expertService.setExpiration(ctx, input.cardCode, input.expirationDate);
  }

  @Query(() => PublicExpertPage, {
    description: 'Public expert search: approved experts with a valid card (no phone numbers).',
  })
  expertSearch(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ExpertSearchFilter, { nullable: true }) filter?: ExpertSearchFilter,
  ) {
    return expertService.search(ctx, pageRequest(page), filter);
  }

  @Query(() => ExpertCardVerificationResult, {
    description: 'Open check of an expert card by its number (in the tenant of the request; rate limited per address).',
  })
  verifyExpertCard(
    @Ctx() ctx: RequestContext,
    @Arg('cardCode', () => String, { description: 'Number of the expert card.' }) cardCode: string,
  ) {
    return expertService.verifyCard(ctx, cardCode);
  }
}
