import { sendOk } from '../../engine/rest/envelope.js';
import { queryText } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { NOTICE_CODE } from './menus.js';
import { AwardNoticeInput, ObjectionHandlingInput, ObjectionInput } from './notice.inputs.js';
import { awardNoticeService } from './notice.service.js';

const BASE = '/lnjzxh-awards-mgt/lnjzxh/award/notice';
const STAFF = { any: [NOTICE_CODE] };

/**
 * Public notice and objections over REST (not in the legacy API):
 * - GET notice/list?programmeId=, GET notice/detail/{id}, POST notice/submit (a draft), POST notice/publish/{id},
 *   POST notice/confirm/{id}, POST notice/remove/{id}, GET notice/objection/list?noticeId=, POST notice/objection/handle (staff);
 * - GET notice/public/{id} and POST notice/objection/lodge (open, no login; lodging is rate limited).
 */
export const registerAwardNoticeRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${BASE}/list`,
    STAFF,
    async (req, res, ctx) =>
      sendOk(res, (await awardNoticeService.ofProgramme(ctx, queryText(req, 'programmeId') ?? '')).map(toRest)),
    { summary: '公示列表（按奖项批次）', query: { programmeId: '奖项批次 id（必填）' } },
  );
  route(
    deps,
    'GET',
    `${BASE}/detail/:id`,
    STAFF,
    async (req, res, ctx) => sendOk(res, toRest(await awardNoticeService.detail(ctx, String(req.params.id)))),
    { summary: '公示详情' },
  );
  route(
    deps,
    'POST',
    `${BASE}/submit`,
    STAFF,
    async (req, res, ctx) => {
      const input = await validateInput(AwardNoticeInput, req.body);
      sendOk(res, toRest(await awardNoticeService.save(ctx, input)), '保存成功');
    },
    { summary: '保存公示草稿', body: AwardNoticeInput },
  );
  for (const [action, summary, run] of [
    ['publish', '发布公示', awardNoticeService.publish.bind(awardNoticeService)],
    ['confirm', '确认最终结果', awardNoticeService.confirm.bind(awardNoticeService)],
  ] as const)
    route(
      deps,
      'POST',
      `${BASE}/${action}/:id`,
      STAFF,
      async (req, res, ctx) => sendOk(res, toRest(await run(ctx, String(req.params.id))), '操作成功'),
      { summary, noBody: '参数 id 在路径中' },
    );
  route(
    deps,
    'POST',
    `${BASE}/remove/:id`,
    STAFF,
    async (req, res, ctx) => sendOk(res, await awardNoticeService.remove(ctx, String(req.params.id)), '删除成功'),
    { summary: '删除公示草稿', noBody: '参数 id 在路径中' },
  );
  route(
    deps,
    'GET',
    `${BASE}/objection/list`,
    STAFF,
    async (req, res, ctx) =>
      sendOk(res, (await awardNoticeService.objections(ctx, queryText(req, 'noticeId') ?? '')).map(toRest)),
    { summary: '异议列表', query: { noticeId: '公示 id（必填）' } },
  );
  route(
    deps,
    'POST',
    `${BASE}/objection/handle`,
    STAFF,
    async (req, res, ctx) => {
      const input = await validateInput(ObjectionHandlingInput, req.body);
      sendOk(res, toRest(await awardNoticeService.handle(ctx, input)), '处理成功');
    },
    { summary: '处理异议', body: ObjectionHandlingInput },
  );
  route(
    deps,
    'GET',
    `${BASE}/public/:id`,
    'public',
    async (req, res, ctx) => sendOk(res, toRest(await awardNoticeService.publicNotice(ctx, String(req.params.id)))),
    { summary: '公示（公开）' },
  );
  route(
    deps,
    'POST',
    `${BASE}/objection/lodge`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(ObjectionInput, req.body);
      sendOk(res, await awardNoticeService.lodge(ctx, input), '异议已提交');
    },
    { summary: '提出异议（公开，限频）', body: ObjectionInput },
  );
};
