import { IsIn, IsInt, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

@InputType({ description: 'Adds a member unit to the units allowed to declare quality teams.' })
export class QualityTeamUnitAddInput {
  @Field(() => ID, { description: 'Id of the member unit to add.' })
  @RequiredText('请选择申报单位', 36)
  memberUnitId!: string;
  @Field(() => String, { nullable: true }) @OptionalText(500) remark?: string;
}

@InputType({ description: 'Enables (1) or disables (0) a quality-team unit; without enabled the flag toggles.' })
export class QualityTeamUnitEnableInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { nullable: true, description: '1 enabled, 0 disabled; absent: toggles the flag.' })
  @IsOptional()
  @IsIn([0, 1], { message: 'enable 只能是 1（启用）或 0（停用）' })
  enabled?: number;
}

@InputType()
export class QualityTeamUnitFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) enabled?: number;
}

/**
 * A safety standardization record: no id creates, an id updates. The required fields are checked by the
 * rules module (safetyProblems) so a direct call gets every field's message at once.
 */
@InputType({ description: 'A safety standardization application (安全标准化): no id creates, an id updates.' })
export class SafetyStandardizationInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String, { nullable: true, description: 'Project name (up to 255 characters).' })
  @OptionalText(255)
  projectName?: string;
  @Field(() => ID, { nullable: true }) @OptionalText(36) memberUnitId?: string;
  @Field(() => ID, { nullable: true }) @OptionalText(36) programmeId?: string;
  @Field(() => String, { nullable: true, description: 'Contact person (up to 64 characters).' })
  @OptionalText(64)
  contact?: string;
  @Field(() => String, { nullable: true }) @OptionalText(32) mobile?: string;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: '评分须为0到100之间的数字，最多两位小数' })
  score?: number;
  @Field(() => String, { nullable: true }) @OptionalText(8) level?: string;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: '状态无效（0 待送审、1 已通过、2 驳回、3 不通过）' })
  status?: number;
  @Field(() => String, { nullable: true }) @OptionalText(500) remark?: string;
}

@InputType()
export class SafetyStandardizationFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() projectName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() programmeId?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() level?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2, 3]) status?: number;
}

@InputType({
  description:
    'A technology results application (科技成果): no id creates, an id updates (a rejected one goes back to 待送审).',
})
export class TechnologyResultInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String, { description: 'Project name (up to 255 characters).' })
  @RequiredText('请输入项目名称', 255)
  projectName!: string;
  @Field(() => ID, { description: 'Id of the declaring member unit.' })
  @RequiredText('请选择申报单位', 36)
  memberUnitId!: string;
}

@InputType({
  description: 'The staff audit of a technology result: status 1 已通过, 2 驳回, 3 不通过, with an opinion.',
})
export class TechnologyResultAuditInput {
  @Field(() => ID) @RequiredText('请选择申报', 36) id!: string;
  @Field(() => Int, { description: 'The audit result: 1 已通过 (passed), 2 驳回 (returned), 3 不通过 (failed).' })
  @IsInt({ message: '审核结果只能是 1 已通过、2 驳回 或 3 不通过' })
  status!: number;
  @Field(() => String, { nullable: true, description: 'The audit opinion (up to 500 characters).' })
  @OptionalText(500)
  opinion?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
}

@InputType()
export class TechnologyResultFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() projectName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2, 3]) status?: number;
}
