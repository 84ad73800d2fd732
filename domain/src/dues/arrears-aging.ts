/**
 * Dues arrears aging (欠费账龄): how long an unpaid dues period is past its due date, in steps of 到期 (the due
 * date reached), 逾期30天, 60天 and 90天. Staff choose which steps send a reminder (the parameter
 * `dues.reminder.steps`, e.g. `0,30,60,90`); each step reminds a unit once per period, the latest reached first.
 */
export const AGING_STEPS = [0, 30, 60, 90] as const;
export type AgingStep = (typeof AGING_STEPS)[number];

export const AGING_STEP_LABELS: Record<AgingStep, string> = {
  0: '已到期',
  30: '逾期30天',
  60: '逾期60天',
  90: '逾期90天',
};

export const AGING_MESSAGES = {
  stepsInvalid: '提醒节点只能是 0、30、60、90（逗号分隔）',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: string): number | undefined {
  const m = DATE.exec(date);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? undefined : Math.floor(t / 86_400_000);
}

/** Days from the due date to today (both yyyy-MM-dd, Beijing dates): 0 on the due date, negative before it. */
export function daysOverdue(dueDate: string, today: string): number | undefined {
  const due = dayNumber(dueDate);
  const now = dayNumber(today);
  return due === undefined || now === undefined ? undefined : now - due;
}

/** The latest aging step a period has reached, among the chosen ones; undefined before the first. */
export function reachedStep(days: number | undefined, steps: readonly number[]): AgingStep | undefined {
  if (days === undefined) return undefined;
  const reached = [...steps].filter((s) => days >= s).sort((a, b) => b - a);
  return reached[0] as AgingStep | undefined;
}

/**
 * The parameter's steps: a comma-separated subset of 0, 30, 60, 90 (`none` or blank: no reminders). Answers the
 * steps in order, or an error message.
 */
export function parseReminderSteps(text: string | undefined | null): { steps: AgingStep[]; error?: string } {
  if (text?.trim().toLowerCase() === 'none') return { steps: [] };
  const parts = (text ?? '')
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const steps = new Set<AgingStep>();
  for (const p of parts) {
    const n = Number(p);
    if (!/^\d+$/.test(p) || !(AGING_STEPS as readonly number[]).includes(n))
      return { steps: [], error: AGING_MESSAGES.stepsInvalid };
    steps.add(n as AgingStep);
  }
  return { steps: [...steps].sort((a, b) => a - b) };
}

/** The text of how late a period is, for reminders: 今天到期 / 已逾期 N 天. */
export function overdueText(days: number): string {
  return days <= 0 ? '今天到期' : `已逾期${days}天`;
}
