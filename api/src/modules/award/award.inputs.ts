import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

@InputType({ description: 'An award programme (奖项设置): no id creates, an id updates.' })
export class AwardProgrammeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String) @RequiredText('请选择奖项类型', 40) awardType!: string;
  @Field(() => Int)
  @IsInt({ message: '请输入年度' })
  @Min(2000, { message: '年度无效' })
  @Max(2100, { message: '年度无效' })
  year!: number;
  @Field(() => String) @RequiredText('请输入奖项名称', 200) name!: string;
  @Field(() => String) @Matches(DATE, { message: '请选择开始日期' }) startDate!: string;
  @Field(() => String) @Matches(DATE, { message: '请选择截止日期' }) endDate!: string;
  @Field(() => [String]) @IsArray() @ArrayMaxSize(10) @IsString({ each: true }) accountCategories!: string[];
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() requireSerialNumber?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText(500) closedMessage?: string;
  @Field(() => String, { nullable: true }) @OptionalText(500) remark?: string;
}

@InputType()
export class AwardProgrammeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() awardType?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() year?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) openFlag?: number;
}

@InputType({ description: 'Opens (1) or closes (0) a programme; closing needs the message applicants will see.' })
export class AwardProgrammeOpenInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { description: '1 open, 0 closed.' })
  @IsIn([0, 1], { message: '开启标志只能是 0 或 1' })
  openFlag!: number;
  @Field(() => String, { nullable: true, description: 'Message shown while closed (up to 500 characters).' })
  @OptionalText(500)
  closedMessage?: string;
}

@InputType({
  description: '权限设置: the account categories (award_account_category keys) that may apply for a programme.',
})
export class AwardProgrammeCategoriesInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => [String], {
    description: 'Account categories (award_account_category keys) that may apply (at most 20).',
  })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  accountCategories!: string[];
}

@InputType({
  description: 'An allocation number: no id creates (number generated), an id updates the quota and remark.',
})
export class AwardSerialNumberInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => ID) @RequiredText('请选择奖项', 36) programmeId!: string;
  @Field(() => String) @RequiredText('请选择推荐单位', 64) recommendUnit!: string;
  @Field(() => Int)
  @IsInt({ message: '请输入名额' })
  @Min(1, { message: '名额至少为1' })
  @Max(9999, { message: '名额不能超过9999' })
  quota!: number;
  @Field(() => String, { nullable: true }) @OptionalText(500) remark?: string;
}

@InputType()
export class AwardSerialNumberFilter {
  @Field(() => ID, { nullable: true, description: 'Only numbers of this award programme.' })
  @IsOptional()
  @IsString()
  programmeId?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() recommendUnit?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() serialNumber?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2, 3]) status?: number;
}

export const SERIAL_ACTIONS = ['apply', 'allocate', 'confirm', 'return', 'reopen', 'revoke'] as const;
export type SerialAction = (typeof SERIAL_ACTIONS)[number];

@InputType({
  description:
    'A status change of an allocation number: apply 0→1, allocate 1→2, confirm 2→3, return 1→0, reopen 2→1, revoke 3→2.',
})
export class AwardSerialActionInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { description: 'apply, allocate, confirm, return, reopen or revoke.' })
  @IsIn([...SERIAL_ACTIONS], { message: '不支持的操作' })
  action!: string;
}

@InputType()
export class AwardSubscriptionFilter {
  @Field(() => ID, { nullable: true, description: 'Only subscriptions to this award programme.' })
  @IsOptional()
  @IsString()
  programmeId?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() account?: string;
}

@InputType({
  description: 'The application layer (newApplication): search text and show all (closed and not yet open too).',
})
export class AwardApplicationFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Only programmes whose name or award type name contains this text.',
  })
  @IsOptional()
  @IsString()
  keyword?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Also closed and not yet open programmes (only the first account category and programme staff).',
  })
  @IsOptional()
  @IsBoolean()
  showAll?: boolean;
}
