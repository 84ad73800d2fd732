import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int } from 'type-graphql';
import {
  QUESTIONNAIRE_AUDIENCES,
  QUESTIONNAIRE_MESSAGES as M,
  QUESTIONNAIRE_ONCE_PER,
} from '@zhuxie/domain/questionnaire/questionnaire-rules';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import { OptionalText } from '../../engine/validation/rules.js';

@InputType({
  description:
    'A questionnaire: created as a draft without id, updated with id and version (not while running). Times: ISO or yyyy-MM-dd HH:mm (UTC+8).',
})
export class QuestionnaireInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  /** Checked by questionnaireProblems (an empty title gets its message there, with the other problems). */
  @Field(() => String) @OptionalText(200) title!: string;
  @Field(() => String, { nullable: true }) @OptionalText(5000) description?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(5000) welcomeText?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(5000) thanksText?: string | null;
  @Field(() => GraphQLJSONObject, { description: 'The questions: a form definition.' })
  @IsObject({ message: M.noQuestion })
  definition!: FormDefinition;
  @Field(() => String, { nullable: true }) @OptionalText(40) startTime?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText(40) endTime?: string | null;
  @Field(() => String, { description: 'members | memberLevel | experts | staff | open' })
  @IsIn(QUESTIONNAIRE_AUDIENCES as unknown as string[], { message: M.audienceInvalid })
  audience!: string;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray() @ArrayMaxSize(50) memberLevels?: string[];
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() anonymous?: boolean;
  @Field(() => String, { nullable: true, description: 'account | unit' })
  @IsOptional()
  @IsIn(QUESTIONNAIRE_ONCE_PER as unknown as string[])
  oncePer?: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() editableUntilEnd?: boolean;
}

@InputType()
export class QuestionnaireFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2]) status?: number;
}

@InputType({ description: 'Answers to a questionnaire, saved as a draft or submitted.' })
export class QuestionnaireAnswerInput {
  @Field(() => ID) @IsString() questionnaireId!: string;
  @Field(() => GraphQLJSONObject, { description: 'Answers by question key.' })
  @IsObject({ message: '答案格式不正确' })
  values!: FormValues;
}
