import type { Request } from 'express';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendPdf } from '../../engine/pdf/index.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc, queryFilter } from '../../engine/rest/filters.js';
import { noteQuery, queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { ExpertAccountInput, ExpertExpirationInput, type ExpertAccountFilter } from './expert.inputs.js';
import { expertCardPdf, expertCardVerifyUrl } from './expert-card.pdf.js';
import { publicBase } from '../../engine/rest/public-url.js';
import { EXPERT_APPLY_CODE, EXPERT_CODES, expertService } from './expert.service.js';

function accountFilter(req: Request): ExpertAccountFilter {
  const f = queryFilter(req, ['name', 'unitName', 'cardCode', 'discipline']) as ExpertAccountFilter;
  noteQuery(req, 'flowStatus', { type: 'integer', minimum: 0, maximum: 5 });
  const status = queryText(req, 'flowStatus');
  if (status !== undefined && /^[0-5]$/.test(status)) f.flowStatus = Number(status);
  noteQuery(req, 'expired', { type: 'boolean' });
  if (queryText(req, 'expired') === 'true') f.expired = true;
  return f;
}

const searchFilter = (req: Request) => ({
  keyword: queryText(req, 'keyword'),
  discipline: queryText(req, 'discipline'),
});

/**
 * Legacy expert-account calls (SPEC section 7, "Account (expert)"): GET /api/lnjzxh-member/account/page,
 * /account/get/{id}; POST /account/submit, /account/remove/batch (query ids); GET
 * /expert/expiration-date/update (cardCode, expirationDate) and /expert/expiration-date/clean (cardCode).
 * Also the public search of /cmsPages/expertSearch, and GET /account/card/{id}: the expert card (专家证) as PDF,
 * for staff who see expert records and for the expert themself.
 */
export const registerExpertRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    '/lnjzxh-member/account/page',
    { any: [EXPERT_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await expertService.list(ctx, queryPage(req), accountFilter(req))));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(accountFilter, {
          name: '姓名',
          cardCode: '专家证号',
          discipline: '专业',
          expired: '为 true 时只列专家证已过期的',
        }),
      },
      data: { page: expertService.entity },
    },
  );
  route(deps, 'GET', '/lnjzxh-member/account/get/:id', 'user', async (req, res, ctx) => {
    sendOk(res, toRest(await expertService.readable(ctx, String(req.params.id))));
  });
  route(deps, 'GET', '/lnjzxh-member/account/card/:id', 'user', async (req, res, ctx) => {
    const data = await expertService.cardData(ctx, String(req.params.id));
    if (data.expert.cardCode) data.verifyUrl = expertCardVerifyUrl(publicBase(req, ctx), data.expert.cardCode);
    sendPdf(res, await expertCardPdf(data), `专家证-${data.expert.name}-${data.expert.cardCode}.pdf`, 'attachment');
  });
  route(
    deps,
    'POST',
    '/lnjzxh-member/account/submit',
    { any: [EXPERT_CODES.add, EXPERT_CODES.edit, EXPERT_APPLY_CODE] },
    async (req, res, ctx) => {
      const input = await validateInput(ExpertAccountInput, req.body);
      const { entity, created } = await expertService.save(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: ExpertAccountInput },
  );
  route(
    deps,
    'POST',
    '/lnjzxh-member/account/remove/batch',
    { any: [EXPERT_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await expertService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-member/expert/expiration-date/update',
    { any: [EXPERT_CODES.expiry] },
    async (req, res, ctx) => {
      const input = await validateInput(ExpertExpirationInput, {
        cardCode: queryText(req, 'cardCode') ?? '',
        expirationDate: queryText(req, 'expirationDate'),
      });
      if (!input.expirationDate) throw badInput('请选择有效期', [{ field: 'expirationDate', message: '请选择有效期' }]);
      sendOk(res, toRest(await expertService.setExpiration(ctx, input.cardCode, input.expirationDate)), '更新成功');
    },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-member/expert/expiration-date/clean',
    { any: [EXPERT_CODES.expiry] },
    async (req, res, ctx) => {
      const input = await validateInput(ExpertExpirationInput, { cardCode: queryText(req, 'cardCode') ?? '' });
      sendOk(res, toRest(await expertService.setExpiration(ctx, input.cardCode, null)), '更新成功');
    },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-member/expert/search',
    'public',
    async (req, res, ctx) => {
      sendOk(res, await expertService.search(ctx, queryPage(req), searchFilter(req)));
    },
    {
      summary: '专家公开查询',
      query: { ...PAGE_QUERY, ...filterQueryDoc(searchFilter, { keyword: '关键字', discipline: '专业' }) },
    },
  );
};
