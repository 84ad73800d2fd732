import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { NestedInput } from '../../engine/validation/validate.js';

@InputType()
export class ReviewSheetItemInput {
  @Field(() => String, { description: 'Key of the item, unique in the sheet (up to 40 characters).' })
  @IsString()
  @MaxLength(40)
  key!: string;
  @Field(() => String, { description: "The item's label (up to 100 characters)." })
  @IsString()
  @MaxLength(100)
  label!: string;
  @Field(() => Float, { description: 'Most points the item can give.' }) @IsNumber() maxPoints!: number;
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
  @Field(() => String, { description: 'Name of the sheet (up to 100 characters).' })
  @IsString()
  @MaxLength(100)
  name!: string;
  @Field(() => String) @IsString() @MaxLength(40) awardType!: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() programmeId?: string | null;
  @Field(() => String) @IsString() @MaxLength(64) discipline!: string;
  @Field(() => [ReviewSheetItemInput], { description: "The sheet's scoring items, in order." })
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
  @Field(() => String, { description: 'Key of the review sheet item (up to 40 characters).' })
  @IsString()
  @MaxLength(40)
  key!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'Points for the item, at most its maxPoints; empty while not scored.',
  })
  @IsOptional()
  @IsNumber()
  score?: number | null;
  @Field(() => String, { nullable: true, description: 'Comment on the item (optional).' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: '评语不能超过1000个字符' })
  comment?: string | null;
}

@InputType({ description: "An expert's score of an assigned application." })
export class ReviewScoreInput {
  @Field(() => ID, { description: 'Id of the award application scored.' }) @IsString() applicationId!: string;
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
  @Field(() => String, { description: 'Key of the review sheet item scored.' }) key!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'Points given for the item (at most its maxPoints); empty while not scored.',
  })
  score?: number | null;
  @Field(() => String, { nullable: true, description: "The expert's comment on the item." }) comment?: string | null;
}

@ObjectType({ description: "A task of the signed-in expert: an assigned application and the expert's score." })
export class ScoringTask {
  @Field(() => ID, { description: 'Id of the award application to score.' }) applicationId!: string;
  @Field(() => String, { description: 'Award type key of the application.' }) awardType!: string;
  @Field(() => String, { description: 'Award type name.' }) awardTypeLabel!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true, description: 'Project name of the application.' }) projectName?: string | null;
  @Field(() => String, { description: "The applicant unit's name." }) unitName!: string;
  @Field(() => Int, { description: 'The application flow status.' }) flowStatus!: number;
  @Field(() => ID, { description: 'Id of the expert who scores.' }) expertId!: string;
  @Field(() => String, { description: "The expert's name." }) expertName!: string;
}

@ObjectType({ description: "The signed-in expert's progress." })
export class ReviewProgress {
  @Field(() => Int, { description: 'Scoring tasks assigned.' }) assigned!: number;
  @Field(() => Int, { description: 'Scores submitted.' }) submitted!: number;
}

@ObjectType({ description: 'A row of the project quality ranking: raw and normalised weighted means side by side.' })
export class ReviewRankingRow {
  @Field(() => ID, { description: 'Id of the award application.' }) applicationId!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String, { nullable: true, description: 'Project name of the application.' }) projectName?: string | null;
  @Field(() => String, { description: "The applicant unit's name." }) unitName!: string;
  @Field(() => Int, { description: 'Submitted scores.' }) count!: number;
  @Field(() => Float, { description: 'Mean weighted total of the submitted scores.' }) rawMean!: number;
  @Field(() => Float, {
    description: "Mean weighted total after removing each expert's leniency (z-score normalisation).",
  })
  normalizedMean!: number;
  @Field(() => Int, { description: 'Rank by the raw mean (1 best; equal means share a rank).' }) rank!: number;
  @Field(() => Int, { description: 'Rank by the normalised mean (1 best; equal means share a rank).' })
  normalizedRank!: number;
}

@ObjectType({ description: 'Progress and results of one expert.' })
export class ReviewExpertStat {
  @Field(() => ID, { description: 'Id of the expert.' }) expertId!: string;
  @Field(() => String, { description: "The expert's name." }) expertName!: string;
  @Field(() => String, { description: "The expert's work unit." }) unitName!: string;
  @Field(() => String, { description: "The expert's discipline (专业)." }) discipline!: string;
  @Field(() => Int, { description: 'Scoring tasks assigned to the expert.' }) assigned!: number;
  @Field(() => Int, { description: 'Scores the expert has submitted.' }) submitted!: number;
  @Field(() => Float, { nullable: true, description: 'Mean weighted total of the submitted scores.' }) meanTotal?:
    | number
    | null;
}
