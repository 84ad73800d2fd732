import type { Request } from 'express';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { type ExportColumn, streamXlsx } from '../../engine/crud/export.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { Course } from './course.entity.js';
import { CourseInput, LessonProgressInput } from './course.inputs.js';
import { COURSE_CODES, type CourseWithLessons, type HoursRow, courseService } from './course.service.js';

const P = '/lnjzxh-member';

const courseFilter = (req: Request) => {
  const status = queryText(req, 'status');
  return {
    title: queryText(req, 'title'),
    status: status && ['0', '1', '2'].includes(status) ? Number(status) : undefined,
  };
};
const publicFilter = (req: Request) => ({ keyword: queryText(req, 'keyword'), category: queryText(req, 'category') });

const withLessons = (r: CourseWithLessons) => ({ ...toRest(r.course), lessons: r.lessons.map((l) => toRest(l)) });

/** 培训学时 as a workbook: a sheet per learner rows, then the units (two exports through `kind`). */
async function sendHours(ctx: RequestContext, res: Parameters<typeof streamXlsx>[1], kind: string): Promise<void> {
  const { learners, units } = await courseService.hours(ctx);
  const byUnit = kind === 'unit';
  const columns: ExportColumn<HoursRow, unknown>[] = byUnit
    ? [
        { header: '会员单位', width: 36, value: (r) => r.name },
        { header: '完成课程人次', width: 14, value: (r) => r.courses },
        { header: '学员人数', width: 12, value: (r) => r.learners },
        { header: '培训学时', width: 12, value: (r) => r.hours },
      ]
    : [
        { header: '学员', width: 20, value: (r) => r.name },
        { header: '会员单位', width: 36, value: (r) => r.unitName },
        { header: '完成课程数', width: 12, value: (r) => r.courses },
        { header: '培训学时', width: 12, value: (r) => r.hours },
      ];
  async function* batches() {
    yield byUnit ? units : learners;
  }
  await streamXlsx(
    ctx,
    res,
    { fileName: byUnit ? '培训学时-按单位' : '培训学时-按学员', sheetName: '培训学时', columns },
    batches(),
  );
}

/**
 * Courses (prefix /api/lnjzxh-member): staff GET /course/page, /course/get/{id}, POST /course/submit,
 * /course/publish/{id}, /course/withdraw/{id}, /course/remove/batch; GET /course/hours, /course/hours/export?kind=;
 * learners GET /course/progress/{courseId}, POST /course/progress; open GET /course/public/page, /course/public/detail?id=.
 */
export const registerCourseRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${P}/course/page`,
    { any: [COURSE_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await courseService.list(ctx, queryPage(req), courseFilter(req))));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(courseFilter, {
          title: '课程名称',
          status: { description: '状态：0 草稿、1 已发布、2 已下架', schema: { type: 'integer', enum: [0, 1, 2] } },
        }),
      },
      data: { page: Course },
    },
  );
  route(deps, 'GET', `${P}/course/get/:id`, { any: [COURSE_CODES.view] }, async (req, res, ctx) => {
    sendOk(res, withLessons(await courseService.withLessons(ctx, String(req.params.id))));
  });
  route(
    deps,
    'POST',
    `${P}/course/submit`,
    { any: [COURSE_CODES.add, COURSE_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(CourseInput, req.body);
      requirePermission(ctx, input.id ? COURSE_CODES.edit : COURSE_CODES.add);
      const { entity, created } = await courseService.save(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: CourseInput },
  );
  route(
    deps,
    'POST',
    `${P}/course/publish/:id`,
    { any: [COURSE_CODES.publish] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await courseService.publish(ctx, String(req.params.id))), '发布成功');
    },
    { summary: '发布课程', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'POST',
    `${P}/course/withdraw/:id`,
    { any: [COURSE_CODES.withdraw] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await courseService.withdraw(ctx, String(req.params.id))), '已下架');
    },
    { summary: '下架课程', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'POST',
    `${P}/course/remove/batch`,
    { any: [COURSE_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await courseService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );
  route(deps, 'GET', `${P}/course/hours`, { any: [COURSE_CODES.hours] }, async (_req, res, ctx) => {
    sendOk(res, await courseService.hours(ctx));
  });
  route(
    deps,
    'GET',
    `${P}/course/hours/export`,
    { any: [COURSE_CODES.export] },
    async (req, res, ctx) => {
      await sendHours(ctx, res, queryText(req, 'kind') ?? 'learner');
    },
    { query: { kind: { description: 'learner 按学员（默认）、unit 按会员单位', schema: { type: 'string' } } } },
  );
  route(deps, 'GET', `${P}/course/progress/:courseId`, 'user', async (req, res, ctx) => {
    const p = await courseService.progress(ctx, String(req.params.courseId));
    sendOk(res, { ...p, lessons: p.lessons.map((l) => toRest(l)) });
  });
  route(
    deps,
    'POST',
    `${P}/course/progress`,
    'user',
    async (req, res, ctx) => {
      const input = await validateInput(LessonProgressInput, req.body);
      sendOk(res, toRest(await courseService.record(ctx, input)), '保存成功');
    },
    { summary: '保存学习进度', body: LessonProgressInput },
  );
  route(
    deps,
    'GET',
    `${P}/course/public/page`,
    'public',
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await courseService.publicPage(ctx, queryPage(req), publicFilter(req))));
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(publicFilter, { keyword: '课程名称或简介', category: '课程分类' }) },
      data: { page: Course },
    },
  );
  route(
    deps,
    'GET',
    `${P}/course/public/detail`,
    'public',
    async (req, res, ctx) => {
      sendOk(res, withLessons(await courseService.publicDetail(ctx, queryText(req, 'id') ?? '')));
    },
    { query: { id: { description: '课程 id', schema: { type: 'string' } } } },
  );
};
