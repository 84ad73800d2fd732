import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Training courseware (issue 23): publish and withdraw, authorization, progress and resume, completion, hours. */
let s: TestServer;
let staff: ApiClient & { token: string }; // shenpi: 课程管理, 培训学时
let member: ApiClient & { token: string }; // huiyuan: a learner of the first demo unit
let expert: ApiClient & { token: string }; // zhuanjia: a learner without a unit

const P = '/api/lnjzxh-member';
const LESSONS = [
  { kind: 'video', title: '第一讲', url: 'https://example.org/a.mp4', minutes: 10 },
  { kind: 'pdf', title: '第二讲', url: 'https://example.org/b.pdf', minutes: 20 },
  { kind: 'richtext', title: '第三讲', content: '<p>正文</p><script>alert(1)</script><img src=x onerror=alert(1)>' },
];
type Saved = { id: string; version: number; status: number };

const save = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ saveCourse: Saved }>(`mutation($i: CourseInput!) { saveCourse(input: $i) { id version status } }`, {
    i: { title: '课程甲', hours: 1.5, category: '安全', lessons: LESSONS, ...input },
  });
const act = (c: ApiClient, op: 'publishCourse' | 'withdrawCourse', id: string) =>
  c.gql<Record<string, { status: number }>>(`mutation($id: ID!) { ${op}(id: $id) { status } }`, { id });
const detail = (id: string) =>
  staff.gql<{
    course: { course: { version: number }; lessons: { id: string; kind: string; content: string | null }[] };
  }>(`query($id: ID!) { course(id: $id) { course { version } lessons { id kind content } } }`, { id });
const record = (c: ApiClient, lessonId: string, position: number, completed?: boolean) =>
  c.gql<{ recordLessonProgress: { position: number; completed: boolean } }>(
    `mutation($i: LessonProgressInput!) { recordLessonProgress(input: $i) { position completed } }`,
    { i: { lessonId, position, completed } },
  );
const progress = (c: ApiClient, courseId: string) =>
  c.gql<{
    courseProgress: {
      percent: number;
      completedLessons: number;
      totalLessons: number;
      lessons: { lessonId: string; position: number; completed: boolean }[];
    };
  }>(
    `query($id: ID!) { courseProgress(courseId: $id) { percent completedLessons totalLessons lessons { lessonId position completed } } }`,
    { id: courseId },
  );
const hours = () =>
  staff.gql<{
    trainingHours: {
      learners: { id: string; name: string; unitName: string | null; hours: number; courses: number }[];
      units: { name: string; hours: number; courses: number; learners: number }[];
    };
  }>(`{ trainingHours { learners { id name unitName hours courses } units { name hours courses learners } } }`);

async function published(input: Record<string, unknown> = {}): Promise<{ id: string; lessons: string[] }> {
  const r = await save(staff, input);
  expect(r.errors).toBeUndefined();
  const id = r.data!.saveCourse.id;
  expect((await act(staff, 'publishCourse', id)).data!.publishCourse!.status).toBe(1);
  return { id, lessons: (await detail(id)).data!.course.lessons.map((l) => l.id) };
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  staff = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expert = await s.login('zhuanjia', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('courses', () => {
  it('checks the course and its lessons, sanitizes rich text, and lets only staff manage courses', async () => {
    expect((await save(staff, { title: ' ' })).errors?.[0]?.message).toBe('请填写课程名称');
    expect((await save(staff, { hours: -2 })).errors?.[0]?.message).toBe('学时应在 0 到 1000 之间');
    expect((await save(staff, { lessons: [{ kind: 'pdf', title: '甲', url: ' ' }] })).errors?.[0]?.message).toBe(
      '第1课时请填写视频或文档地址',
    );
    const rest = await s.rest(
      'POST',
      `${P}/course/submit`,
      { title: '课程', lessons: [{ kind: 'audio', title: '甲' }] },
      { authorization: `Bearer ${staff.token}` },
    );
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, msg: '课时类型不正确' });
    expect((await save(member, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.rest('GET', `${P}/course/page`)).status).toBe(401);

    const id = (await save(staff, {})).data!.saveCourse.id;
    expect((await act(member, 'publishCourse', id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rich = (await detail(id)).data!.course.lessons[2]!;
    expect(rich.content).toContain('<p>正文</p>');
    expect(rich.content).not.toMatch(/script|onerror/);
  });

  it('publishes into the open catalogue, refuses editing while published, withdraws out of it', async () => {
    const empty = (await save(staff, { title: '空课程', lessons: [] })).data!.saveCourse;
    expect((await act(staff, 'publishCourse', empty.id)).errors?.[0]?.message).toBe('课程至少要有一个课时');
    expect((await act(staff, 'withdrawCourse', empty.id)).errors?.[0]?.message).toBe('只有已发布的课程可以下架');

    const { id } = await published({ title: '课程乙' });
    expect((await act(staff, 'publishCourse', id)).errors?.[0]?.message).toBe('课程已发布');
    const version = (await detail(id)).data!.course.course.version;
    expect((await save(staff, { id, version })).errors?.[0]?.message).toBe('已发布的课程不能修改，请先下架');
    const removed = await staff.gql(`mutation($ids: [ID!]!) { removeCourses(ids: $ids) }`, { ids: [id] });
    expect(removed.errors?.[0]?.message).toBe('已发布的课程不能删除，请先下架');

    // open to anyone: the catalogue lists it, the detail shows its lessons in order
    const list = await s.gql<{ publicCourses: { records: { id: string; title: string }[] } }>(
      `{ publicCourses(page: { size: 50 }) { records { id title } } }`,
    );
    expect(list.data!.publicCourses.records.map((c) => c.id)).toContain(id);
    expect(list.data!.publicCourses.records.map((c) => c.id)).not.toContain(empty.id);
    const open = await s.rest('GET', `${P}/course/public/detail?id=${id}`);
    expect(open.body).toMatchObject({
      success: true,
      data: { title: '课程乙', lessons: [{ title: '第一讲' }, { title: '第二讲' }, { title: '第三讲' }] },
    });

    const auth = { authorization: `Bearer ${staff.token}` };
    expect((await s.rest('POST', `${P}/course/withdraw/${id}`, undefined, auth)).body).toMatchObject({
      success: true,
      data: { status: 2 },
    });
    const after = await s.gql<{ publicCourses: { records: { id: string }[] } }>(
      `{ publicCourses(page: { size: 50 }) { records { id } } }`,
    );
    expect(after.data!.publicCourses.records.map((c) => c.id)).not.toContain(id);
    expect(
      (await s.gql(`query($id: ID!) { publicCourse(id: $id) { course { id } } }`, { id })).errors?.[0]?.message,
    ).toBe('课程未发布或已下架');
    // withdrawn: editable again, and progress is refused
    const v2 = (await detail(id)).data!.course.course.version;
    expect((await save(staff, { id, version: v2, title: '课程乙（修订）' })).errors).toBeUndefined();
    const lesson = (await detail(id)).data!.course.lessons[0]!.id;
    expect((await record(member, lesson, 10)).errors?.[0]?.message).toBe('课程未发布或已下架');
  });

  it('records where the learner stopped, resumes there, and counts the percent of lessons completed', async () => {
    const { id, lessons } = await published({ title: '课程丙' });
    const [video, pdf, rich] = lessons as [string, string, string];
    expect(
      (await s.gql(`mutation { recordLessonProgress(input: { lessonId: "${video}", position: 3 }) { position } }`))
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await record(member, video, -5)).errors?.[0]?.message).toBe('进度位置不正确');

    expect((await record(member, video, 42.37)).data!.recordLessonProgress).toEqual({
      position: 42.4,
      completed: false,
    });
    expect((await record(member, pdf, 3.6)).data!.recordLessonProgress).toEqual({ position: 3, completed: false });
    let p = (await progress(member, id)).data!.courseProgress;
    expect(p).toMatchObject({ percent: 0, completedLessons: 0, totalLessons: 3 });
    expect(p.lessons.find((l) => l.lessonId === video)?.position).toBe(42.4);
    expect(p.lessons.find((l) => l.lessonId === pdf)?.position).toBe(3);
    // another learner starts from the beginning
    expect((await progress(expert, id)).data!.courseProgress.lessons).toEqual([]);

    await record(member, video, 600, true);
    // going back in a completed lesson keeps it completed (and the new position)
    expect((await record(member, video, 12)).data!.recordLessonProgress).toEqual({ position: 12, completed: true });
    p = (await progress(member, id)).data!.courseProgress;
    expect(p).toMatchObject({ percent: 33, completedLessons: 1 });
    await record(member, pdf, 5, true);
    await record(member, rich, 1, true);
    const rest = await s.rest('GET', `${P}/course/progress/${id}`, undefined, {
      authorization: `Bearer ${member.token}`,
    });
    expect(rest.body).toMatchObject({ success: true, data: { percent: 100, completedLessons: 3, totalLessons: 3 } });
  });

  it('credits the hours of completed courses per learner and per unit, and exports them', async () => {
    const before = (await hours()).data!.trainingHours;
    const mine = (u: typeof before) => u.learners.find((l) => l.name && l.unitName)?.hours ?? 0;
    const a = await published({ title: '课程丁', hours: 2.5 });
    const b = await published({ title: '课程戊', hours: 4, lessons: LESSONS.slice(0, 1) });
    for (const l of a.lessons) await record(member, l, 1, true);
    await record(member, b.lessons[0]!, 1, false); // started, not completed: no hours
    for (const l of a.lessons) await record(expert, l, 1, true);
    await record(expert, b.lessons[0]!, 1, true);

    const after = (await hours()).data!.trainingHours;
    expect(after.learners.filter((l) => l.unitName == null).map((l) => l.hours)).toContain(6.5);
    expect(mine(after) - mine(before)).toBe(2.5);
    const unitBefore = before.units[0]?.hours ?? 0;
    expect(after.units[0]!.hours - unitBefore).toBe(2.5);
    expect(after.units[0]!.learners).toBe(1);
    expect((await member.gql('{ trainingHours { units { hours } } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const res = await fetch(`${s.url}${P}/course/hours/export?kind=unit`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      (await fetch(`${s.url}${P}/course/hours/export`, { headers: { authorization: `Bearer ${member.token}` } }))
        .status,
    ).toBe(403);
  });
});
