import { describe, expect, it } from 'vitest';
import { availabilityOf } from './award-programme.service.js';
import { AWARD_TYPES, unknownParticipantGroups } from '@zhuxie/domain/award/award-types';
import { illegalTransitionMessage, nextSerialStatus, serialNumberText } from './serial-number.service.js';

describe('programme availability', () => {
  const p = {
    openFlag: 1,
    closedMessage: undefined as string | undefined,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
  };
  it.each([
    [{}, '2026-11-01', { canApply: true }],
    [{}, '2026-11-30', { canApply: true }],
    [{}, '2026-10-31', { canApply: false, reason: '申报尚未开始，开始日期为2026-11-01' }],
    [{}, '2026-12-01', { canApply: false, reason: '申报已截止，截止日期为2026-11-30' }],
    [{ openFlag: 0 }, '2026-11-10', { canApply: false, reason: '该奖项申报已关闭' }],
    [{ openFlag: 0, closedMessage: '  暂停申报 ' }, '2026-11-10', { canApply: false, reason: '暂停申报' }],
  ])('%o on %s', (over, today, expected) => {
    expect(availabilityOf({ ...p, ...over }, today)).toEqual(expected);
  });
});

describe('allocation number status changes', () => {
  it('allows only the transitions of the table', () => {
    const actions = ['apply', 'allocate', 'confirm', 'return', 'reopen', 'revoke'] as const;
    const table = Object.fromEntries(
      [0, 1, 2, 3].map((s) => [
        s,
        Object.fromEntries(actions.map((a) => [a, nextSerialStatus(s, a)]).filter(([, n]) => n !== undefined)),
      ]),
    );
    expect(table).toEqual({
      0: { apply: 1 },
      1: { allocate: 2, return: 0 },
      2: { confirm: 3, reopen: 1 },
      3: { revoke: 2 },
    });
    expect(illegalTransitionMessage(0, 'confirm')).toBe('当前状态为「待申请」，不能确认分配');
  });
  it('numbers per programme', () => {
    expect(serialNumberText('SJB', 2026, 7)).toBe('SJB2026-007');
    expect(serialNumberText('YZJG', 2027, 123)).toBe('YZJG2027-123');
  });
});

describe('the award type registry', () => {
  it('has unique keys and prefixes and names only known participant groups', () => {
    expect(new Set(AWARD_TYPES.map((t) => t.key)).size).toBe(AWARD_TYPES.length);
    expect(new Set(AWARD_TYPES.map((t) => t.prefix)).size).toBe(AWARD_TYPES.length);
    expect(unknownParticipantGroups()).toEqual([]);
  });
});
