import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { OptionalText } from '../../engine/validation/rules.js';
import { NestedInput } from '../../engine/validation/validate.js';
import { COURSE_MESSAGES as M, LESSON_KINDS } from './course-rules.js';

@InputType({
  description: 'A lesson of a course: with id to keep an existing lesson (and its progress), without to add.',
})
export class LessonInput {
  @Field(() => ID, { nullable: true, description: 'Id of an existing lesson of this course.' })
  @IsOptional()
  @IsString()
  id?: string;
  @Field(() => String, { description: 'video | pdf | slides | richtext' })
  @IsIn(LESSON_KINDS as unknown as string[], { message: '课时类型不正确' })
  kind!: string;
  @Field(() => String, { description: 'Name of the lesson.' }) @OptionalText(200) title!: string;
  @Field(() => String, { nullable: true, description: 'The video or PDF link; slides: picture links one a line.' })
  @OptionalText(5000)
  url?: string | null;
  @Field(() => String, { nullable: true, description: 'Rich text (HTML), sanitized by the server.' })
  @OptionalText(200_000)
  content?: string | null;
  @Field(() => Int, { nullable: true, description: 'Estimated minutes.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000)
  minutes?: number;
}

@InputType({
  description: 'A course with its lessons in order: created without id (a draft), updated with id and version.',
})
export class CourseInput {
  @Field(() => ID, { nullable: true, description: 'Id of the course to update.' })
  @IsOptional()
  @IsString()
  id?: string;
  @Field(() => Int, { nullable: true, description: 'Version read (optimistic lock).' })
  @IsOptional()
  @IsInt()
  version?: number;
  @Field(() => String, { description: '课程名称' }) @OptionalText(200) title!: string;
  @Field(() => String, { nullable: true, description: 'Cover picture link.' }) @OptionalText(500) cover?: string | null;
  @Field(() => String, { nullable: true, description: '课程分类' }) @OptionalText(60) category?: string | null;
  @Field(() => Float, { nullable: true, description: '学时' })
  @IsOptional()
  @IsNumber({}, { message: M.hoursInvalid })
  hours?: number;
  @Field(() => String, { nullable: true, description: '适用对象' }) @OptionalText(200) audience?: string | null;
  @Field(() => String, { nullable: true, description: '课程简介' }) @OptionalText(5000) summary?: string | null;
  @Field(() => [LessonInput], { description: 'The lessons in order; lessons left out are removed.' })
  @IsArray()
  @ArrayMaxSize(200)
  @NestedInput(() => LessonInput, { each: true })
  lessons!: LessonInput[];
}

@InputType({ description: 'Filter of the staff list of courses.' })
export class CourseFilter {
  @Field(() => String, { nullable: true, description: 'Words of the title.' }) @IsOptional() @IsString() title?: string;
  @Field(() => Int, { nullable: true, description: '0 草稿, 1 已发布, 2 已下架.' })
  @IsOptional()
  @IsIn([0, 1, 2])
  status?: number;
}

@InputType({ description: 'Filter of the open catalogue.' })
export class PublicCourseFilter {
  @Field(() => String, { nullable: true, description: 'Words of the title or summary.' })
  @IsOptional()
  @IsString()
  keyword?: string;
  @Field(() => String, { nullable: true, description: 'Category.' }) @IsOptional() @IsString() category?: string;
}

@InputType({ description: 'Where the learner is in a lesson, saved periodically (and when completed).' })
export class LessonProgressInput {
  @Field(() => ID, { description: 'Id of the lesson.' }) @IsString() lessonId!: string;
  @Field(() => Float, { description: 'The video second, or the PDF / slide page number.' })
  @IsNumber({}, { message: M.positionInvalid })
  position!: number;
  @Field(() => Boolean, { nullable: true, description: 'True when the lesson is finished (stays completed).' })
  @IsOptional()
  @IsBoolean()
  completed?: boolean;
}
