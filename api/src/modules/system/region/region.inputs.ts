import { IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { TimeFilter } from '../../../engine/crud/time-filter.js';
import { OptionalText, RequiredText } from '../../../engine/validation/rules.js';
import { REGION_MESSAGES } from './region.rules.js';

@InputType({ description: 'A region to create (no id) or update (id and version; code and parent stay as they are).' })
export class RegionInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String) @Matches(/^\d{6}$/, { message: REGION_MESSAGES.codeInvalid }) code!: string;
  @Field(() => String, { nullable: true, description: "Parent's code; empty or '00' for a province." })
  @IsOptional()
  @Matches(/^(|0|00|\d{6})$/, { message: '上级区划编号不正确' })
  parentCode?: string;
  @Field(() => String) @RequiredText('请输入区划名称', 64) name!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt({ message: '排序必须是整数' }) sort?: number;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class RegionFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Codes starting with this text.' })
  @IsOptional()
  @IsString()
  code?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() regionLevel?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() parentCode?: string;
}
