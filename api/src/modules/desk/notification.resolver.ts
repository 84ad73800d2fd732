import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { registerNotificationKind, simpleKind } from '../../engine/mail/kinds.js';
import { preferenceService } from '../../engine/mail/preferences.service.js';

/**
 * Questionnaire reminders: the kind and its text are declared here so users can choose about them already; no
 * questionnaire module sends them yet.
 */
export const QUESTIONNAIRE_REMINDER = 'questionnaire_reminder';
registerNotificationKind(
  simpleKind(QUESTIONNAIRE_REMINDER, true, {
    'zh-CN': {
      subject: '问卷提醒：{title}',
      text: '您好：\n问卷「{title}」尚未填写，截止时间为 {deadline}。\n请登录系统填写。{link}',
    },
    en: {
      subject: 'Questionnaire reminder: {title}',
      text: 'Hello,\nThe questionnaire "{title}" is still waiting for your answers; it closes at {deadline}.\nPlease sign in to answer it.{link}',
    },
  }),
);

@ObjectType({ description: 'Whether one kind of notification reaches the user by email.' })
export class NotificationKindChoice {
  @Field(() => String, {
    description:
      'flow_task | application_result | receipt_issued | event_registered | event_reminder | questionnaire_reminder',
  })
  kind!: string;
  @Field(() => Boolean) email!: boolean;
}

@ObjectType({ description: "The signed-in user's notification preferences (which notifications are emailed)." })
export class NotificationPreferences {
  @Field(() => Boolean, { description: 'Whether the product sends email at all (an SMTP server is configured).' })
  emailEnabled!: boolean;
  @Field(() => String, { description: 'Language of the emails: zh-CN or en.' }) language!: string;
  @Field(() => [NotificationKindChoice], { description: 'Each notification kind and whether the user receives it.' })
  kinds!: NotificationKindChoice[];
}

@InputType()
export class NotificationKindChoiceInput {
  @Field(() => String) @IsString() @MaxLength(64) kind!: string;
  @Field(() => Boolean) @IsBoolean() email!: boolean;
}

@InputType()
export class NotificationPreferencesInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(8) language?: string | null;
  @Field(() => [NotificationKindChoiceInput], { description: 'The choices per notification kind.' })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  kinds!: NotificationKindChoiceInput[];
}

/** Each user's own choice of the notifications that reach them by email (个人设置 → 通知设置). */
@Resolver()
export class NotificationPreferenceResolver {
  @Authorized()
  @Query(() => NotificationPreferences, { description: "The signed-in user's notification choices." })
  myNotificationPreferences(@Ctx() ctx: RequestContext) {
    return preferenceService.mine(ctx);
  }

  @Authorized()
  @Mutation(() => NotificationPreferences, { description: 'Saves which notifications reach the user by email.' })
  saveNotificationPreferences(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NotificationPreferencesInput) input: NotificationPreferencesInput,
  ) {
    return preferenceService.save(ctx, input);
  }
}
