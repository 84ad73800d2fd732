import type { FilterQuery } from '@mikro-orm/core';
import { User } from '../../engine/auth/user.entity.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { findPage } from '../../engine/crud/find-page.js';
import { type Page, type PageRequest, pageOf } from '../../engine/crud/paging.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, notFound } from '../../engine/errors/domain-error.js';
import { limit } from '../../engine/limits/limit.js';
import { sanitizeHtml } from '../article/index.js';
import { memberUnitService } from '../member/index.js';
import { Course, Lesson, LessonProgress } from './course.entity.js';
import type { CourseFilter, CourseInput, LessonProgressInput, PublicCourseFilter } from './course.inputs.js';
import {
  COURSE_MESSAGES as M,
  COURSE_STATUS,
  completionPercent,
  courseProblems,
  courseRefusal,
  hoursTotals,
  normalPosition,
} from './course-rules.js';

/** 课程管理 (course_manage) and its buttons; 培训学时 (course_hours). */
export const COURSE_CODES = {
  view: 'course_manage',
  add: 'course_manage_add',
  edit: 'course_manage_edit',
  delete: 'course_manage_delete',
  publish: 'course_manage_publish',
  withdraw: 'course_manage_withdraw',
  hours: 'course_hours',
  export: 'course_hours_export',
} as const;

/** A course with its lessons, in order. */
export interface CourseWithLessons {
  course: Course;
  lessons: Lesson[];
}

/** The signed-in learner's progress in a course. */
export interface CourseProgressView {
  courseId: string;
  percent: number;
  completedLessons: number;
  totalLessons: number;
  lessons: LessonProgress[];
}

/** Training hours of one learner or one member unit. */
export interface HoursRow {
  id: string;
  name: string;
  unitName?: string;
  hours: number;
  courses: number;
  learners?: number;
}

function problemsError(problems: string[]) {
  return badInput(problems[0]!, [{ field: 'course', message: problems.join('；') }]);
}

class CourseService {
  async list(ctx: RequestContext, req: PageRequest, filter: CourseFilter = {}): Promise<Page<Course>> {
    const where: Record<string, unknown> = {};
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.status != null) where.status = filter.status;
    const [rows, total] = await findPage(ctx.em, Course, where as FilterQuery<Course>, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(rows, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<Course> {
    const found = await ctx.em.findOne(Course, { id });
    if (!found) throw notFound(M.notFound);
    return found;
  }

  lessonsOf(ctx: RequestContext, courseId: string): Promise<Lesson[]> {
    return ctx.em.find(Lesson, { courseId }, { orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  async withLessons(ctx: RequestContext, id: string): Promise<CourseWithLessons> {
    const course = await this.detail(ctx, id);
    return { course, lessons: await this.lessonsOf(ctx, id) };
  }

  /** Creates a draft (no id) or updates a course that is not published, with its lessons (kept by id, in order). */
  async save(ctx: RequestContext, input: CourseInput): Promise<{ entity: Course; created: boolean }> {
    const problems = courseProblems(input);
    if (problems.length) throw problemsError(problems);
    const created = !input.id;
    let course: Course;
    let existing: Lesson[] = [];
    if (input.id) {
      course = await this.detail(ctx, input.id);
      const refusal = courseRefusal(course.status, 'edit');
      if (refusal) throw badInput(refusal);
      checkVersion(ctx, course, input.version);
      course.updateUser = ctx.userId;
      existing = await this.lessonsOf(ctx, course.id);
    } else {
      course = ctx.em.create(Course, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        createDept: ctx.user?.deptId,
        title: '',
      });
    }
    course.title = input.title.trim();
    course.cover = input.cover?.trim() || undefined;
    course.category = input.category?.trim() || undefined;
    course.hours = Math.round((input.hours ?? 0) * 100) / 100;
    course.audience = input.audience?.trim() || undefined;
    course.summary = input.summary?.trim() || undefined;
    const byId = new Map(existing.map((l) => [l.id, l]));
    const kept = new Set<string>();
    input.lessons.forEach((l, i) => {
      const lesson =
        (l.id && byId.get(l.id)) ||
        ctx.em.create(Lesson, {
          tenantId: ctx.tenantId,
          createUser: ctx.userId,
          courseId: course.id,
          kind: l.kind,
          title: '',
        });
      kept.add(lesson.id);
      lesson.sort = i + 1;
      lesson.kind = l.kind;
      lesson.title = l.title.trim();
      lesson.url = l.kind === 'richtext' ? undefined : l.url?.trim() || undefined;
      lesson.content = l.kind === 'richtext' ? sanitizeHtml(l.content ?? '') : undefined;
      lesson.minutes = l.minutes ?? 0;
      lesson.updateUser = ctx.userId;
    });
    for (const old of existing)
      if (!kept.has(old.id)) {
        old.isDeleted = 1;
        old.updateUser = ctx.userId;
      }
    await ctx.em.flush();
    return { entity: course, created };
  }

  /** 发布: a draft or withdrawn course with at least one good lesson goes into the open catalogue. */
  async publish(ctx: RequestContext, id: string): Promise<Course> {
    const { course, lessons } = await this.withLessons(ctx, id);
    const refusal = courseRefusal(course.status, 'publish');
    if (refusal) throw badInput(refusal);
    const problems = courseProblems({ ...course, lessons }, true);
    if (problems.length) throw problemsError(problems);
    course.status = COURSE_STATUS.published;
    course.publishTime = new Date();
    course.updateUser = ctx.userId;
    await ctx.em.flush();
    return course;
  }

  /** 下架: a published course leaves the catalogue (learners' progress is kept). */
  async withdraw(ctx: RequestContext, id: string): Promise<Course> {
    const course = await this.detail(ctx, id);
    const refusal = courseRefusal(course.status, 'withdraw');
    if (refusal) throw badInput(refusal);
    course.status = COURSE_STATUS.withdrawn;
    course.updateUser = ctx.userId;
    await ctx.em.flush();
    return course;
  }

  /** Removes courses that are not published, with their lessons (soft delete); all or none. */
  async remove(ctx: RequestContext, ids: string[]): Promise<number> {
    if (!ids.length) throw badInput('请选择至少一条数据');
    const rows = await ctx.em.find(Course, { id: { $in: ids } });
    if (rows.length !== new Set(ids).size) throw notFound(M.notFound);
    for (const c of rows) {
      const refusal = courseRefusal(c.status, 'remove');
      if (refusal) throw badInput(refusal);
    }
    const lessons = await ctx.em.find(Lesson, { courseId: { $in: ids } });
    for (const row of [...rows, ...lessons]) {
      row.isDeleted = 1;
      row.updateUser = ctx.userId;
    }
    await ctx.em.flush();
    return rows.length;
  }

  // ---- the open catalogue ---------------------------------------------------------------------------------

  /** The open catalogue: published courses, newest first; rate limited per address. */
  async publicPage(ctx: RequestContext, req: PageRequest, filter: PublicCourseFilter = {}): Promise<Page<Course>> {
    await limit(ctx, 'courseReadIp', ctx.ip ?? 'unknown');
    const where: Record<string, unknown> = { status: COURSE_STATUS.published };
    if (filter.category?.trim()) where.category = filter.category.trim();
    const keyword = filter.keyword?.trim();
    if (keyword) where.$or = [{ title: { $ilike: likeText(keyword) } }, { summary: { $ilike: likeText(keyword) } }];
    const [rows, total] = await findPage(ctx.em, Course, where as FilterQuery<Course>, {
      orderBy: [{ publishTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(rows, total, req);
  }

  /** A published course with its lessons (others are not found); rate limited per address. */
  async publicDetail(ctx: RequestContext, id: string): Promise<CourseWithLessons> {
    await limit(ctx, 'courseReadIp', ctx.ip ?? 'unknown');
    const course = await ctx.em.findOne(Course, { id, status: COURSE_STATUS.published });
    if (!course) throw notFound(M.notPublished);
    return { course, lessons: await this.lessonsOf(ctx, id) };
  }

  // ---- learning --------------------------------------------------------------------------------------------

  /** The signed-in learner's progress in a course: each lesson's position and the percent completed. */
  async progress(ctx: RequestContext, courseId: string): Promise<CourseProgressView> {
    const user = requireUser(ctx);
    const lessons = await this.lessonsOf(ctx, courseId);
    const rows = await ctx.em.find(LessonProgress, { courseId, userId: user.id });
    const ids = new Set(lessons.map((l) => l.id));
    const mine = rows.filter((r) => ids.has(r.lessonId));
    const done = new Set(mine.filter((r) => r.completed).map((r) => r.lessonId));
    return {
      courseId,
      percent: completionPercent([...ids], done),
      completedLessons: done.size,
      totalLessons: ids.size,
      lessons: mine,
    };
  }

  /** Saves where the learner is in a lesson of a published course; a completed lesson stays completed. */
  async record(ctx: RequestContext, input: LessonProgressInput): Promise<LessonProgress> {
    const user = requireUser(ctx);
    const lesson = await ctx.em.findOne(Lesson, { id: input.lessonId });
    if (!lesson) throw notFound(M.lessonNotFound);
    const course = await ctx.em.findOne(Course, { id: lesson.courseId, status: COURSE_STATUS.published });
    if (!course) throw badInput(M.notPublished);
    const position = normalPosition(lesson.kind, input.position);
    if (position === undefined) throw badInput(M.positionInvalid, [{ field: 'position', message: M.positionInvalid }]);
    let row = await ctx.em.findOne(LessonProgress, { lessonId: lesson.id, userId: user.id });
    if (!row) {
      const unit = await memberUnitService.ofUser(ctx, user.id);
      row = ctx.em.create(LessonProgress, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        userId: user.id,
        unitId: unit?.id,
        courseId: course.id,
        lessonId: lesson.id,
      });
    }
    row.position = position;
    if (input.completed && !row.completed) {
      row.completed = true;
      row.completeTime = new Date();
    }
    row.updateUser = user.id;
    await ctx.em.flush();
    return row;
  }

  // ---- training hours ---------------------------------------------------------------------------------------

  /** Every learner's completed courses (all current lessons completed), with the course hours. */
  private async completed(ctx: RequestContext) {
    const courses = await ctx.em.find(Course, {});
    const lessons = await ctx.em.find(Lesson, { courseId: { $in: courses.map((c) => c.id) } });
    const lessonIds = new Map<string, string[]>();
    for (const l of lessons) lessonIds.set(l.courseId, [...(lessonIds.get(l.courseId) ?? []), l.id]);
    const progress = await ctx.em.find(LessonProgress, { completed: true });
    const done = new Map<string, { set: Set<string>; unitId?: string }>();
    for (const p of progress) {
      const key = `${p.userId}|${p.courseId}`;
      const entry = done.get(key) ?? { set: new Set<string>(), unitId: p.unitId };
      entry.set.add(p.lessonId);
      done.set(key, entry);
    }
    const hoursOf = new Map(courses.map((c) => [c.id, c.hours]));
    const out: { userId: string; unitId?: string; courseId: string; hours: number }[] = [];
    for (const [key, entry] of done) {
      const [userId, courseId] = key.split('|') as [string, string];
      const ids = lessonIds.get(courseId) ?? [];
      if (hoursOf.has(courseId) && completionPercent(ids, entry.set) === 100)
        out.push({ userId, unitId: entry.unitId, courseId, hours: hoursOf.get(courseId)! });
    }
    return out;
  }

  /** 培训学时: hours of completed courses per learner and per member unit, most hours first. */
  async hours(ctx: RequestContext): Promise<{ learners: HoursRow[]; units: HoursRow[] }> {
    const { byUser, byUnit } = hoursTotals(await this.completed(ctx));
    const users = byUser.size ? await ctx.em.find(User, { id: { $in: [...byUser.keys()] } }) : [];
    const unitIds = [
      ...new Set([...byUnit.keys(), ...[...byUser.values()].flatMap((u) => (u.unitId ? [u.unitId] : []))]),
    ];
    const units = new Map((await memberUnitService.byIds(ctx, unitIds)).map((u) => [u.id, u.name]));
    const names = new Map(users.map((u) => [u.id, u.realName || u.account]));
    const order = (a: HoursRow, b: HoursRow) => b.hours - a.hours || a.name.localeCompare(b.name);
    return {
      learners: [...byUser]
        .map(([id, v]) => ({
          id,
          name: names.get(id) ?? id,
          unitName: v.unitId ? units.get(v.unitId) : undefined,
          hours: v.hours,
          courses: v.courses,
        }))
        .sort(order),
      units: [...byUnit].map(([id, v]) => ({ id, name: units.get(id) ?? id, ...v })).sort(order),
    };
  }
}

export const courseService = new CourseService();
