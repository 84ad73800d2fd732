import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

@InputType({ description: 'An expert group: no id creates, an id updates.' })
export class ExpertGroupInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String, { description: 'Name of the group (up to 100 characters).' })
  @RequiredText('请输入分组名称', 100)
  name!: string;
  @Field(() => String, { nullable: true }) @OptionalText(64) discipline?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(12) regionCode?: string | null;
  @Field(() => [ID]) @IsArray() @ArrayMaxSize(500) @IsString({ each: true }) memberIds!: string[];
}

@InputType()
export class ExpertGroupFilter {
  @Field(() => String, { nullable: true, description: 'Only groups whose name contains this text.' })
  @IsOptional()
  @IsString()
  name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() discipline?: string;
}

@InputType({ description: 'A review task: no id creates, an id updates.' })
export class ReviewTaskInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String, { description: 'Name of the review task (up to 100 characters).' })
  @RequiredText('请输入任务名称', 100)
  name!: string;
  @Field(() => ID) @RequiredText('请选择奖项', 36) programmeId!: string;
  @Field(() => [ID], { description: 'Ids of the award applications the task covers (at most 2000).' })
  @IsArray()
  @ArrayMaxSize(2000)
  @IsString({ each: true })
  applicationIds!: string[];
  @Field(() => ID, { nullable: true }) @OptionalText(36) groupId?: string | null;
}

@InputType()
export class ReviewTaskFilter {
  @Field(() => ID, { nullable: true, description: 'Only tasks of this award programme.' })
  @IsOptional()
  @IsString()
  programmeId?: string;
}

@InputType({
  description:
    'Automatic assignment: the applications of a programme (审核中 or 已通过, enabled), N experts each, from a group or a discipline.',
})
export class AutoAssignInput {
  @Field(() => ID) @RequiredText('请选择奖项', 36) programmeId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The expert group; without it every approved expert of the discipline.',
  })
  @OptionalText(36)
  groupId?: string | null;
  @Field(() => String, { nullable: true, description: 'Only experts of this discipline (absent: any).' })
  @OptionalText(64)
  discipline?: string | null;
  @Field(() => Int, { description: 'Experts per application (1-20).' })
  @IsInt({ message: '每个申报的专家人数须为1到20之间的整数' })
  @Min(1, { message: '每个申报的专家人数须为1到20之间的整数' })
  @Max(20, { message: '每个申报的专家人数须为1到20之间的整数' })
  perApplication!: number;
}

const DRAW_COUNT = '抽取人数须为1到20之间的整数';
const DRAW_SUBSTITUTES = '替补人数须为0到20之间的整数';

@InputType({
  description:
    'Random draw (专家抽取): N experts and M ranked substitutes for each chosen application, from a group or a discipline.',
})
export class ExpertDrawInput {
  @Field(() => [ID], { description: 'The applications to draw for (1-200, of one programme or several).' })
  @IsArray()
  @ArrayMinSize(1, { message: '请选择申报' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  applicationIds!: string[];
  @Field(() => ID, {
    nullable: true,
    description: 'The expert group; without it every approved expert of the discipline.',
  })
  @OptionalText(36)
  groupId?: string | null;
  @Field(() => String, { nullable: true, description: 'Only experts of this discipline.' })
  @OptionalText(64)
  discipline?: string | null;
  @Field(() => Int, { description: 'N: experts to draw per application (1-20).' })
  @IsInt({ message: DRAW_COUNT })
  @Min(1, { message: DRAW_COUNT })
  @Max(20, { message: DRAW_COUNT })
  count!: number;
  @Field(() => Int, { description: 'M: ranked substitutes per application (0-20).' })
  @IsInt({ message: DRAW_SUBSTITUTES })
  @Min(0, { message: DRAW_SUBSTITUTES })
  @Max(20, { message: DRAW_SUBSTITUTES })
  substitutes!: number;
}

@InputType({ description: 'A drawn expert who declined or cannot take part: the first unused substitute steps in.' })
export class DrawDeclineInput {
  @Field(() => ID, { description: 'The draw record.' }) @RequiredText('请选择抽取记录', 36) drawId!: string;
  @Field(() => ID, { description: 'The drawn (or already substituted-in) expert to replace.' })
  @RequiredText('请选择专家', 36)
  expertId!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: staff mark the expert unable (无法参加); absent or false: the expert declined (婉拒).',
  })
  @IsOptional()
  @IsBoolean()
  unable?: boolean | null;
}
