import { ArrayMaxSize, IsInt, IsOptional, IsString } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { DuesReminder } from './dues.entity.js';
import { reminderService } from './reminder.service.js';

const DuesReminderPage = PageType(DuesReminder);

@InputType()
export class DuesReminderFilter {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() unitId?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() year?: number | null;
}

@InputType({ description: 'When dues reminders are sent.' })
export class DuesReminderStepsInput {
  @Field(() => [Int], { description: 'Aging steps that remind: a subset of 0, 30, 60, 90 (empty: none).' })
  @ArrayMaxSize(4)
  @IsInt({ each: true })
  steps!: number[];
}

@ObjectType({ description: 'One run of the arrears reminders.' })
export class DuesReminderRun {
  @Field(() => Int, { description: 'Dues periods reminded.' }) reminded!: number;
}

/** Arrears reminders (欠费提醒): their steps, the log, and a run now (the daily job runs by itself). */
@Resolver(() => DuesReminder)
export class DuesReminderResolver {
  @Authorized('member_pay')
  @Query(() => DuesReminderPage, { description: 'Arrears reminders made, newest first.' })
  duesReminders(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => DuesReminderFilter, { nullable: true }) filter?: DuesReminderFilter,
  ) {
    return reminderService.list(ctx, pageRequest(page), filter ?? {});
  }

  @Authorized('member_pay')
  @Query(() => [Int], { description: 'The aging steps that remind (0 已到期, 30, 60, 90 days overdue).' })
  duesReminderSteps(@Ctx() ctx: RequestContext) {
    return reminderService.steps(ctx);
  }

  @Authorized('member_pay_edit')
  @Mutation(() => [Int], { description: 'Sets the aging steps that remind.' })
  setDuesReminderSteps(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DuesReminderStepsInput) input: DuesReminderStepsInput,
  ) {
    return reminderService.setSteps(ctx, input.steps);
  }

  @Authorized('member_pay_edit')
  @Mutation(() => DuesReminderRun, { description: "Runs the tenant's arrears reminders now." })
  runDuesReminders(@Ctx() ctx: RequestContext) {
    return reminderService.runNow(ctx);
  }
}
