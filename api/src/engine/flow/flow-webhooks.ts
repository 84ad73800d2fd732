import type { RequestContext } from '../context.js';
import { registerWebhookEvent, webhookService } from '../webhooks/webhooks.js';
import type { FlowInstance } from './flow.entities.js';
import { FLOW_STATUS, type FlowAction } from './transitions.js';

/** The application events of every approval flow (award applications, membership, changes, office approvals). */
export const FLOW_EVENTS = {
  submitted: 'application.submitted',
  approved: 'application.approved',
  rejected: 'application.rejected',
} as const;
registerWebhookEvent(
  FLOW_EVENTS.submitted,
  'An application entered its approval flow (first submission or a resubmission).',
);
registerWebhookEvent(FLOW_EVENTS.approved, 'An application was approved at its last step.');
registerWebhookEvent(FLOW_EVENTS.rejected, 'An application was rejected (returned to the applicant).');

/** Reports a submission, approval or rejection in the transaction of the transition; other actions report nothing. */
export async function emitFlowEvent(
  ctx: RequestContext,
  instance: FlowInstance,
  action: FlowAction,
  opinion: string,
): Promise<void> {
  const event =
    action === 'submit'
      ? FLOW_EVENTS.submitted
      : instance.status === FLOW_STATUS.approved && action === 'approve'
        ? FLOW_EVENTS.approved
        : instance.status === FLOW_STATUS.rejected && action === 'reject'
          ? FLOW_EVENTS.rejected
          : undefined;
  if (!event) return;
  await webhookService.emit(ctx.em, ctx.tenantId, event, {
    instanceId: instance.id,
    businessType: instance.businessType,
    businessId: instance.businessId,
    title: instance.title,
    status: instance.status,
    applicantId: instance.applicantId,
    applicantName: instance.applicantName,
    opinion: opinion || null,
    actorId: ctx.userId ?? null,
  });
}
