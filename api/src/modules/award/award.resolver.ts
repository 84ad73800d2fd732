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
import { RemoveInput } from '../../engine/crud/remove.input.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { AWARD_APPLY_CODE, awardProgrammeService, PROGRAMME_CODES } from './award-programme.service.js';
import { AWARD_TYPES } from '@zhuxie/domain/award/award-types';
import { AwardProgramme, AwardSerialNumber, AwardSubscription } from './award.entity.js';
import {
  AwardApplicationFilter,
  AwardProgrammeFilter,
  AwardProgrammeInput,
  AwardProgrammeCategoriesInput,
  AwardProgrammeOpenInput,
  AwardSerialActionInput,
  AwardSerialNumberFilter,
  AwardSerialNumberInput,
  AwardSubscriptionFilter,
  type SerialAction,
} from './award.inputs.js';
import { SERIAL_CODES, serialNumberService } from './serial-number.service.js';
import { SUBSCRIPTION_CODE, subscriptionService } from './subscription.service.js';

@ObjectType({ description: 'An upload slot of an award form.' })
class AwardMaterialSlot {
  @Field(() => String, { description: 'Key of the material slot.' }) key!: string;
  @Field(() => String, { description: "The slot's label (Chinese)." }) label!: string;
  @Field(() => Boolean, { description: 'Whether a file is required before submitting.' }) required!: boolean;
  @Field(() => String, { nullable: true, description: 'The message shown when the required slot is empty.' })
  requiredMessage?: string;
  @Field(() => String, { description: 'File types the slot accepts (an HTML accept attribute, e.g. .pdf,.jpg).' })
  accept!: string;
  @Field(() => Int, { description: 'Most files the slot takes.' }) maxFiles!: number;
}

@ObjectType({
  description: 'An award type of the registry (defined once: label, flow, form variant, materials, participants).',
})
class AwardTypeDef {
  @Field(() => String, { description: 'Award type key.' }) key!: string;
  @Field(() => String, { description: 'Award type name (Chinese).' }) label!: string;
  @Field(() => String, { description: 'Short code in its allocation numbers (e.g. SJB in SJB2026-001).' })
  prefix!: string;
  @Field(() => String, { description: 'The flow business type (flow model key) of its applications.' })
  businessType!: string;
  @Field(() => String, { nullable: true, description: 'Client route of its application form, when it has one.' })
  applyPath?: string;
  @Field(() => String, {
    nullable: true,
    description: "Project photos: 'min' at least 15, 'max' at most 15; none: not defined yet.",
  })
  photos?: string;
  @Field(() => [AwardMaterialSlot], { description: 'The material upload slots of its application form.' })
  materials!: AwardMaterialSlot[];
  @Field(() => [String], { description: 'Keys of the participant groups, in form order.' })
  participantGroups!: string[];
}

@ObjectType({ description: 'Whether applications are possible, and why not.' })
class AwardAvailability {
  @Field(() => Boolean, { description: 'Whether the signed-in account may apply now.' }) canApply!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it may not apply (Chinese message), when it may not.' })
  reason?: string;
}

@ObjectType({ description: "checkSubscription's award part: subscribed, and whether the account may apply now." })
class AwardSubscriptionCheck {
  @Field(() => Boolean, { description: 'Whether the signed-in account has subscribed to the programme.' })
  subscribed!: boolean;
  @Field(() => Boolean, { description: 'Whether the signed-in account may apply now.' }) canApply!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it may not apply (Chinese message), when it may not.' })
  reason?: string;
}

@ObjectType({ description: "An application of the account's own unit, as a programme card lists it." })
export class AwardProgrammeCardApplication {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'Project name of the application.' }) projectName?: string;
  @Field(() => Int, { description: 'Flow status (SPEC section 4).' }) flowStatus!: number;
}

@ObjectType({ description: 'A programme card of the award application layer.' })
export class AwardProgrammeCard {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Name of the programme.' }) name!: string;
  @Field(() => String, { description: 'Award type key.' }) awardType!: string;
  @Field(() => String, { description: 'Award type name.' }) awardTypeLabel!: string;
  @Field(() => Int, { description: 'Year of the programme.' }) year!: number;
  @Field(() => String, { description: 'First application day, YYYY-MM-DD.' }) startDate!: string;
  @Field(() => String, { description: 'Last application day, YYYY-MM-DD.' }) endDate!: string;
  @Field(() => Int, { description: '1 open, 0 closed (open_flag).' }) openFlag!: number;
  @Field(() => Boolean, { description: 'Whether applying needs an allocation number (分配编号).' })
  requireSerialNumber!: boolean;
  @Field(() => Boolean, { description: 'Whether the signed-in account may apply now.' }) canApply!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why the account may not apply (Chinese message), when it may not.',
  })
  reason?: string;
  @Field(() => Boolean, { description: 'Whether the signed-in account has subscribed to the programme.' })
  subscribed!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "Client route of the award type's application form, when it has one.",
  })
  applyPath?: string;
  @Field(() => [AwardProgrammeCardApplication], {
    description: "The applications of the account's own unit in this programme, newest first.",
  })
  mine!: AwardProgrammeCardApplication[];
}

@ObjectType({ description: 'The award application layer (newApplication).' })
class AwardApplicationLayer {
  @Field(() => String, {
    nullable: true,
    description: 'The account category (award_account_category); none for programme staff.',
  })
  accountCategory?: string;
  @Field(() => Boolean, { description: "Whether the 'show all' entry is offered." }) canShowAll!: boolean;
  @Field(() => [AwardProgrammeCard], { description: 'The open programmes offered, as cards.' })
  records!: AwardProgrammeCard[];
}

const AwardProgrammePage = PageType(AwardProgramme);
const AwardSerialNumberPage = PageType(AwardSerialNumber);
const AwardSubscriptionPage = PageType(AwardSubscription);

@Resolver(() => AwardProgramme)
export class AwardProgrammeResolver {
  @Authorized()
  @Query(() => [AwardTypeDef], { description: 'The award type registry.' })
  awardTypes(): AwardTypeDef[] {
    return AWARD_TYPES.map((t) => ({
      key: t.key,
      label: t.label,
      prefix: t.prefix,
      businessType: t.businessType,
      applyPath: t.applyPath,
      photos: t.form?.photos,
      materials: t.form?.materials ?? [],
      participantGroups: t.form?.participantGroups ?? [],
    }));
  }

  @Authorized(PROGRAMME_CODES.view, SERIAL_CODES.view, SUBSCRIPTION_CODE)
  @Query(() => AwardProgrammePage, { description: 'Award programmes (staff).' })
  awardProgrammes(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => AwardProgrammeFilter, { nullable: true }) filter?: AwardProgrammeFilter,
  ) {
    return awardProgrammeService.list(ctx, pageRequest(page), filter);
  }

  @Authorized()
  @Query(() => AwardProgramme, { description: 'One award programme (any signed-in account of the tenant).' })
  awardProgramme(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardProgrammeService.detail(ctx, id);
  }

  @Authorized()
  @Query(() => AwardAvailability, {
    description: 'Whether the programme takes applications now (open and inside its dates).',
  })
  awardProgrammeAvailability(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardProgrammeService.availability(ctx, id);
  }

  @Authorized(PROGRAMME_CODES.add, PROGRAMME_CODES.edit)
  @Mutation(() => AwardProgramme, { description: 'Creates (no id) or updates an award programme.' })
  async submitAwardProgramme(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardProgrammeInput) input: AwardProgrammeInput,
  ) {
    requirePermission(ctx, input.id ? PROGRAMME_CODES.edit : PROGRAMME_CODES.add);
    return (await awardProgrammeService.submit(ctx, input)).entity;
  }

  @Authorized(PROGRAMME_CODES.open)
  @Mutation(() => AwardProgramme, {
    description: 'Opens (1) or closes (0, with the message applicants see) a programme.',
  })
  setAwardProgrammeOpen(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardProgrammeOpenInput) input: AwardProgrammeOpenInput,
  ) {
    return awardProgrammeService.setOpen(ctx, input);
  }

  @Authorized(PROGRAMME_CODES.edit)
  @Mutation(() => AwardProgramme, { description: '权限设置: which account categories may apply for a programme.' })
  setAwardProgrammeCategories(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardProgrammeCategoriesInput) input: AwardProgrammeCategoriesInput,
  ) {
    return awardProgrammeService.setCategories(ctx, input);
  }

  @Authorized(PROGRAMME_CODES.delete)
  @Mutation(() => Int, {
    description: 'Removes programmes without subscriptions or allocation numbers; answers how many.',
  })
  removeAwardProgrammes(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return awardProgrammeService.remove(ctx, input.ids);
  }

  @Authorized(AWARD_APPLY_CODE)
  @Query(() => AwardApplicationLayer, {
    description: 'The award application layer: programmes the account may apply for (showAll: closed ones too).',
  })
  awardApplicationLayer(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AwardApplicationFilter, { nullable: true }) filter?: AwardApplicationFilter,
  ) {
    return awardProgrammeService.applicationLayer(ctx, filter);
  }

  @Authorized(AWARD_APPLY_CODE)
  @Mutation(() => AwardSubscription, { description: 'The signed-in account subscribes to a programme.' })
  subscribeAwardProgramme(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID) programmeId: string) {
    return subscriptionService.subscribe(ctx, programmeId);
  }

  @Authorized(AWARD_APPLY_CODE)
  @Mutation(() => Boolean, { description: 'The signed-in account cancels its subscription.' })
  unsubscribeAwardProgramme(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID) programmeId: string) {
    return subscriptionService.unsubscribe(ctx, programmeId);
  }

  @Authorized()
  @Query(() => AwardSubscriptionCheck, {
    description: 'Whether the signed-in account may apply for the programme (subscribed, open, category).',
  })
  awardSubscriptionCheck(@Ctx() ctx: RequestContext, @Arg('programmeId', () => ID) programmeId: string) {
    return subscriptionService.check(ctx, programmeId);
  }

  @FieldResolver(() => String, { description: 'The award type label.' })
  awardTypeLabel(@Root() programme: AwardProgramme): string {
    return AWARD_TYPES.find((t) => t.key === programme.awardType)?.label ?? programme.awardType;
  }
}

@Resolver(() => AwardSerialNumber)
export class AwardSerialNumberResolver {
  @Authorized(SERIAL_CODES.view)
  @Query(() => AwardSerialNumberPage, { description: 'Allocation numbers (staff).' })
  awardSerialNumbers(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => AwardSerialNumberFilter, { nullable: true }) filter?: AwardSerialNumberFilter,
  ) {
    return serialNumberService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(SERIAL_CODES.view)
  @Query(() => AwardSerialNumber, { description: 'One allocation number (分配编号) by id.' })
  awardSerialNumber(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return serialNumberService.detail(ctx, id);
  }

  @Authorized(SERIAL_CODES.add, SERIAL_CODES.edit)
  @Mutation(() => AwardSerialNumber, {
    description: 'Creates (number generated) or updates (quota, remark) an allocation number.',
  })
  async submitAwardSerialNumber(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardSerialNumberInput) input: AwardSerialNumberInput,
  ) {
    requirePermission(ctx, input.id ? SERIAL_CODES.edit : SERIAL_CODES.add);
    return (await serialNumberService.submit(ctx, input)).entity;
  }

  @Authorized(SERIAL_CODES.status)
  @Mutation(() => AwardSerialNumber, {
    description: 'A status change: apply, allocate, confirm, return, reopen, revoke.',
  })
  changeAwardSerialNumberStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardSerialActionInput) input: AwardSerialActionInput,
  ) {
    return serialNumberService.transition(ctx, input.id, input.action as SerialAction);
  }

  @Authorized(SERIAL_CODES.delete)
  @Mutation(() => Int, { description: 'Removes pending allocation numbers; answers how many.' })
  removeAwardSerialNumbers(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return serialNumberService.remove(ctx, input.ids);
  }

  @FieldResolver(() => String, { description: 'Name of the award programme the number belongs to.' })
  programmeName(@Ctx() ctx: RequestContext, @Root() row: AwardSerialNumber): Promise<string> {
    return awardProgrammeService.nameOf(ctx, row.programmeId);
  }
}

@Resolver(() => AwardSubscription)
export class AwardSubscriptionResolver {
  @Authorized(SUBSCRIPTION_CODE)
  @Query(() => AwardSubscriptionPage, { description: 'Subscriptions (staff).' })
  awardSubscriptions(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => AwardSubscriptionFilter, { nullable: true }) filter?: AwardSubscriptionFilter,
  ) {
    return subscriptionService.list(ctx, pageRequest(page), filter);
  }

  @FieldResolver(() => String, { description: 'Name of the award programme subscribed to.' })
  programmeName(@Ctx() ctx: RequestContext, @Root() row: AwardSubscription): Promise<string> {
    return awardProgrammeService.nameOf(ctx, row.programmeId);
  }
}
