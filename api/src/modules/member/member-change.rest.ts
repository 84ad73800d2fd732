import type { Request, Response } from 'express';
import type { RequestContext } from '../../engine/context.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { filterQueryDoc, queryFlowStatus } from '../../engine/rest/filters.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import {
  CMS_CHANGE_CODES,
  MEMBER_APPLICATION_CODE,
  MEMBER_CHANGE_CODE,
  type MemberChangeFilter,
  MemberChangeInput,
  memberChangeService,
} from './member-change.service.js';

const BASE = '/lnjzxh-member/member-change';

/**
 * Change requests over REST in the style of the entry application calls: POST modify (save a draft; `submit` or
 * `andSubmit` true also sends it into the flow), POST submit (save and send), GET get/{id} and page.
 */
export const registerMemberChangeRest: RestRegistration = (deps) => {
  const save = (andSubmit: boolean) => async (req: Request, res: Response, ctx: RequestContext) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = await validateInput(MemberChangeInput, body);
    if (andSubmit || body.submit === true || body.submit === 1 || body.submit === '1') input.andSubmit = true;
    const { entity, created } = await memberChangeService.modify(ctx, input);
    sendOk(res, toRest(entity), input.andSubmit ? '提交成功' : created ? '新增成功' : '更新成功');
  };
  route(deps, 'POST', `${BASE}/modify`, { any: CMS_CHANGE_CODES }, save(false), {
    summary: '会员变更（保存草稿）',
    body: MemberChangeInput,
  });
  route(deps, 'POST', `${BASE}/submit`, { any: CMS_CHANGE_CODES }, save(true), {
    summary: '会员变更（保存并提交）',
    body: MemberChangeInput,
  });
  route(deps, 'GET', `${BASE}/get/:id`, 'user', async (req, res, ctx) => {
    sendOk(res, toRest(await memberChangeService.readable(ctx, String(req.params.id))));
  });
  route(
    deps,
    'GET',
    `${BASE}/page`,
    { any: [MEMBER_CHANGE_CODE, MEMBER_APPLICATION_CODE, ...CMS_CHANGE_CODES] },
    async (req, res, ctx) => {
      const filter = pageFilter(req);
      sendOk(
        res,
        pageToRest(
          await memberChangeService.page(ctx, queryPage(req), await memberChangeService.visibleWhere(ctx, filter)),
        ),
      );
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(pageFilter, {
          kind: {
            description: '变更类型：contacts 联系人、qualifications 资质、posts 协会职务',
            schema: { type: 'string', enum: ['contacts', 'qualifications', 'posts'] },
          },
        }),
      },
      data: { page: memberChangeService.entity },
    },
  );
};

/** The filter of the page: kind, unitName, unitId, flowStatus. */
function pageFilter(req: Request): MemberChangeFilter {
  const filter: MemberChangeFilter = {
    kind: queryText(req, 'kind'),
    unitName: queryText(req, 'unitName'),
    unitId: queryText(req, 'unitId'),
  };
  if (filter.kind && !['contacts', 'qualifications', 'posts'].includes(filter.kind)) throw badInput('变更类型不存在');
  const status = queryFlowStatus(req);
  if (status !== undefined) filter.flowStatus = status;
  return filter;
}
