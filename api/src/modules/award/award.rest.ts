import type { Request } from 'express';
import { sendOk } from '../../engine/rest/envelope.js';
import { REMOVE_IDS_DOC } from '../../engine/crud/crud.rest.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { queryIds, queryInt, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { AWARD_APPLY_CODE, awardProgrammeService, PROGRAMME_CODES } from './award-programme.service.js';
import {
  AwardProgrammeInput,
  AwardProgrammeOpenInput,
  AwardSerialActionInput,
  AwardSerialNumberInput,
  type AwardProgrammeFilter,
  type AwardSerialNumberFilter,
  type SerialAction,
} from './award.inputs.js';
import { SERIAL_CODES, serialNumberService } from './serial-number.service.js';
import { AwardSubscription } from './award.entity.js';
import { SUBSCRIPTION_CODE, subscriptionService } from './subscription.service.js';

const BASE = '/lnjzxh-awards-mgt/lnjzxh/award';

function programmeFilter(req: Request): AwardProgrammeFilter {
  return {
    name: queryText(req, 'name'),
    awardType: queryText(req, 'awardType'),
    year: queryInt(req, 'year', /^\d{4}$/),
    openFlag: queryInt(req, 'openFlag', /^[01]$/, { schema: { enum: [0, 1] } }),
  };
}

function serialNumberFilter(req: Request): AwardSerialNumberFilter {
  return {
    programmeId: queryText(req, 'programmeId'),
    recommendUnit: queryText(req, 'recommendUnit'),
    serialNumber: queryText(req, 'serialNumber'),
    status: queryInt(req, 'status', /^[0-3]$/, { schema: { enum: [0, 1, 2, 3] } }),
  };
}

const subscriptionFilter = (req: Request) => ({
  programmeId: queryText(req, 'programmeId'),
  unitName: queryText(req, 'unitName'),
  account: queryText(req, 'account'),
});

/**
 * Award programmes, allocation numbers and subscriptions over REST (not in the spec; in the style of the legacy
 * award calls): programme/{page, get/:id, modify, remove, open, availability/:id}, serial-number/{page, get/:id,
 * modify, remove, status}, subscription/{page, subscribe/:id, check/:id}.
 */
export const registerAwardRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${BASE}/programme/page`,
    { any: [PROGRAMME_CODES.view] },
    async (req, res, ctx) => {
      const filter = programmeFilter(req);
      sendOk(res, pageToRest(await awardProgrammeService.list(ctx, queryPage(req), filter)));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(programmeFilter, { name: '奖项名称', awardType: '奖项类型', openFlag: '1 开放、0 关闭' }),
      },
      data: { page: awardProgrammeService.entity },
    },
  );
  route(deps, 'GET', `${BASE}/programme/get/:id`, 'user', async (req, res, ctx) => {
    sendOk(res, toRest(await awardProgrammeService.detail(ctx, String(req.params.id))));
  });
  route(deps, 'GET', `${BASE}/programme/availability/:id`, 'user', async (req, res, ctx) => {
    sendOk(res, await awardProgrammeService.availability(ctx, String(req.params.id)));
  });
  route(
    deps,
    'POST',
    `${BASE}/programme/modify`,
    { any: [PROGRAMME_CODES.add, PROGRAMME_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(AwardProgrammeInput, req.body);
      const { entity, created } = await awardProgrammeService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { summary: '奖项设置（新增或修改）', body: AwardProgrammeInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/programme/open`,
    { any: [PROGRAMME_CODES.open] },
    async (req, res, ctx) => {
      const input = await validateInput(AwardProgrammeOpenInput, req.body);
      sendOk(res, toRest(await awardProgrammeService.setOpen(ctx, input)), '操作成功');
    },
    { summary: '开放或关闭奖项', body: AwardProgrammeOpenInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/programme/remove`,
    { any: [PROGRAMME_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await awardProgrammeService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    REMOVE_IDS_DOC,
  );

  route(
    deps,
    'GET',
    `${BASE}/serial-number/page`,
    { any: [SERIAL_CODES.view] },
    async (req, res, ctx) => {
      const filter = serialNumberFilter(req);
      sendOk(res, pageToRest(await serialNumberService.list(ctx, queryPage(req), filter)));
    },
    {
      query: {
        ...PAGE_QUERY,
        ...filterQueryDoc(serialNumberFilter, {
          recommendUnit: '推荐单位',
          serialNumber: '编号',
          status: '0 待申请、1 审核中、2 分配中、3 分配已确认',
        }),
      },
      data: { page: serialNumberService.entity },
    },
  );
  route(deps, 'GET', `${BASE}/serial-number/get/:id`, { any: [SERIAL_CODES.view] }, async (req, res, ctx) => {
    sendOk(res, toRest(await serialNumberService.detail(ctx, String(req.params.id))));
  });
  route(
    deps,
    'POST',
    `${BASE}/serial-number/modify`,
    { any: [SERIAL_CODES.add, SERIAL_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(AwardSerialNumberInput, req.body);
      const { entity, created } = await serialNumberService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { summary: '分配编号（新增或修改）', body: AwardSerialNumberInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/serial-number/status`,
    { any: [SERIAL_CODES.status] },
    async (req, res, ctx) => {
      const input = await validateInput(AwardSerialActionInput, req.body);
      sendOk(
        res,
        toRest(await serialNumberService.transition(ctx, input.id, input.action as SerialAction)),
        '操作成功',
      );
    },
    { summary: '分配编号状态变更', body: AwardSerialActionInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/serial-number/remove`,
    { any: [SERIAL_CODES.delete] },
    async (req, res, ctx) => {
      sendOk(res, (await serialNumberService.remove(ctx, queryIds(req))) > 0, '删除成功');
    },
    REMOVE_IDS_DOC,
  );

  route(
    deps,
    'GET',
    `${BASE}/subscription/page`,
    { any: [SUBSCRIPTION_CODE] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await subscriptionService.list(ctx, queryPage(req), subscriptionFilter(req))));
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(subscriptionFilter, { account: '订阅人账号' }) },
      data: { page: AwardSubscription },
    },
  );
  route(
    deps,
    'POST',
    `${BASE}/subscription/subscribe/:id`,
    { any: [AWARD_APPLY_CODE] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await subscriptionService.subscribe(ctx, String(req.params.id))), '订阅成功');
    },
    { summary: '订阅奖项', noBody: '参数 id（奖项主键）在路径中' },
  );
  route(deps, 'GET', `${BASE}/subscription/check/:id`, 'user', async (req, res, ctx) => {
    sendOk(res, await subscriptionService.check(ctx, String(req.params.id)));
  });
};
