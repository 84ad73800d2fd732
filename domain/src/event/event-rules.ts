/**
 * Pure rules of events (SPEC section 4 "Events: submit, release, cancel, remove") and their registrations. Used by
 * the service and tested once; the client may import the labels and messages.
 */

/** Event status: 0 草稿, 1 已发布, 2 已取消, 3 已删除. */
export const EVENT_STATUS = { draft: 0, released: 1, cancelled: 2, removed: 3 } as const;
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];
export const EVENT_STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已取消', 3: '已删除' };

/** Event type: 活动 or 会议 (conferences have accommodation and the conference registration screens). */
export const EVENT_TYPES = ['event', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<string, string> = { event: '活动', conference: '会议' };

export type EventAction = 'submit' | 'release' | 'cancel' | 'remove';

/**
 * The legal transitions: which statuses an action starts from and where it leads. `submit` edits a draft and
 * keeps it a draft; a released event is cancelled (not removed); drafts and cancelled events may be removed.
 */
export const EVENT_TRANSITIONS: Record<EventAction, { from: readonly number[]; to: EventStatus }> = {
  submit: { from: [EVENT_STATUS.draft], to: EVENT_STATUS.draft },
  release: { from: [EVENT_STATUS.draft], to: EVENT_STATUS.released },
  cancel: { from: [EVENT_STATUS.released], to: EVENT_STATUS.cancelled },
  remove: { from: [EVENT_STATUS.draft, EVENT_STATUS.cancelled], to: EVENT_STATUS.removed },
};

export const EVENT_MESSAGES = {
  notFound: '活动不存在',
  titleRequired: '请输入活动名称',
  typeInvalid: '请选择活动类型',
  venueRequired: '请输入活动地点',
  startRequired: '请选择开始时间',
  endRequired: '请选择结束时间',
  endBeforeStart: '结束时间不能早于开始时间',
  deadlineAfterEnd: '报名截止时间不能晚于结束时间',
  capacityInvalid: '人数上限须为不小于0的整数（0为不限）',
  submitNotDraft: '只有草稿状态的活动可以修改',
  releaseNotDraft: '只有草稿状态的活动可以发布',
  cancelNotReleased: '只有已发布的活动可以取消',
  removeNotAllowed: '已发布的活动请先取消再删除',
  noSelection: '请选择至少一条数据',
  // registrations
  notReleased: '活动未发布，不能报名',
  cancelled: '活动已取消',
  deadlinePassed: '报名已截止',
  full: '报名人数已满',
  duplicate: '您已报名，请勿重复报名',
  nameRequired: '请输入姓名',
  unitRequired: '请输入工作单位',
  optionUnknown: '报名选项不正确',
  registrationNotFound: '报名记录不存在',
  signInNotFound: '签到号不存在',
  notConference: '该活动不是会议',
  dateInvalid: '日期格式不正确',
  checkOutBeforeCheckIn: '退房日期不能早于入住日期',
} as const;

const ACTION_REFUSALS: Record<EventAction, string> = {
  submit: EVENT_MESSAGES.submitNotDraft,
  release: EVENT_MESSAGES.releaseNotDraft,
  cancel: EVENT_MESSAGES.cancelNotReleased,
  remove: EVENT_MESSAGES.removeNotAllowed,
};

/** The status an action leads to from `from`, or undefined when the action is not allowed there. */
export function nextStatus(from: number, action: EventAction): EventStatus | undefined {
  const t = EVENT_TRANSITIONS[action];
  return t.from.includes(from) ? t.to : undefined;
}

/** The refusal message of an action from a status, or undefined when allowed. */
export function transitionRefusal(from: number, action: EventAction): string | undefined {
  if (from === EVENT_STATUS.removed) return EVENT_MESSAGES.notFound;
  return nextStatus(from, action) === undefined ? ACTION_REFUSALS[action] : undefined;
}

/** What a registration depends on. `registered` counts the registrations already made. */
export interface RegistrationState {
  status: number;
  registrationDeadline?: Date | null;
  endTime?: Date | null;
  capacity: number;
  registered: number;
  alreadyRegistered: boolean;
}

/**
 * Why a registration is refused, or undefined when it may go ahead. Order: the event must be released (a
 * cancelled event says so), the deadline (else the end time) not passed, a place free (capacity 0 = unlimited),
 * and the same mobile not registered yet.
 */
export function registrationRefusal(s: RegistrationState, now: Date): string | undefined {
  if (s.status === EVENT_STATUS.cancelled) return EVENT_MESSAGES.cancelled;
  if (s.status !== EVENT_STATUS.released) return EVENT_MESSAGES.notReleased;
  const deadline = s.registrationDeadline ?? s.endTime;
  if (deadline && now.getTime() > deadline.getTime()) return EVENT_MESSAGES.deadlinePassed;
  if (s.alreadyRegistered) return EVENT_MESSAGES.duplicate;
  if (s.capacity > 0 && s.registered >= s.capacity) return EVENT_MESSAGES.full;
  return undefined;
}

/** Sign-in numbers: the event's sequence, at least four digits (0001, 0002 … 10000). */
export function formatSignInNumber(seq: number): string {
  return String(seq).padStart(4, '0');
}

/** HH:mm of a time in the association's time zone (Asia/Shanghai). */
export function clockTime(at: Date, timeZone = 'Asia/Shanghai'): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

/** The refusal of a second check-in: 已于 HH:mm 签到. */
export function alreadyCheckedInMessage(at: Date): string {
  return `已于 ${clockTime(at)} 签到`;
}

/**
 * Answers to the custom options (business dictionary event_register_custom_options): only known keys, text
 * trimmed to 200 characters, empty answers dropped. Unknown keys are refused.
 */
/** The answers of a yes/no option of the registration form. */
export const YES_NO_ANSWERS = ['是', '否'] as const;

/** A custom option asked as a yes/no question (是否需要住宿, 是否用餐 ...): answered by a choice, not free text. */
export function isYesNoOption(label: string): boolean {
  return /^是否/.test(label.trim());
}

export function cleanAnswers(
  answers: Record<string, unknown> | null | undefined,
  knownKeys: readonly string[],
): { answers: Record<string, string>; error?: string } {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(answers ?? {})) {
    if (!knownKeys.includes(key)) return { answers: {}, error: EVENT_MESSAGES.optionUnknown };
    const text = raw == null ? '' : String(raw).trim().slice(0, 200);
    if (text) out[key] = text;
  }
  return { answers: out };
}

/**
 * A time from a form or the legacy API: ISO 8601 with an offset, or `yyyy-MM-dd HH:mm[:ss]` / `yyyy-MM-ddTHH:mm`
 * read in the association's time zone (UTC+8). Undefined for empty or invalid text.
 */
export function parseEventTime(text: string | null | undefined): Date | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(t);
  const d = local
    ? new Date(`${local[1]}T${local[2]}${local[3] ?? ':00'}+08:00`)
    : /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(t)
      ? new Date(t)
      : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}
