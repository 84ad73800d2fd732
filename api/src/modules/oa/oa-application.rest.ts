import type { Request } from 'express';
import type { RequestContext } from '../../engine/context.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc, queryFilter, queryFlowStatus } from '../../engine/rest/filters.js';
import { queryId, queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import {
  OA_SCOPES,
  type OaApplicationFilter,
  OaApplicationInput,
  OaApprovalInput,
  OaApprovalRecordInput,
  type OaScope,
} from './oa-application.inputs.js';
import { OA_CODES, oaApplicationService } from './oa-application.service.js';

const body = (req: Request) =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
const VIEW = { any: [OA_CODES.view] };

/** The page filter of the legacy query: title, category, referenceNumber, flowStatus, scope, createTime_dategt/_datelt. */
function pageFilter(req: Request): OaApplicationFilter {
  const f = queryFilter(req, ['title', 'category', 'referenceNumber']) as OaApplicationFilter;
  const status = queryFlowStatus(req);
  if (status !== undefined) f.flowStatus = status;
  const scope = queryText(req, 'scope');
  if (scope !== undefined) {
    if (!(OA_SCOPES as readonly string[]).includes(scope)) throw badInput('列表范围无效');
    f.scope = scope as OaScope;
  }
  return f;
}

const PAGE_FILTER_TEXT = {
  title: '标题',
  category: '类别',
  referenceNumber: '文号',
  scope: {
    description:
      '列表范围：mine 我提交的、approve 我审批的、cc 抄送我的（已通过）、all 全部（需 oa_manage 或 flow_admin）；' +
      '不传时有权限者为 all，否则为 mine',
    schema: { type: 'string', enum: [...OA_SCOPES] },
  },
};

/** An application as the legacy API shows it, with the names of its approvers and cc personnel. */
async function detailOf(ctx: RequestContext, id: string) {
  const record = await oaApplicationService.readable(ctx, id);
  const [approvers, ccPersonnel] = await Promise.all([
    oaApplicationService.peopleOf(ctx, record.approverIds),
    oaApplicationService.peopleOf(ctx, record.ccUserIds),
  ]);
  return { ...toRest(record), approvers, ccPersonnel };
}

/**
 * Office approval of SPEC section 7 (`/api/lnjzxh-member/oa-application`): submit, approver/submit, remove/batch,
 * approval-record/update, approver/list, association-personnel/list, page, detail, reference-number-generate.
 * Each calls the service the GraphQL resolver calls.
 */
export const registerOaRest: RestRegistration = (deps) => {
  const base = '/lnjzxh-member/oa-application';
  route(
    deps,
    'POST',
    `${base}/submit`,
    { any: [OA_CODES.add, OA_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(OaApplicationInput, req.body);
      const { entity, created } = await oaApplicationService.save(ctx, input);
      sendOk(res, toRest(entity), input.andSubmit ? '提交成功' : created ? '新增成功' : '更新成功');
    },
    { body: OaApplicationInput },
  );
  route(
    deps,
    'POST',
    `${base}/approver/submit`,
    'user',
    async (req, res, ctx) => {
      const b = body(req);
      const input = await validateInput(OaApprovalInput, {
        ...b,
        approvalOpinion: b.approvalOpinion ?? b.opinion,
        approvalStatus: b.approvalStatus === undefined ? undefined : Number(b.approvalStatus),
      });
      sendOk(res, toRest(await oaApplicationService.approve(ctx, input)));
    },
    { summary: '审批 OA 申请', body: OaApprovalInput },
  );
  route(
    deps,
    'POST',
    `${base}/remove/batch`,
    { any: [OA_CODES.delete] },
    async (req, res, ctx) => {
      const removed = await oaApplicationService.removeOwn(ctx, queryIds(req));
      sendOk(res, removed > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );
  route(
    deps,
    'POST',
    `${base}/approval-record/update`,
    'user',
    async (req, res, ctx) => {
      const b = body(req);
      const input = await validateInput(OaApprovalRecordInput, {
        id: b.id,
        approvalOpinion: b.approvalOpinion ?? b.opinion ?? '',
      });
      sendOk(res, toRest(await oaApplicationService.updateApprovalRecord(ctx, input)), '更新成功');
    },
    { summary: '修改审批意见', body: OaApprovalRecordInput },
  );
  route(
    deps,
    'GET',
    `${base}/approver/list`,
    VIEW,
    async (_req, res, ctx) => {
      sendOk(res, await oaApplicationService.approvers(ctx));
    },
    { summary: '可选的审批人', query: {} },
  );
  route(
    deps,
    'GET',
    `${base}/association-personnel/list`,
    VIEW,
    async (_req, res, ctx) => {
      sendOk(res, await oaApplicationService.associationPersonnel(ctx));
    },
    { summary: '可选的协会人员（抄送）', query: {} },
  );
  route(
    deps,
    'GET',
    `${base}/page`,
    VIEW,
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await oaApplicationService.pageOf(ctx, queryPage(req), pageFilter(req))));
    },
    { query: { ...PAGE_QUERY, ...filterQueryDoc(pageFilter, PAGE_FILTER_TEXT) } },
  );
  route(deps, 'GET', `${base}/detail`, 'user', async (req, res, ctx) => {
    sendOk(res, await detailOf(ctx, queryId(req)));
  });
  route(deps, 'GET', `${base}/reference-number-generate`, VIEW, async (req, res, ctx) => {
    sendOk(
      res,
      await oaApplicationService.generateReference(ctx, queryText(req, 'id') ?? queryText(req, 'applicationId')),
    );
  });
};
