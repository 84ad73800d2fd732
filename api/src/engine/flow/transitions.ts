/**
 * The one transition table of the approval-flow engine (ARCHITECTURE section 7; SPEC section 4 leaves the
 * order open, so this table is the product's decision, also written in docs/flow.md).
 *
 * Status codes (SPEC section 4): 0 pending submission, 1 under review, 2 approved, 3 rejected, 4 voided,
 * 5 withdrawn. Actions: submit, approve, reject, void (invalidate), withdraw, reset.
 */
import { APPROVAL_STATUS, statusLabels } from '@zhuxie/domain/labels/status-labels';
export const FLOW_STATUS = { pending: 0, reviewing: 1, approved: 2, rejected: 3, voided: 4, withdrawn: 5 } as const;
export type FlowStatus = (typeof FLOW_STATUS)[keyof typeof FLOW_STATUS];

export const FLOW_ACTIONS = ['submit', 'approve', 'reject', 'void', 'withdraw', 'reset'] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

/** Who is acting: the applicant (who started the record), an approver of the current step, or a flow administrator. */
export type FlowActor = 'applicant' | 'approver' | 'admin';

/** Chinese labels of the status codes (approval panel and record dialog): the label set of SPEC section 4. */
export const FLOW_STATUS_LABELS = statusLabels(APPROVAL_STATUS) as Record<FlowStatus, string>;
export const FLOW_ACTION_LABELS: Record<FlowAction, string> = {
  submit: '送审',
  approve: '通过',
  reject: '驳回',
  void: '作废',
  withdraw: '撤回',
  reset: '重置',
};

/** The status code a step action sends in the legacy approval call (SPEC section 4: 2 approve, 3 reject, 4 void, 5 withdraw). */
export const ACTION_OF_STATUS_CODE: Partial<Record<number, FlowAction>> = {
  2: 'approve',
  3: 'reject',
  4: 'void',
  5: 'withdraw',
};

interface Rule {
  from: readonly FlowStatus[];
  actors: readonly FlowActor[];
  /** The status after the action; approve moves to the next step and ends in `approved` after the last one. */
  to: FlowStatus | 'next-step';
}

export const TRANSITIONS: Record<FlowAction, Rule> = {
  // The applicant sends a new, rejected or withdrawn record (back) to the first step.
  submit: {
    from: [FLOW_STATUS.pending, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn],
    actors: ['applicant'],
    to: FLOW_STATUS.reviewing,
  },
  // An approver of the current step passes it on; after the last step the record is approved.
  approve: { from: [FLOW_STATUS.reviewing], actors: ['approver'], to: 'next-step' },
  // An approver of the current step sends it back to the applicant (an opinion is required).
  reject: { from: [FLOW_STATUS.reviewing], actors: ['approver'], to: FLOW_STATUS.rejected },
  // Voiding ends a record for good: by an approver (where the step offers it) while under review, or by the
  // applicant before or between reviews.
  void: {
    from: [FLOW_STATUS.pending, FLOW_STATUS.reviewing, FLOW_STATUS.rejected, FLOW_STATUS.withdrawn],
    actors: ['approver', 'applicant'],
    to: FLOW_STATUS.voided,
  },
  // The applicant takes a record back while it is under review.
  withdraw: { from: [FLOW_STATUS.reviewing], actors: ['applicant'], to: FLOW_STATUS.withdrawn },
  // A flow administrator sets a finished record back to pending submission (SPEC: "Reset approval sets status back to 0").
  reset: {
    from: [FLOW_STATUS.approved, FLOW_STATUS.rejected, FLOW_STATUS.voided, FLOW_STATUS.withdrawn],
    actors: ['admin'],
    to: FLOW_STATUS.pending,
  },
};

/** Who may void from which status: approvers only while under review, applicants only when it is not. */
function voidAllowed(from: FlowStatus, actor: FlowActor): boolean {
  return from === FLOW_STATUS.reviewing ? actor === 'approver' : actor === 'applicant';
}

export type TransitionCheck = { ok: true; to: FlowStatus | 'next-step' } | { ok: false; message: string };

/**
 * Whether `actor` may take `action` from `from`, and where it leads. A refusal carries the user-facing
 * message: the status does not allow the action, or this person may not take it.
 */
export function checkTransition(from: FlowStatus, action: FlowAction, actors: readonly FlowActor[]): TransitionCheck {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(from))
    return { ok: false, message: `当前状态（${FLOW_STATUS_LABELS[from]}）不能${FLOW_ACTION_LABELS[action]}` };
  const allowed = actors.some((a) => rule.actors.includes(a) && (action !== 'void' || voidAllowed(from, a)));
  if (!allowed) return { ok: false, message: `您不能对此记录执行${FLOW_ACTION_LABELS[action]}操作` };
  return { ok: true, to: rule.to };
}

/** SPEC section 5: reject requires an opinion; approve without one records 同意. */
export const OPINION_REQUIRED = '审核意见不能为空';
export const DEFAULT_APPROVE_OPINION = '同意';

export function opinionFor(
  action: FlowAction,
  opinion: string | null | undefined,
): { ok: true; opinion: string } | { ok: false; message: string } {
  const text = opinion?.trim() ?? '';
  if (action === 'reject' && !text) return { ok: false, message: OPINION_REQUIRED };
  if (action === 'approve' && !text) return { ok: true, opinion: DEFAULT_APPROVE_OPINION };
  return { ok: true, opinion: text };
}

export function isFlowStatus(n: number): n is FlowStatus {
  return Number.isInteger(n) && n >= 0 && n <= 5;
}
