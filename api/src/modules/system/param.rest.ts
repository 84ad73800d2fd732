import { validateInput } from '../../engine/validation/validate.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryDateRange, queryId, queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { ParamInput } from './param.inputs.js';
import { paramService } from './param.service.js';

/** Legacy paths of SPEC section 7 (System): /api/blade-system/param/list|detail|submit|remove. */
export const registerParamRest: RestRegistration = ({ router, context }) => {
  const base = '/blade-system/param';

  router.get(`${base}/list`, async (req, res) => {
    const range = queryDateRange(req, 'createTime');
    const where = paramService.where({
      paramName: queryText(req, 'paramName'),
      paramKey: queryText(req, 'paramKey'),
      createTimeFrom: range.from,
      createTimeTo: range.to,
    });
    sendOk(res, pageToRest(await paramService.page(context(req), queryPage(req), where)));
  });

  router.get(`${base}/detail`, async (req, res) => {
    sendOk(res, toRest(await paramService.detail(context(req), queryId(req))));
  });

  router.post(`${base}/submit`, async (req, res) => {
    const input = await validateInput(ParamInput, req.body);
    const { entity, created } = await paramService.submit(context(req), input);
    sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
  });

  router.post(`${base}/remove`, async (req, res) => {
    const removed = await paramService.remove(context(req), queryIds(req));
    sendOk(res, removed > 0, '删除成功');
  });
};
