import type { FlowStepFieldsFragment, FlowStepInput } from '../../generated/graphql';

/** Who may act on a step (the engine's APPROVER_KINDS). */
export const APPROVER_KINDS = ['user', 'role', 'dept', 'rule'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** The rules a step may name instead of fixed people (the engine's APPROVER_RULES). */
export const APPROVER_RULES = ['applicant_dept', 'recommend_unit'] as const;

/** The four buttons a step can offer, in the order the editor shows them. */
export const STEP_BUTTONS = ['Approval', 'Reject', 'Cancel', 'Reset'] as const;
export type StepButton = (typeof STEP_BUTTONS)[number];

/** A step as the editor holds it: every flag and title filled in, plus a key that survives moves. */
export interface StepDraft {
  key: string;
  title: string;
  approverKind: ApproverKind;
  approvers: string[];
  buttonApproval: boolean;
  buttonApprovalTitle: string;
  buttonReject: boolean;
  buttonRejectTitle: string;
  buttonCancel: boolean;
  buttonCancelTitle: string;
  buttonReset: boolean;
  buttonResetTitle: string;
}

/** The default titles of the buttons (the server's defaults). */
export const DEFAULT_BUTTON_TITLES: Record<StepButton, string> = {
  Approval: '通过',
  Reject: '驳回',
  Cancel: '作废',
  Reset: '重置',
};

let nextKey = 0;
const newKey = () => `step-${++nextKey}`;

/** A new step: approvers by role, approve and reject offered, void and reset not. */
export function newStep(): StepDraft {
  return {
    key: newKey(),
    title: '',
    approverKind: 'role',
    approvers: [],
    buttonApproval: true,
    buttonApprovalTitle: DEFAULT_BUTTON_TITLES.Approval,
    buttonReject: true,
    buttonRejectTitle: DEFAULT_BUTTON_TITLES.Reject,
    buttonCancel: false,
    buttonCancelTitle: DEFAULT_BUTTON_TITLES.Cancel,
    buttonReset: false,
    buttonResetTitle: DEFAULT_BUTTON_TITLES.Reset,
  };
}

const isKind = (kind: string): kind is ApproverKind => (APPROVER_KINDS as readonly string[]).includes(kind);

/** A stored step, ready to edit. */
export function stepDraftOf(step: FlowStepFieldsFragment): StepDraft {
  return {
    key: newKey(),
    title: step.title,
    approverKind: isKind(step.approverKind) ? step.approverKind : 'role',
    approvers: [...step.approvers],
    buttonApproval: step.buttonApproval,
    buttonApprovalTitle: step.buttonApprovalTitle,
    buttonReject: step.buttonReject,
    buttonRejectTitle: step.buttonRejectTitle,
    buttonCancel: step.buttonCancel,
    buttonCancelTitle: step.buttonCancelTitle,
    buttonReset: step.buttonReset,
    buttonResetTitle: step.buttonResetTitle,
  };
}

/** Moves the step at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveStep<T>(steps: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const next = [...steps];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A different approver kind: the chosen approvers meant something else, so they are cleared. */
export function withKind(step: StepDraft, kind: ApproverKind): StepDraft {
  return kind === step.approverKind ? step : { ...step, approverKind: kind, approvers: [] };
}

/** What saveFlowModel receives for a step (titles trimmed; an empty button title falls back to its default). */
export function stepInputOf(step: StepDraft): FlowStepInput {
  const title = (button: StepButton) => step[`button${button}Title`].trim() || DEFAULT_BUTTON_TITLES[button];
  return {
    title: step.title.trim(),
    approverKind: step.approverKind,
    approvers: [...step.approvers],
    buttonApproval: step.buttonApproval,
    buttonApprovalTitle: title('Approval'),
    buttonReject: step.buttonReject,
    buttonRejectTitle: title('Reject'),
    buttonCancel: step.buttonCancel,
    buttonCancelTitle: title('Cancel'),
    buttonReset: step.buttonReset,
    buttonResetTitle: title('Reset'),
  };
}

/** One line per step for lists: 部门负责人审批 → 秘书长审批. */
export function stepsSummary(steps: ReadonlyArray<{ title: string }>): string {
  return steps.map((s) => s.title).join(' → ');
}
