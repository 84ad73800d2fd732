/** Pure rules of training courses (no database): statuses, what may be done when, progress and hours. */

export const COURSE_STATUS = { draft: 0, published: 1, withdrawn: 2 } as const;
export const COURSE_STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已下架' };
export const LESSON_KINDS = ['video', 'pdf', 'slides', 'richtext'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export const COURSE_MESSAGES = {
  notFound: '课程不存在或已删除',
  notPublished: '课程未发布或已下架',
  lessonNotFound: '课时不存在或已删除',
  titleRequired: '请填写课程名称',
  hoursInvalid: '学时应在 0 到 1000 之间',
  noLesson: '课程至少要有一个课时',
  lessonTitle: (n: number) => `第${n}课时请填写名称`,
  lessonKind: (n: number) => `第${n}课时类型不正确`,
  lessonUrl: (n: number) => `第${n}课时请填写视频或文档地址`,
  lessonContent: (n: number) => `第${n}课时请填写图文内容`,
  editPublished: '已发布的课程不能修改，请先下架',
  publishTwice: '课程已发布',
  withdrawNotPublished: '只有已发布的课程可以下架',
  removePublished: '已发布的课程不能删除，请先下架',
  positionInvalid: '进度位置不正确',
} as const;

/** What is checked of a course and its lessons before it is saved or published. */
export interface CourseDraft {
  title?: string | null;
  hours?: number | null;
  lessons: { title?: string | null; kind?: string | null; url?: string | null; content?: string | null }[];
}

/** The problems of a course, first the course's own, then each lesson's (numbered from 1); [] when fine. */
export function courseProblems(c: CourseDraft, forPublish = false): string[] {
  const M = COURSE_MESSAGES;
  const out: string[] = [];
  if (!c.title?.trim()) out.push(M.titleRequired);
  const hours = c.hours ?? 0;
  if (!Number.isFinite(hours) || hours < 0 || hours > 1000) out.push(M.hoursInvalid);
  if (forPublish && !c.lessons.length) out.push(M.noLesson);
  c.lessons.forEach((l, i) => {
    const n = i + 1;
    if (!l.title?.trim()) out.push(M.lessonTitle(n));
    if (!LESSON_KINDS.includes(l.kind as LessonKind)) out.push(M.lessonKind(n));
    else if (l.kind === 'richtext') {
      if (!l.content?.trim()) out.push(M.lessonContent(n));
    } else if (!l.url?.trim()) out.push(M.lessonUrl(n));
  });
  return out;
}

export type CourseAction = 'edit' | 'publish' | 'withdraw' | 'remove';

/** Why a course in `status` refuses an action (undefined: allowed). */
export function courseRefusal(status: number, action: CourseAction): string | undefined {
  const M = COURSE_MESSAGES;
  const published = status === COURSE_STATUS.published;
  switch (action) {
    case 'edit':
      return published ? M.editPublished : undefined;
    case 'publish':
      return published ? M.publishTwice : undefined;
    case 'withdraw':
      return published ? undefined : M.withdrawNotPublished;
    case 'remove':
      return published ? M.removePublished : undefined;
  }
}

/** Percent (0–100, whole) of the lessons completed; a course without lessons is 0. */
export function completionPercent(lessonIds: readonly string[], completedIds: ReadonlySet<string>): number {
  if (!lessonIds.length) return 0;
  const done = lessonIds.filter((id) => completedIds.has(id)).length;
  return Math.floor((done * 100) / lessonIds.length);
}

/** A position as stored: a finite number ≥ 0, video seconds kept to a tenth, pages whole; undefined when invalid. */
export function normalPosition(kind: string, position: number): number | undefined {
  if (!Number.isFinite(position) || position < 0 || position > 1e7) return undefined;
  return kind === 'video' ? Math.round(position * 10) / 10 : Math.max(1, Math.floor(position));
}

/** One learner's completed course (for the hours): who, which unit, how many hours. */
export interface CompletedCourse {
  userId: string;
  unitId?: string | null;
  courseId: string;
  hours: number;
}

/** Training hours summed per learner and per member unit (courses counted once per learner). */
export function hoursTotals(rows: readonly CompletedCourse[]): {
  byUser: Map<string, { hours: number; courses: number; unitId?: string | null }>;
  byUnit: Map<string, { hours: number; courses: number; learners: number }>;
} {
  const byUser = new Map<string, { hours: number; courses: number; unitId?: string | null }>();
  const byUnit = new Map<string, { hours: number; courses: number; learners: Set<string> }>();
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.userId}|${r.courseId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const u = byUser.get(r.userId) ?? { hours: 0, courses: 0, unitId: r.unitId };
    u.hours = round2(u.hours + r.hours);
    u.courses += 1;
    u.unitId ??= r.unitId;
    byUser.set(r.userId, u);
    if (r.unitId) {
      const m = byUnit.get(r.unitId) ?? { hours: 0, courses: 0, learners: new Set<string>() };
      m.hours = round2(m.hours + r.hours);
      m.courses += 1;
      m.learners.add(r.userId);
      byUnit.set(r.unitId, m);
    }
  }
  return {
    byUser,
    byUnit: new Map(
      [...byUnit].map(([k, v]) => [k, { hours: v.hours, courses: v.courses, learners: v.learners.size }]),
    ),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
