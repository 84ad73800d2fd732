import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { IsMobile } from '../../engine/validation/mobile.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

@InputType({ description: 'An expert account: staff file any; a person files their own (专家申请).' })
export class ExpertAccountInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String, { description: "The expert's name (up to 50 characters)." })
  @RequiredText('请输入姓名', 50)
  name!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([1, 2], { message: '性别无效' }) gender?: number;
  @Field(() => String) @IsMobile() mobile!: string;
  @Field(() => String) @RequiredText('请输入工作单位', 200) unitName!: string;
  @Field(() => String, { nullable: true }) @OptionalText(18) creditCode?: string;
  @Field(() => String, { nullable: true }) @OptionalText(50) jobTitle?: string;
  @Field(() => String) @RequiredText('请选择专业', 64) discipline!: string;
  @Field(() => String, { nullable: true }) @OptionalText(4000) resume?: string;
  @Field(() => String, { nullable: true, description: 'Staff only.' }) @OptionalText(32) cardCode?: string;
  @Field(() => String, { nullable: true, description: 'Staff only; YYYY-MM-DD.' })
  @IsOptional()
  @Matches(DATE, { message: '有效期格式不正确' })
  expirationDate?: string;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
  @Field(() => Boolean, { nullable: true, description: '保存并送审: also submit into the flow.' })
  @IsOptional()
  @IsBoolean()
  andSubmit?: boolean;
}

@InputType()
export class ExpertAccountFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only experts whose name contains this text.' })
  @IsOptional()
  @IsString()
  name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() discipline?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() cardCode?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() flowStatus?: number;
  @Field(() => Boolean, { nullable: true, description: 'Only cards expired before today.' })
  @IsOptional()
  @IsBoolean()
  expired?: boolean;
}

@InputType({ description: 'Issues or changes the expert card of an account (staff).' })
export class ExpertCardInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { description: 'Number of the expert card (up to 32 characters).' })
  @RequiredText('请输入专家证号', 32)
  cardCode!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; none: no end.' })
  @IsOptional()
  @Matches(DATE, { message: '有效期格式不正确' })
  expirationDate?: string;
}

@InputType({ description: 'Sets (a date) or clears (none) the expiration of the card with this code.' })
export class ExpertExpirationInput {
  @Field(() => String, { description: 'Number of the expert card (up to 32 characters).' })
  @RequiredText('请输入专家证号', 32)
  cardCode!: string;
  @Field(() => String, { nullable: true, description: 'Valid until, YYYY-MM-DD; absent: no end.' })
  @IsOptional()
  @Matches(DATE, { message: '有效期格式不正确' })
  expirationDate?: string;
}

@InputType({ description: 'Public expert search (/cmsPages/expertSearch).' })
export class ExpertSearchFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Only experts whose name, work unit or card number contains this text.',
  })
  @IsOptional()
  @IsString()
  keyword?: string;
  @Field(() => String, { nullable: true, description: 'Only experts of this discipline (code).' })
  @IsOptional()
  @IsString()
  discipline?: string;
}
