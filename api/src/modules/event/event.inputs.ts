import { IsArray, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { EVENT_MESSAGES as M, EVENT_TYPES } from '@zhuxie/domain/event/event-rules';

@InputType({
  description:
    'An event: created as a draft without id, a draft updated with id and version. Times: ISO or yyyy-MM-dd HH:mm (UTC+8).',
})
export class EventInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String) @RequiredText(M.titleRequired, 200) title!: string;
  @Field(() => String, { description: 'event or conference.' })
  @IsIn(EVENT_TYPES as unknown as string[], { message: M.typeInvalid })
  type!: string;
  @Field(() => String) @RequiredText(M.venueRequired, 255) venue!: string;
  @Field(() => String) @RequiredText(M.startRequired, 40) startTime!: string;
  @Field(() => String) @RequiredText(M.endRequired, 40) endTime!: string;
  @Field(() => String, { nullable: true }) @OptionalText(40) registrationDeadline?: string | null;
  @Field(() => Int, { nullable: true, description: '0 = unlimited.' })
  @IsOptional()
  @IsInt({ message: M.capacityInvalid })
  @Min(0, { message: M.capacityInvalid })
  capacity?: number;
  @Field(() => String, { nullable: true, description: '元, at most 2 decimals.' }) @OptionalText(20) fee?:
    | string
    | null;
  @Field(() => String, { nullable: true }) @OptionalText(20000) agenda?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(20000) description?: string | null;
}

@InputType()
export class EventFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(EVENT_TYPES as unknown as string[]) type?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2]) status?: number;
}

@InputType({ description: 'The answer to one custom option.' })
export class EventAnswerInput {
  @Field(() => String, { description: 'Dictionary key.' }) key!: string;
  @Field(() => String, { description: 'The answer given.' }) value!: string;
}

@InputType({ description: 'A registration from the open registration page (no login).' })
export class EventRegistrationInput {
  @Field(() => ID) @IsString() eventId!: string;
  @Field(() => String) @RequiredText(M.nameRequired, 64) name!: string;
  @Field(() => String) @IsString({ message: '手机号码不能为空' }) mobile!: string;
  @Field(() => String) @RequiredText(M.unitRequired, 255) unit!: string;
  @Field(() => String, { nullable: true }) @OptionalText(100) post?: string | null;
  @Field(() => [EventAnswerInput], {
    nullable: true,
    description: 'Answers to the custom options (dictionary event_register_custom_options).',
  })
  @IsOptional()
  @IsArray() // keys and texts are checked by the service (cleanAnswers)
  answers?: EventAnswerInput[];
}

@InputType()
export class EventRegistrationFilter {
  @Field(() => ID) @IsString() eventId!: string;
  @Field(() => String, { nullable: true, description: 'Name, mobile, unit or sign-in number.' })
  @IsOptional()
  @IsString()
  keyword?: string;
  @Field(() => Boolean, { nullable: true, description: 'Only registrations checked in (true) or not (false).' })
  @IsOptional()
  checkedIn?: boolean;
}

@InputType({ description: 'Accommodation of a conference registration.' })
export class AccommodationInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true, description: 'Hotel (up to 200 characters).' }) @OptionalText(200) hotel?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Room type (up to 64 characters).' }) @OptionalText(64) roomType?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Check-in date, YYYY-MM-DD.' }) @OptionalText(10) checkInDate?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Check-out date, YYYY-MM-DD.' }) @OptionalText(10) checkOutDate?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Who the room is shared with (up to 100 characters).' })
  @OptionalText(100)
  sharingWith?: string | null;
}

@InputType({ description: 'Checks a registered person in at an event.' })
export class CheckInInput {
  @Field(() => ID, { description: 'Id of the event.' }) @IsString() eventId!: string;
  @Field(() => String, { description: "The person's sign-in number (typed or read from the QR code)." })
  @RequiredText('请输入签到号', 12)
  signInNumber!: string;
}
