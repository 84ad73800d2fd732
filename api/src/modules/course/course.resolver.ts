import { Arg, Authorized, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { Course, Lesson, LessonProgress } from './course.entity.js';
import { CourseFilter, CourseInput, LessonProgressInput, PublicCourseFilter } from './course.inputs.js';
import { COURSE_CODES, courseService } from './course.service.js';

const CoursePage = PageType(Course);
const PublicCoursePage = PageType(Course, 'PublicCoursePage');

@ObjectType({ description: 'A course with its lessons in order.' })
export class CourseDetail {
  @Field(() => Course, { description: 'The course.' }) course!: Course;
  @Field(() => [Lesson], { description: 'Its lessons, in order.' }) lessons!: Lesson[];
}

@ObjectType({ description: "The signed-in learner's progress in a course." })
export class CourseProgress {
  @Field(() => ID, { description: 'Id of the course.' }) courseId!: string;
  @Field(() => Int, { description: 'Percent of the lessons completed, 0–100.' }) percent!: number;
  @Field(() => Int, { description: 'Lessons completed.' }) completedLessons!: number;
  @Field(() => Int, { description: 'Lessons of the course.' }) totalLessons!: number;
  @Field(() => [LessonProgress], { description: 'Where the learner is in each lesson started.' })
  lessons!: LessonProgress[];
}

@ObjectType({ description: 'Training hours of a learner or a member unit (hours of completed courses).' })
export class TrainingHoursRow {
  @Field(() => ID, { description: 'Id of the learner (account) or of the member unit.' }) id!: string;
  @Field(() => String, { description: 'Name of the learner or of the unit.' }) name!: string;
  @Field(() => String, { nullable: true, description: "The learner's member unit." }) unitName?: string;
  @Field(() => Float, { description: 'Hours of the completed courses.' }) hours!: number;
  @Field(() => Int, { description: 'Courses completed.' }) courses!: number;
  @Field(() => Int, { nullable: true, description: 'Learners of the unit who completed a course.' }) learners?: number;
}

@ObjectType({ description: '培训学时: per learner and per member unit.' })
export class TrainingHours {
  @Field(() => [TrainingHoursRow], { description: 'Per learner, most hours first.' }) learners!: TrainingHoursRow[];
  @Field(() => [TrainingHoursRow], { description: 'Per member unit, most hours first.' }) units!: TrainingHoursRow[];
}

@Resolver(() => Course)
export class CourseResolver {
  @Authorized(COURSE_CODES.view)
  @Query(() => CoursePage, { description: 'Courses (staff), newest first.' })
  courses(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true, description: 'Page wanted.' }) page?: PageInput,
    @Arg('filter', () => CourseFilter, { nullable: true, description: 'Title and status.' }) filter?: CourseFilter,
  ) {
    return courseService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(COURSE_CODES.view)
  @Query(() => CourseDetail, { description: 'One course with its lessons (staff).' })
  course(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Id of the course.' }) id: string) {
    return courseService.withLessons(ctx, id);
  }

  @Authorized(COURSE_CODES.add, COURSE_CODES.edit)
  @Mutation(() => Course, { description: 'Creates a draft course (no id) or updates one not published, with lessons.' })
  async saveCourse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CourseInput, { description: 'The course and its lessons.' }) input: CourseInput,
  ) {
    requirePermission(ctx, input.id ? COURSE_CODES.edit : COURSE_CODES.add);
    return (await courseService.save(ctx, input)).entity;
  }

  @Authorized(COURSE_CODES.publish)
  @Mutation(() => Course, { description: '发布: the course goes into the open catalogue.' })
  publishCourse(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Id of the course.' }) id: string) {
    return courseService.publish(ctx, id);
  }

  @Authorized(COURSE_CODES.withdraw)
  @Mutation(() => Course, { description: '下架: the course leaves the open catalogue.' })
  withdrawCourse(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Id of the course.' }) id: string) {
    return courseService.withdraw(ctx, id);
  }

  @Authorized(COURSE_CODES.delete)
  @Mutation(() => Int, { description: 'Removes courses that are not published; answers how many.' })
  removeCourses(
    @Ctx() ctx: RequestContext,
    @Arg('ids', () => [ID], { description: 'Ids of the courses.' }) ids: string[],
  ) {
    return courseService.remove(ctx, ids);
  }

  @Query(() => PublicCoursePage, { description: 'The open catalogue (/cmsPages/coursepresentation); rate limited.' })
  publicCourses(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true, description: 'Page wanted.' }) page?: PageInput,
    @Arg('filter', () => PublicCourseFilter, { nullable: true, description: 'Keyword and category.' })
    filter?: PublicCourseFilter,
  ) {
    return courseService.publicPage(ctx, pageRequest(page), filter);
  }

  @Query(() => CourseDetail, { description: 'A published course with its lessons (open); rate limited.' })
  publicCourse(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Id of the course.' }) id: string) {
    return courseService.publicDetail(ctx, id);
  }

  @Authorized()
  @Query(() => CourseProgress, { description: "The signed-in learner's progress in a course." })
  courseProgress(
    @Ctx() ctx: RequestContext,
    @Arg('courseId', () => ID, { description: 'Id of the course.' }) courseId: string,
  ) {
    return courseService.progress(ctx, courseId);
  }

  @Authorized()
  @Mutation(() => LessonProgress, { description: 'Saves where the signed-in learner is in a lesson.' })
  recordLessonProgress(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LessonProgressInput, { description: 'The lesson and position.' }) input: LessonProgressInput,
  ) {
    return courseService.record(ctx, input);
  }

  @Authorized(COURSE_CODES.hours)
  @Query(() => TrainingHours, { description: '培训学时 per learner and per member unit.' })
  trainingHours(@Ctx() ctx: RequestContext) {
    return courseService.hours(ctx);
  }
}
