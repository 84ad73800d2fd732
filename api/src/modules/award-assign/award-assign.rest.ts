import { sendOk } from '../../engine/rest/envelope.js';
import type { Request } from 'express';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { REMOVE_IDS_DOC } from '../../engine/crud/crud.rest.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import type { ExpertDraw } from './award-assign.entity.js';
import { AutoAssignInput, DrawDeclineInput, ExpertDrawInput, ExpertGroupInput } from './award-assign.inputs.js';
import { activeOf, expertDrawService } from './expert-draw.service.js';
import { ALLOT_CODES, awardAssignService, expertGroupService } from './award-assign.service.js';

const BASE = '/lnjzxh-awards-mgt/lnjzxh/award/assign';

const groupFilter = (req: Request) => ({ name: queryText(req, 'name'), discipline: queryText(req, 'discipline') });

/**
 * Expert assignment over REST (not in the legacy API; award/{type}/approvalAuto stays separate):
 * - POST assign/auto/preview {programmeId, groupId?, discipline?, perApplication}: the dry run — per application the
 *   current and added experts, every excluded expert with its reason, the shortfall; the loads after the plan.
 * - POST assign/auto/apply (same body): computes the plan again and writes it (manual assignment checks per application).
 * - GET assign/candidates/{applicationId}?groupId=&discipline=: the pool for one application with reasons.
 * - POST assign/draw {applicationIds, groupId?, discipline?, count, substitutes}: random draw (专家抽取) with ranked
 *   substitutes; GET assign/draw/list/{applicationId}: its draw records; POST assign/draw/decline {drawId, expertId,
 *   reason?}: the first unused substitute steps in; GET assign/draw/replay/{id}: recomputes the order from the record.
 * - GET assign/expert-group/page (current, size, name, discipline), POST assign/expert-group/modify, POST assign/expert-group/remove (ids).
 */
export const registerAwardAssignRest: RestRegistration = (deps) => {
  const drawToRest = (d: ExpertDraw) => ({ ...toRest(d), activeIds: activeOf(d) });
  route(
    deps,
    'POST',
    `${BASE}/draw`,
    { any: [ALLOT_CODES.apply] },
    async (req, res, ctx) => {
      const input = await validateInput(ExpertDrawInput, req.body);
      sendOk(res, (await expertDrawService.draw(ctx, input)).map(drawToRest), '抽取成功');
    },
    { summary: '随机抽取专家（含替补）', body: ExpertDrawInput },
  );
  route(
    deps,
    'GET',
    `${BASE}/draw/list/:applicationId`,
    { any: [ALLOT_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, (await expertDrawService.ofApplication(ctx, String(req.params.applicationId))).map(drawToRest));
    },
    { summary: '申报的专家抽取记录' },
  );
  route(
    deps,
    'POST',
    `${BASE}/draw/decline`,
    { any: [ALLOT_CODES.apply] },
    async (req, res, ctx) => {
      const input = await validateInput(DrawDeclineInput, req.body);
      sendOk(res, drawToRest(await expertDrawService.decline(ctx, input)), '替补成功');
    },
    { summary: '抽取专家婉拒或无法参加：由首位替补递补', body: DrawDeclineInput },
  );
  route(
    deps,
    'GET',
    `${BASE}/draw/replay/:id`,
    { any: [ALLOT_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, await expertDrawService.replay(ctx, String(req.params.id)));
    },
    { summary: '验证抽取（按记录的种子和专家池重算）' },
  );
  route(
    deps,
    'POST',
    `${BASE}/auto/preview`,
    { any: [ALLOT_CODES.view] },
    async (req, res, ctx) => {
      const input = await validateInput(AutoAssignInput, req.body);
      sendOk(res, await awardAssignService.plan(ctx, input));
    },
    { summary: '自动分配专家（预览）', body: AutoAssignInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/auto/apply`,
    { any: [ALLOT_CODES.apply] },
    async (req, res, ctx) => {
      const input = await validateInput(AutoAssignInput, req.body);
      sendOk(res, await awardAssignService.apply(ctx, input), '分配成功');
    },
    { summary: '自动分配专家（执行）', body: AutoAssignInput },
  );
  route(
    deps,
    'GET',
    `${BASE}/candidates/:applicationId`,
    { any: [ALLOT_CODES.view] },
    async (req, res, ctx) => {
      sendOk(
        res,
        await awardAssignService.candidates(
          ctx,
          String(req.params.applicationId),
          queryText(req, 'groupId'),
          queryText(req, 'discipline'),
        ),
      );
    },
    { summary: '可分配的专家（含排除原因）', query: { groupId: '专家组主键', discipline: '专业' } },
  );
  route(
    deps,
    'GET',
    `${BASE}/expert-group/page`,
    { any: [ALLOT_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await expertGroupService.list(ctx, queryPage(req), groupFilter(req))));
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(groupFilter, { name: '专家组名称', discipline: '专业' }) },
      data: { page: expertGroupService.entity },
    },
  );
  route(
    deps,
    'POST',
    `${BASE}/expert-group/modify`,
    { any: [ALLOT_CODES.group] },
    async (req, res, ctx) => {
      const input = await validateInput(ExpertGroupInput, req.body);
      const { entity, created } = await expertGroupService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '修改成功');
    },
    { summary: '专家组（新增或修改）', body: ExpertGroupInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/expert-group/remove`,
    { any: [ALLOT_CODES.group] },
    async (req, res, ctx) => {
      sendOk(res, (await expertGroupService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    REMOVE_IDS_DOC,
  );
};
