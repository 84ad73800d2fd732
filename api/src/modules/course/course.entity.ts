import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { COURSE_STATUS } from './course-rules.js';

/** A training course (培训课程, SPEC section 1 "education training courseware"): lessons, hours, an audience. */
@ObjectType({ description: '培训课程' })
@Entity({ tableName: 'lnjzxh_course' })
@Index({ name: 'lnjzxh_course_list_index', properties: ['tenantId', 'status', 'createTime'], where: { isDeleted: 0 } })
export class Course extends BaseEntity {
  @Field(() => String, { description: '课程名称' }) @Property({ type: 'string', length: 200 }) title!: string;
  @Field(() => String, { nullable: true, description: 'Cover picture (a URL or a stored file link).' })
  @Property({ type: 'string', length: 500, nullable: true })
  cover?: string;
  @Field(() => String, { nullable: true, description: '课程分类' })
  @Property({ type: 'string', length: 60, nullable: true })
  category?: string;
  @Field(() => Float, { description: '学时: training hours credited when the course is completed.' })
  @Property({ type: 'double', default: 0 })
  hours: number & Opt = 0;
  @Field(() => String, { nullable: true, description: '适用对象 (who the course is for).' })
  @Property({ type: 'string', length: 200, nullable: true })
  audience?: string;
  @Field(() => String, { nullable: true, description: '课程简介' })
  @Property({ type: 'text', nullable: true })
  summary?: string;
  @Field(() => Int, { description: '0 草稿, 1 已发布, 2 已下架.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = COURSE_STATUS.draft;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was last published.' })
  @Property({ type: 'datetime', nullable: true })
  publishTime?: Date;
}

/** A lesson of a course (课时): a video, a PDF, slides (a PDF or pictures) or rich text, in order. */
@ObjectType({ description: '课时' })
@Entity({ tableName: 'lnjzxh_course_lesson' })
@Index({ name: 'lnjzxh_course_lesson_course_index', properties: ['tenantId', 'courseId', 'sort'] })
export class Lesson extends BaseEntity {
  @Field(() => ID, { description: 'Id of the course.' })
  @Property({ type: 'string', length: 36 })
  courseId!: string;
  @Field(() => Int, { description: 'Order within the course (1, 2, ...).' })
  @Property({ type: 'integer', default: 1 })
  sort: number & Opt = 1;
  @Field(() => String, { description: 'video 视频, pdf PDF 文档, slides 幻灯片, richtext 图文.' })
  @Property({ type: 'string', length: 16 })
  kind!: string;
  @Field(() => String, { description: '课时名称' }) @Property({ type: 'string', length: 200 }) title!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The video or PDF (URL or stored file link); slides: picture links, one a line, or a PDF.',
  })
  @Property({ type: 'text', nullable: true })
  url?: string;
  @Field(() => String, { nullable: true, description: 'Rich text (HTML sanitized on the server).' })
  @Property({ type: 'text', nullable: true })
  content?: string;
  @Field(() => Int, { description: 'Estimated minutes.' })
  @Property({ type: 'integer', default: 0 })
  minutes: number & Opt = 0;
}

/** Where a learner is in a lesson (学习进度): the video second or PDF page, and whether it is completed. */
@ObjectType({ description: '学习进度' })
@Entity({ tableName: 'lnjzxh_course_progress' })
@Unique({ name: 'lnjzxh_course_progress_unique', properties: ['lessonId', 'userId'] })
@Index({ name: 'lnjzxh_course_progress_user_index', properties: ['tenantId', 'userId', 'courseId'] })
@Index({ name: 'lnjzxh_course_progress_course_index', properties: ['tenantId', 'courseId'] })
export class LessonProgress extends BaseEntity {
  @Field(() => ID, { description: 'The learner (account id).' })
  @Property({ type: 'string', length: 36 })
  userId!: string;
  @Field(() => ID, { nullable: true, description: "The learner's member unit when the progress was recorded." })
  @Property({ type: 'string', length: 36, nullable: true })
  unitId?: string;
  @Field(() => ID, { description: 'Id of the course.' })
  @Property({ type: 'string', length: 36 })
  courseId!: string;
  @Field(() => ID, { description: 'Id of the lesson.' })
  @Property({ type: 'string', length: 36 })
  lessonId!: string;
  @Field(() => Float, { description: 'Where to resume: the video second, or the PDF / slide page number.' })
  @Property({ type: 'double', default: 0 })
  position: number & Opt = 0;
  @Field(() => Boolean, { description: 'The lesson is completed (stays so).' })
  @Property({ type: 'boolean', default: false })
  completed: boolean & Opt = false;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the lesson was completed.' })
  @Property({ type: 'datetime', nullable: true })
  completeTime?: Date;
}
