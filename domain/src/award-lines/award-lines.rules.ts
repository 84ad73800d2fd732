/** Pure rules of the award lines, shared by the server and the client forms (no ORM or GraphQL imports). */
import { APPROVAL_STATUS_V1, statusLabels } from '../labels/status-labels.js';
import { mobileError } from '../rules/mobile.js';

/** Enabled flag of a quality-team unit: 1 启用, 0 停用. */
export const UNIT_ENABLED = { enabled: 1, disabled: 0 } as const;

/**
 * Approval status of the award lines (SPEC section 4 "Approval (variant one)"): 0 待送审, 1 已通过, 2 驳回, 3 不通过.
 */
export const LINE_STATUS = { pending: 0, passed: 1, rejected: 2, failed: 3 } as const;
export const LINE_STATUS_LABELS = statusLabels(APPROVAL_STATUS_V1);

/** Safety standardization grades: 1 一级, 2 二级, 3 三级. */
export const SAFETY_LEVELS: Record<string, string> = { '1': '一级', '2': '二级', '3': '三级' };

/** Messages of the award lines (quality teams, safety standardization, technology results). */
export const LINE_MESSAGES = {
  unitNotFound: '质量小组申报单位不存在',
  unitDuplicate: '该单位已是质量小组申报单位，请勿重复添加',
  memberUnitRequired: '请选择申报单位',
  memberUnitNotFound: '申报单位不存在',
  enableInvalid: 'enable 只能是 1（启用）或 0（停用）',
  safetyNotFound: '安全标准化申报不存在',
  projectNameRequired: '请输入项目名称',
  programmeRequired: '请选择申报批次',
  programmeInvalid: '申报批次不存在或不是安全标准化奖项',
  contactRequired: '请输入联系人',
  scoreInvalid: '评分须为0到100之间的数字，最多两位小数',
  levelInvalid: '请选择正确的等级（一级、二级、三级）',
  statusInvalid: '状态无效（0 待送审、1 已通过、2 驳回、3 不通过）',
  technologyNotFound: '科技成果申报不存在',
  auditStatusInvalid: '审核结果只能是 1 已通过、2 驳回 或 3 不通过',
  opinionRequired: '审核意见不能为空',
  auditRejectedPending: '该申报已驳回，需修改后重新送审才能审核',
  auditFinished: '该申报已审核完成，不能重复审核',
  modifyFinished: '该申报已审核完成，不能修改',
} as const;

/** Approve without an opinion defaults to 同意 (SPEC section 5 "Approval"). */
export const DEFAULT_PASS_OPINION = '同意';

export interface FieldProblem {
  field: string;
  message: string;
}

/** A review score: empty is allowed; else 0..100 with at most two decimals. */
export function scoreError(score: number | null | undefined): string | undefined {
  if (score == null) return undefined;
  if (
    !Number.isFinite(score) ||
    score < 0 ||
    score > 100 ||
    Math.round(score * 100) !== Number((score * 100).toFixed(6))
  )
    return LINE_MESSAGES.scoreInvalid;
  return undefined;
}

/** The field problems of a safety standardization record (the rules both the server and the form run). */
export function safetyProblems(input: {
  projectName?: string | null;
  memberUnitId?: string | null;
  programmeId?: string | null;
  contact?: string | null;
  mobile?: string | null;
  score?: number | null;
  level?: string | null;
  status?: number | null;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const blank = (v: string | null | undefined) => !v || !v.trim();
  if (blank(input.projectName)) problems.push({ field: 'projectName', message: LINE_MESSAGES.projectNameRequired });
  if (blank(input.memberUnitId)) problems.push({ field: 'memberUnitId', message: LINE_MESSAGES.memberUnitRequired });
  if (blank(input.programmeId)) problems.push({ field: 'programmeId', message: LINE_MESSAGES.programmeRequired });
  if (blank(input.contact)) problems.push({ field: 'contact', message: LINE_MESSAGES.contactRequired });
  const mobile = mobileError(input.mobile ?? '');
  if (mobile) problems.push({ field: 'mobile', message: mobile });
  const score = scoreError(input.score);
  if (score) problems.push({ field: 'score', message: score });
  if (input.level != null && input.level !== '' && !(input.level in SAFETY_LEVELS))
    problems.push({ field: 'level', message: LINE_MESSAGES.levelInvalid });
  if (input.status != null && !Object.values(LINE_STATUS).includes(input.status as never))
    problems.push({ field: 'status', message: LINE_MESSAGES.statusInvalid });
  return problems;
}

/**
 * The audit of a technology result. Transitions: 0 待送审 → 1 已通过 | 2 驳回 | 3 不通过. A rejected record (2)
 * goes back to 0 when it is modified (resubmitted); 1 and 3 are final. Reject and 不通过 need an opinion; a
 * pass without one gets 同意. Answers the error message, or the opinion to store.
 */
export function auditOutcome(
  current: number,
  target: number,
  opinion?: string | null,
): { error: string; field?: string } | { opinion: string } {
  if (![LINE_STATUS.passed, LINE_STATUS.rejected, LINE_STATUS.failed].includes(target as never))
    return { error: LINE_MESSAGES.auditStatusInvalid, field: 'status' };
  if (current === LINE_STATUS.rejected) return { error: LINE_MESSAGES.auditRejectedPending };
  if (current !== LINE_STATUS.pending) return { error: LINE_MESSAGES.auditFinished };
  const text = opinion?.trim() ?? '';
  if (target === LINE_STATUS.passed) return { opinion: text || DEFAULT_PASS_OPINION };
  if (!text) return { error: LINE_MESSAGES.opinionRequired, field: 'opinion' };
  return { opinion: text };
}

/** What the enabled flag becomes: `enable` 1 or 0 sets it; absent toggles. Undefined for an invalid value. */
export function nextEnabled(current: number, enable?: string | number | null): number | undefined {
  if (enable === undefined || enable === null || enable === '') return current === 1 ? 0 : 1;
  const text = String(enable);
  if (text === '1') return 1;
  if (text === '0') return 0;
  return undefined;
}
