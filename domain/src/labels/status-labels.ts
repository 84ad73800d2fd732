/**
 * The label sets of SPEC section 4: numeric statuses with their Chinese labels (what screens, exports and the
 * system dictionaries show) and English labels (the client's English catalogue). The server seeds them as
 * system dictionaries and labels exports with them; the client's catalogues are held to them by a test.
 */

export interface StatusLabel {
  value: number;
  zh: string;
  en: string;
}

export interface StatusLabelSet {
  /** The system dictionary code the set is seeded under. */
  code: string;
  /** The dictionary's name. */
  name: string;
  /** The values in display order. */
  items: readonly StatusLabel[];
}

function labelSet(code: string, name: string, items: Array<[value: number, zh: string, en: string]>): StatusLabelSet {
  return { code, name, items: items.map(([value, zh, en]) => ({ value, zh, en })) };
}

/** Approval status of the approval panel (the flow engine's statuses): 0 to 5. */
export const APPROVAL_STATUS = labelSet('approval_status', '审批状态', [
  [0, '待提交', 'Pending submission'],
  [1, '审核中', 'Under review'],
  [2, '已通过', 'Approved'],
  [3, '已驳回', 'Rejected'],
  [4, '已作废', 'Voided'],
  [5, '已撤回', 'Withdrawn'],
]);

/** Approval, variant one (the award lines: quality teams, safety standardization, technology results). */
export const APPROVAL_STATUS_V1 = labelSet('approval_status_v1', '审批状态（变体一）', [
  [0, '待送审', 'Pending submission'],
  [1, '已通过', 'Passed'],
  [2, '驳回', 'Rejected'],
  [3, '不通过', 'Not passed'],
]);

/** Approval, variant two. SPEC section 4: the two variants disagree on the meaning of 1 to 3; both are kept. */
export const APPROVAL_STATUS_V2 = labelSet('approval_status_v2', '审批状态（变体二）', [
  [0, '待提交', 'Pending submission'],
  [1, '审核中', 'Under review'],
  [2, '已通过', 'Approved'],
  [3, '不通过', 'Not passed'],
]);

/** Open/closed flag (award programmes). */
export const OPEN_FLAG = labelSet('open_flag', '开启标志', [
  [1, '开启', 'Open'],
  [0, '关闭', 'Closed'],
]);

/** Allocation number status. */
export const SERIAL_NUMBER_STATUS = labelSet('serial_number_status', '分配编号状态', [
  [0, '待申请', 'To apply'],
  [1, '审核中', 'Under review'],
  [2, '分配中', 'Allocating'],
  [3, '分配已确认', 'Allocation confirmed'],
]);

/** Dues status of a member unit. */
export const DUES_STATUS = labelSet('dues_status', '会费状态', [
  [1, '正常', 'Paid up'],
  [0, '欠费', 'In arrears'],
]);

/** Template status (certificate models). */
export const TEMPLATE_STATUS = labelSet('template_status', '模板状态', [
  [0, '待提交', 'Draft'],
  [1, '已提交', 'Submitted'],
]);

/** Every label set of SPEC section 4, in the order the system dictionaries list them. */
export const STATUS_LABEL_SETS: readonly StatusLabelSet[] = [
  APPROVAL_STATUS,
  APPROVAL_STATUS_V1,
  APPROVAL_STATUS_V2,
  OPEN_FLAG,
  SERIAL_NUMBER_STATUS,
  DUES_STATUS,
  TEMPLATE_STATUS,
];

/** The labels of a set by value, in one language. */
export function statusLabels(set: StatusLabelSet, language: 'zh' | 'en' = 'zh'): Record<number, string> {
  return Object.fromEntries(set.items.map((i) => [i.value, i[language]]));
}

/** The values of a set as option values (text), in display order. */
export function statusValues(set: StatusLabelSet): string[] {
  return set.items.map((i) => String(i.value));
}

/** The label of one value (the value itself when the set has no such value: legacy rows can hold anything). */
export function statusLabel(
  set: StatusLabelSet,
  value: number | null | undefined,
  language: 'zh' | 'en' = 'zh',
): string {
  const item = set.items.find((i) => i.value === value);
  return item ? item[language] : value === null || value === undefined ? '' : String(value);
}
