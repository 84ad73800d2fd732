import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const PARAM_MESSAGES = {
  paramNameRequired: '请输入参数名称',
  paramKeyRequired: '请输入参数键名',
  paramValueRequired: '请输入参数键值',
  paramKeyDuplicate: '参数键名已存在',
  notFound: '参数不存在',
} as const;

/** Create (no id) or update (with id and the version that was read) a system parameter. */
@InputType()
export class ParamInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  id?: string;

  @Field(() => Int, { nullable: true, description: 'The version that was read; a stale version is refused.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @Field(() => String)
  @RequiredText(PARAM_MESSAGES.paramNameRequired)
  paramName!: string;

  @Field(() => String)
  @RequiredText(PARAM_MESSAGES.paramKeyRequired)
  paramKey!: string;

  @Field(() => String)
  @RequiredText(PARAM_MESSAGES.paramValueRequired, 65535)
  paramValue!: string;

  @Field(() => String, { nullable: true })
  @OptionalText()
  remark?: string;
}

@InputType()
export class ParamFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, case-insensitive.' })
  @IsOptional()
  @IsString()
  paramName?: string;

  @Field(() => String, { nullable: true, description: 'Part of the key, case-insensitive.' })
  @IsOptional()
  @IsString()
  paramKey?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Created after (REST createTime_dategt).' })
  @IsOptional()
  createTimeFrom?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Created before (REST createTime_datelt).' })
  @IsOptional()
  createTimeTo?: Date;
}
