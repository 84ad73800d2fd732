import type { Request } from 'express';
import type { RequestContext } from '../../engine/context.js';
import { badInput } from '../../engine/errors/domain-error.js';
import type { FlowInstance } from '../../engine/flow/flow.entities.js';
import { flowService } from '../../engine/flow/flow.service.js';
import type { FlowAction } from '../../engine/flow/transitions.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { FlowSubmitInput } from './flow.inputs.js';

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const int = (v: unknown) =>
  v === undefined || v === null || v === '' ? undefined : Number.isInteger(Number(v)) ? Number(v) : undefined;

/** The instance a legacy call names: `instanceId`, or `businessType` + `businessId` (alias `id`). */
async function instanceOfBody(
  ctx: RequestContext,
  body: Record<string, unknown>,
  businessType?: string,
): Promise<FlowInstance> {
  const instanceId = text(body.instanceId);
  if (instanceId) return flowService.instance(ctx, instanceId);
  const type = businessType ?? text(body.businessType);
  const businessId = text(body.businessId) ?? text(body.id);
  if (!type || !businessId) throw badInput('请选择流程记录');
  const instance = await flowService.instanceOf(ctx, type, businessId);
  if (!instance) throw badInput('该记录尚未送审');
  return instance;
}

const body = (req: Request) =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
const opinionOf = (b: Record<string, unknown>) => text(b.approvalOpinion) ?? text(b.opinion);

/** The body of a flow step: the instance (or the business record) and the opinion. */
/** approvalAuto's refusals: a business type without a flow model, no record chosen. */
export const APPROVAL_AUTO_MESSAGES = {
  unknownType: (type: string) => `业务类型不存在：${type}`,
  noIds: '请选择要审批的记录',
} as const;

const FLOW_STEP_BODY = {
  type: 'object',
  properties: {
    instanceId: { type: 'string', description: '流程实例主键' },
    businessType: { type: 'string', description: '业务类型（无 instanceId 时）' },
    businessId: { type: 'string', description: '业务主键（无 instanceId 时；别名 id）' },
    id: { type: 'string', description: '同 businessId' },
    approvalOpinion: { type: 'string', description: '审批意见（别名 opinion）' },
    opinion: { type: 'string', description: '同 approvalOpinion' },
    version: { type: 'integer', description: '流程实例版本（乐观锁）' },
  },
};

/**
 * The flow tool of SPEC section 7 (`/api/lnjzxh-member/flow/tool/submit` and, beside it, approve, reject,
 * invalidate, withdraw, reset), the per-type step call `/api/lnjzxh-member/{type}/approval` (approvalStatus 2
 * approve, 3 reject, 4 void, 5 withdraw) and automatic approval `/api/lnjzxh-awards-mgt/lnjzxh/award/{type}/approvalAuto`.
 * Access is decided per record by the engine (applicant, current approver, flow administrator).
 */
export const registerFlowRest: RestRegistration = (deps) => {
  route(
    deps,
    'POST',
    '/lnjzxh-member/flow/tool/submit',
    'user',
    async (req, res, ctx) => {
      const input = await validateInput(FlowSubmitInput, req.body);
      sendOk(res, toRest(await flowService.submit(ctx, input)), '提交成功');
    },
    { summary: '送审', body: FlowSubmitInput },
  );
  const actions: Array<[string, FlowAction]> = [
    ['approve', 'approve'],
    ['reject', 'reject'],
    ['invalidate', 'void'],
    ['withdraw', 'withdraw'],
    ['reset', 'reset'],
  ];
  for (const [path, action] of actions) {
    route(
      deps,
      'POST',
      `/lnjzxh-member/flow/tool/${path}`,
      'user',
      async (req, res, ctx) => {
        const b = body(req);
        const instance = await instanceOfBody(ctx, b);
        sendOk(
          res,
          toRest(
            await flowService.actOn(ctx, {
              instanceId: instance.id,
              action,
              opinion: opinionOf(b),
              version: int(b.version),
            }),
          ),
        );
      },
      { summary: `流程：${path}`, bodySchema: FLOW_STEP_BODY },
    );
  }
  route(
    deps,
    'POST',
    '/lnjzxh-member/:type/approval',
    'user',
    async (req, res, ctx) => {
      const b = body(req);
      const status = int(b.approvalStatus ?? b.status);
      if (status === undefined) throw badInput('审批状态无效', [{ field: 'approvalStatus', message: '审批状态无效' }]);
      const instance = await instanceOfBody(ctx, b, String(req.params.type));
      sendOk(
        res,
        toRest(
          await flowService.actOn(ctx, {
            instanceId: instance.id,
            action: flowService.statusAction(status),
            opinion: opinionOf(b),
            version: int(b.version),
          }),
        ),
      );
    },
    {
      summary: '审批（按业务类型）',
      bodySchema: {
        ...FLOW_STEP_BODY,
        properties: {
          ...FLOW_STEP_BODY.properties,
          approvalStatus: { type: 'integer', description: '2 通过、3 驳回、4 作废、5 撤回（别名 status）' },
          status: { type: 'integer', description: '同 approvalStatus' },
        },
      },
    },
  );
  route(
    deps,
    'POST',
    '/lnjzxh-awards-mgt/lnjzxh/award/:type/approvalAuto',
    'user',
    async (req, res, ctx) => {
      const b = body(req);
      const ids = (Array.isArray(b.ids) ? b.ids.map(String) : typeof b.ids === 'string' ? b.ids.split(',') : [])
        .map((id) => id.trim())
        .filter(Boolean);
      const type = String(req.params.type);
      if (!(await flowService.latestModel(ctx, type)))
        throw badInput(APPROVAL_AUTO_MESSAGES.unknownType(type), [
          { field: 'type', message: APPROVAL_AUTO_MESSAGES.unknownType(type) },
        ]);
      if (!ids.length)
        throw badInput(APPROVAL_AUTO_MESSAGES.noIds, [{ field: 'ids', message: APPROVAL_AUTO_MESSAGES.noIds }]);
      sendOk(res, { approved: await flowService.approveAll(ctx, type, ids) });
    },
    {
      summary: '自动审批（按业务类型）',
      bodySchema: {
        type: 'object',
        required: ['ids'],
        properties: {
          ids: {
            description: '业务主键：数组或逗号分隔（必填）',
            oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
          },
        },
      },
    },
  );
};
