import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { OptionalText } from '../../engine/validation/rules.js';
import { NestedInput } from '../../engine/validation/validate.js';

@InputType({ description: 'One proposed result: an application of the programme and its result text.' })
export class NoticeItemInput {
  @Field(() => ID) @IsString() applicationId!: string;
  @Field(() => String, { description: 'The proposed result (e.g. 拟获奖).' }) @OptionalText(50) result!: string;
}

@InputType({ description: 'A notice draft: no id creates, an id updates (drafts only).' })
export class AwardNoticeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => ID) @IsString() programmeId!: string;
  @Field(() => String, { nullable: true }) @OptionalText(200) title?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(5000) intro?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @OptionalText(10) startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @OptionalText(10) endDate?: string | null;
  @Field(() => [NoticeItemInput])
  @IsArray()
  @ArrayMaxSize(1000)
  @NestedInput(() => NoticeItemInput, { each: true })
  items!: NoticeItemInput[];
}

@InputType()
export class ObjectionFileInput {
  @Field(() => String, { description: 'File name as uploaded.' }) @OptionalText(255) name!: string;
  @Field(() => String, { description: 'Link of the file (an upload of /files of the association).' })
  @OptionalText(1000)
  url!: string;
  @Field(() => Int, { nullable: true, description: 'Size in bytes.' }) @IsOptional() @IsInt() size?: number | null;
}

@InputType({ description: 'An objection to one application of a published notice (open, no login).' })
export class ObjectionInput {
  @Field(() => ID, { description: 'The published notice.' }) @IsString() noticeId!: string;
  @Field(() => ID, { nullable: true, description: 'The application of the notice objected to.' })
  @OptionalText(36)
  applicationId?: string | null;
  @Field(() => String, { nullable: true, description: "The objector's name." }) @OptionalText(100) name?: string | null;
  @Field(() => String, { nullable: true, description: 'A mobile number.' }) @OptionalText(20) contact?: string | null;
  @Field(() => String, { nullable: true, description: 'Reasons (at least 10 characters).' })
  @OptionalText(5000)
  reasons?: string | null;
  @Field(() => [ObjectionFileInput], { nullable: true, description: 'Evidence files (at most 5).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @NestedInput(() => ObjectionFileInput, { each: true })
  files?: ObjectionFileInput[] | null;
}

@InputType({
  description: 'Staff handle an objection: upheld (the application leaves the results) or dismissed, with a reply.',
})
export class ObjectionHandlingInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Boolean, { nullable: true, description: 'true: upheld (the entry is withdrawn); false: dismissed.' })
  @IsOptional()
  @IsBoolean()
  upheld?: boolean | null;
  @Field(() => String, { nullable: true, description: "Staff's reply to the objector." })
  @OptionalText(2000)
  reply?: string | null;
}
