import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { NestedInput } from '../../engine/validation/validate.js';

@InputType()
export class ReviewSheetItemInput {
  @Field(() => String) @IsString() @MaxLength(40) key!: string;
  @Field(() => String) @IsString() @MaxLength(100) label!: string;
  @Field(() => Float) @IsNumber() maxPoints!: number;
  @Field(() => Float, { nullable: true, description: 'Default 1.' }) @IsOptional() @IsNumber() weight?: number | null;
  @Field(() => String, { nullable: true, description: "'never' (default) or 'extreme'." })
  @IsOptional()
  @IsIn(['never', 'extreme'])
  commentRequired?: string | null;
}

@InputType({ description: 'A review sheet (create without id, update with id and version).' })
export class ReviewSheetInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number | null;
  @Field(() => String) @IsString() @MaxLength(40) key!: string;
  @Field(() => String) @IsString() @MaxLength(100) name!: string;
  @Field(() => String) @IsString() @MaxLength(40) awardType!: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() programmeId?: string | null;
  @Field(() => String) @IsString() @MaxLength(64) discipline!: string;
  @Field(() => [ReviewSheetItemInput])
  @IsArray()
  @ArrayMaxSize(50)
  @NestedInput(() => ReviewSheetItemInput, { each: true })
  items!: ReviewSheetItemInput[];
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number | null;
}

@InputType()
export class ReviewSheetFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() awardType?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() programmeId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() discipline?: string | null;
}

@InputType()
export class ReviewItemScoreInput {
  @Field(() => String) @IsString() @MaxLength(40) key!: string;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsNumber() score?: number | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: '评语不能超过1000个字符' })
  comment?: string | null;
}

@InputType({ description: "An expert's score of an assigned application." })
export class ReviewScoreInput {
  @Field(() => ID) @IsString() applicationId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The sheet (default: the first applicable one, or the one already used).',
  })
  @IsOptional()
  @IsString()
  sheetId?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number | null;
  @Field(() => [ReviewItemScoreInput])
  @IsArray()
  @ArrayMaxSize(50)
  @NestedInput(() => ReviewItemScoreInput, { each: true })
  items!: ReviewItemScoreInput[];
}

@ObjectType({ description: 'The score and comment of one item.' })
export class ReviewItemScore {
  @Field(() => String) key!: string;
  @Field(() => Float, { nullable: true }) score?: number | null;
  @Field(() => String, { nullable: true }) comment?: string | null;
}

@ObjectType({ description: "A task of the signed-in expert: an assigned application and the expert's score." })
export class ScoringTask {
  @Field(() => ID) applicationId!: string;
  @Field(() => String) awardType!: string;
  @Field(() => String) awardTypeLabel!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true }) projectName?: string | null;
  @Field(() => String) unitName!: string;
  @Field(() => Int, { description: 'The application flow status.' }) flowStatus!: number;
  @Field(() => ID) expertId!: string;
  @Field(() => String) expertName!: string;
}

@ObjectType({ description: "The signed-in expert's progress." })
export class ReviewProgress {
  @Field(() => Int) assigned!: number;
  @Field(() => Int) submitted!: number;
}

@ObjectType({ description: 'A row of the project quality ranking: raw and normalised weighted means side by side.' })
export class ReviewRankingRow {
  @Field(() => ID) applicationId!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true }) projectName?: string | null;
  @Field(() => String) unitName!: string;
  @Field(() => Int, { description: 'Submitted scores.' }) count!: number;
  @Field(() => Float) rawMean!: number;
  @Field(() => Float) normalizedMean!: number;
  @Field(() => Int) rank!: number;
  @Field(() => Int) normalizedRank!: number;
}

@ObjectType({ description: 'Progress and results of one expert.' })
export class ReviewExpertStat {
  @Field(() => ID) expertId!: string;
  @Field(() => String) expertName!: string;
  @Field(() => String) unitName!: string;
  @Field(() => String) discipline!: string;
  @Field(() => Int) assigned!: number;
  @Field(() => Int) submitted!: number;
  @Field(() => Float, { nullable: true, description: 'Mean weighted total of the submitted scores.' }) meanTotal?:
    | number
    | null;
}
