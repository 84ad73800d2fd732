import { describe, expect, it } from 'vitest';
import { AGING_MESSAGES, daysOverdue, overdueText, parseReminderSteps, reachedStep } from './arrears-aging.js';

describe('dues arrears aging', () => {
  it('counts days past the due date across months and years', () => {
    expect(daysOverdue('2026-03-31', '2026-03-31')).toBe(0);
    expect(daysOverdue('2026-03-31', '2026-04-30')).toBe(30);
    expect(daysOverdue('2025-12-31', '2026-03-01')).toBe(60);
    expect(daysOverdue('2026-03-31', '2026-03-30')).toBe(-1);
    expect(daysOverdue('bad', '2026-03-30')).toBeUndefined();
  });

  it('finds the latest chosen step reached', () => {
    expect(reachedStep(-1, [0, 30, 60, 90])).toBeUndefined();
    expect(reachedStep(0, [0, 30, 60, 90])).toBe(0);
    expect(reachedStep(29, [0, 30, 60, 90])).toBe(0);
    expect(reachedStep(45, [0, 30, 60, 90])).toBe(30);
    expect(reachedStep(95, [0, 30, 60, 90])).toBe(90);
    expect(reachedStep(95, [30, 60])).toBe(60);
    expect(reachedStep(10, [30, 60])).toBeUndefined();
    expect(reachedStep(10, [])).toBeUndefined();
  });

  it('reads the staff parameter of steps', () => {
    expect(parseReminderSteps('0,30,60,90')).toEqual({ steps: [0, 30, 60, 90] });
    expect(parseReminderSteps(' 90，30 ')).toEqual({ steps: [30, 90] });
    expect(parseReminderSteps('')).toEqual({ steps: [] });
    expect(parseReminderSteps('none')).toEqual({ steps: [] });
    expect(parseReminderSteps('15')).toEqual({ steps: [], error: AGING_MESSAGES.stepsInvalid });
    expect(parseReminderSteps('30,abc')).toEqual({ steps: [], error: AGING_MESSAGES.stepsInvalid });
  });

  it('says how late', () => {
    expect(overdueText(0)).toBe('今天到期');
    expect(overdueText(31)).toBe('已逾期31天');
  });
});
