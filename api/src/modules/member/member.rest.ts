import type { Request } from 'express';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { filterQueryDoc, queryFlowStatus } from '../../engine/rest/filters.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import {
  CMS_JOIN_CODE,
  type EntryApplicationFilter,
  EntryApplicationInput,
  entryApplicationService,
  MEMBER_JOIN_CODE,
} from './entry-application.service.js';

const BASE = '/lnjzxh-member/entry-application';

/**
 * Legacy entry application calls (SPEC section 7): POST modify (create or update a draft; `submit` or `andSubmit`
 * true also sends it into the flow), GET get/mine, get/{id} and page.
 */
export const registerMemberRest: RestRegistration = (deps) => {
  route(
    deps,
    'POST',
    `${BASE}/modify`,
    { any: [CMS_JOIN_CODE] },
    async (req, res, ctx) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const input = await validateInput(EntryApplicationInput, body);
      if (body.submit === true || body.submit === 1 || body.submit === '1') input.andSubmit = true;
      const { entity, created } = await entryApplicationService.modify(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { summary: '入会申请（保存）', body: EntryApplicationInput },
  );
  route(deps, 'GET', `${BASE}/get/mine`, 'user', async (_req, res, ctx) => {
    const app = await entryApplicationService.mine(ctx);
    sendOk(res, app ? toRest(app) : null);
  });
  route(deps, 'GET', `${BASE}/get/:id`, 'user', async (req, res, ctx) => {
    sendOk(res, toRest(await entryApplicationService.readable(ctx, String(req.params.id))));
  });
  route(
    deps,
    'GET',
    `${BASE}/page`,
    { any: [MEMBER_JOIN_CODE, CMS_JOIN_CODE] },
    async (req, res, ctx) => {
      const filter = pageFilter(req);
      sendOk(
        res,
        pageToRest(
          await entryApplicationService.page(ctx, queryPage(req), entryApplicationService.visibleWhere(ctx, filter)),
        ),
      );
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(pageFilter, { name: '单位名称', creditCode: '统一社会信用代码' }) },
      data: { page: entryApplicationService.entity },
    },
  );
};

/** The filter of the page: name, creditCode, flowStatus. */
function pageFilter(req: Request): EntryApplicationFilter {
  const filter: EntryApplicationFilter = { name: queryText(req, 'name'), creditCode: queryText(req, 'creditCode') };
  const status = queryFlowStatus(req);
  if (status !== undefined) filter.flowStatus = status;
  return filter;
}
