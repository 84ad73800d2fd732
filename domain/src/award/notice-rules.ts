import { mobileError } from '../rules/mobile.js';
import { endOfDayIn, startOfDayIn } from '../time/datetime.js';
import type { FieldError } from './declaration-rules.js';

/**
 * Public notice of an award programme's proposed results and the objections to it (公示与异议, issue 22): staff
 * publish the proposed results for a notice period (whole Beijing days); anyone may object until the period ends;
 * each objection is handled (upheld: the application leaves the results; dismissed: it stays) with a reply; the
 * final results are confirmed only after the period has ended and every objection is handled.
 */

export const NOTICE_STATUS = { draft: 0, published: 1, confirmed: 2 } as const;
export const OBJECTION_STATUS = { pending: 0, upheld: 1, dismissed: 2 } as const;

export const NOTICE_MESSAGES = {
  titleRequired: '请输入公示标题',
  periodRequired: '请选择公示期',
  periodOrder: '公示结束日期不能早于开始日期',
  itemsRequired: '请至少选择一项拟定结果',
  resultRequired: '请填写拟定结果',
  duplicateItem: '同一申报不能重复公示',
  notFound: '公示不存在',
  notDraft: '公示已发布，不能修改',
  notPublished: '公示尚未发布',
  notStarted: '公示期尚未开始，不能提出异议',
  ended: '公示期已结束，不能再提出异议',
  notEnded: '公示期尚未结束，不能确认结果',
  pending: (n: number) => `还有${n}条异议未处理，不能确认结果`,
  confirmed: '结果已确认，不能修改',
  nameRequired: '请输入异议人姓名',
  applicationRequired: '请选择对哪一项提出异议',
  applicationNotInNotice: '所选项目不在本次公示中',
  reasonsRequired: '请填写异议理由',
  reasonsTooShort: '异议理由不少于10个字',
  tooManyFiles: '证明材料最多5个文件',
  objectionNotFound: '异议不存在',
  decisionRequired: '请选择处理结果',
  replyRequired: '请填写处理答复',
  handled: '该异议已处理',
} as const;

export const OBJECTION_REASONS_MIN = 10;
export const OBJECTION_FILES_MAX = 5;

export interface NoticeItemInput {
  applicationId: string;
  result: string;
}

export interface NoticeInput {
  title?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  items?: readonly NoticeItemInput[] | null;
}

const blank = (v: unknown) => typeof v !== 'string' || !v.trim();

/** Every error of a notice as staff save it (title, period, at least one item each with its result, no duplicate). */
export function noticeErrors(input: NoticeInput): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.title)) errors.push({ field: 'title', message: NOTICE_MESSAGES.titleRequired });
  const start = input.startDate ? startOfDayIn(input.startDate) : undefined;
  const end = input.endDate ? endOfDayIn(input.endDate) : undefined;
  if (!start || !end) errors.push({ field: 'period', message: NOTICE_MESSAGES.periodRequired });
  else if (end < start) errors.push({ field: 'period', message: NOTICE_MESSAGES.periodOrder });
  const items = input.items ?? [];
  if (!items.length) errors.push({ field: 'items', message: NOTICE_MESSAGES.itemsRequired });
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (blank(item.result)) errors.push({ field: `items[${i}].result`, message: NOTICE_MESSAGES.resultRequired });
    if (seen.has(item.applicationId))
      errors.push({ field: `items[${i}].applicationId`, message: NOTICE_MESSAGES.duplicateItem });
    seen.add(item.applicationId);
  });
  return errors;
}

export interface NoticePeriod {
  status: number;
  startDate: string;
  endDate: string;
}

/** Where a notice stands at `now`: draft, published and not yet open, open for objections, ended, confirmed. */
export function noticePhase(
  notice: NoticePeriod,
  now: Date = new Date(),
): 'draft' | 'upcoming' | 'open' | 'ended' | 'confirmed' {
  if (notice.status === NOTICE_STATUS.confirmed) return 'confirmed';
  if (notice.status === NOTICE_STATUS.draft) return 'draft';
  if (now < startOfDayIn(notice.startDate)!) return 'upcoming';
  if (now > endOfDayIn(notice.endDate)!) return 'ended';
  return 'open';
}

/** Why an objection cannot be lodged now (undefined: it can). */
export function objectionRefusal(notice: NoticePeriod, now: Date = new Date()): string | undefined {
  const phase = noticePhase(notice, now);
  if (phase === 'draft') return NOTICE_MESSAGES.notPublished;
  if (phase === 'upcoming') return NOTICE_MESSAGES.notStarted;
  if (phase === 'ended' || phase === 'confirmed') return NOTICE_MESSAGES.ended;
  return undefined;
}

/** Why the results cannot be confirmed now (undefined: they can). */
export function confirmRefusal(
  notice: NoticePeriod,
  pendingObjections: number,
  now: Date = new Date(),
): string | undefined {
  const phase = noticePhase(notice, now);
  if (phase === 'confirmed') return NOTICE_MESSAGES.confirmed;
  if (phase === 'draft') return NOTICE_MESSAGES.notPublished;
  if (phase !== 'ended') return NOTICE_MESSAGES.notEnded;
  if (pendingObjections > 0) return NOTICE_MESSAGES.pending(pendingObjections);
  return undefined;
}

export interface ObjectionInput {
  name?: string | null;
  contact?: string | null;
  applicationId?: string | null;
  reasons?: string | null;
  files?: readonly unknown[] | null;
}

/** Every error of an objection: name, a mobile number, one of the notice's applications, reasons of 10+ characters, ≤ 5 files. */
export function objectionErrors(input: ObjectionInput, noticeApplicationIds: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.name)) errors.push({ field: 'name', message: NOTICE_MESSAGES.nameRequired });
  const mobile = mobileError(input.contact);
  if (mobile) errors.push({ field: 'contact', message: mobile });
  if (blank(input.applicationId)) errors.push({ field: 'applicationId', message: NOTICE_MESSAGES.applicationRequired });
  else if (!noticeApplicationIds.includes(input.applicationId!))
    errors.push({ field: 'applicationId', message: NOTICE_MESSAGES.applicationNotInNotice });
  const reasons = input.reasons?.trim() ?? '';
  if (!reasons) errors.push({ field: 'reasons', message: NOTICE_MESSAGES.reasonsRequired });
  else if ([...reasons].length < OBJECTION_REASONS_MIN)
    errors.push({ field: 'reasons', message: NOTICE_MESSAGES.reasonsTooShort });
  if ((input.files?.length ?? 0) > OBJECTION_FILES_MAX)
    errors.push({ field: 'files', message: NOTICE_MESSAGES.tooManyFiles });
  return errors;
}

/** Every error of handling an objection: upheld or dismissed, with a reply. */
export function handlingErrors(input: { upheld?: boolean | null; reply?: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  if (input.upheld === undefined || input.upheld === null)
    errors.push({ field: 'upheld', message: NOTICE_MESSAGES.decisionRequired });
  if (blank(input.reply)) errors.push({ field: 'reply', message: NOTICE_MESSAGES.replyRequired });
  return errors;
}
