import { describe, expect, it } from 'vitest';
import {
  alreadyCheckedInMessage,
  cleanAnswers,
  EVENT_MESSAGES as M,
  EVENT_STATUS as S,
  type EVENT_TRANSITIONS,
  formatSignInNumber,
  nextStatus,
  registrationRefusal,
  transitionRefusal,
} from './event-rules.js';

describe('event transitions', () => {
  it('allow exactly the table', () => {
    const table: [number, keyof typeof EVENT_TRANSITIONS, number | undefined][] = [
      [S.draft, 'submit', S.draft],
      [S.released, 'submit', undefined],
      [S.cancelled, 'submit', undefined],
      [S.removed, 'submit', undefined],
      [S.draft, 'release', S.released],
      [S.released, 'release', undefined],
      [S.cancelled, 'release', undefined],
      [S.removed, 'release', undefined],
      [S.draft, 'cancel', undefined],
      [S.released, 'cancel', S.cancelled],
      [S.cancelled, 'cancel', undefined],
      [S.removed, 'cancel', undefined],
      [S.draft, 'remove', S.removed],
      [S.released, 'remove', undefined],
      [S.cancelled, 'remove', S.removed],
      [S.removed, 'remove', undefined],
    ];
    for (const [from, action, to] of table) expect(nextStatus(from, action), `${from} ${action}`).toBe(to);
  });
  it('explain refusals', () => {
    expect(transitionRefusal(S.released, 'release')).toBe(M.releaseNotDraft);
    expect(transitionRefusal(S.draft, 'cancel')).toBe(M.cancelNotReleased);
    expect(transitionRefusal(S.released, 'remove')).toBe(M.removeNotAllowed);
    expect(transitionRefusal(S.released, 'submit')).toBe(M.submitNotDraft);
    expect(transitionRefusal(S.removed, 'release')).toBe(M.notFound);
    expect(transitionRefusal(S.draft, 'release')).toBeUndefined();
  });
});

describe('registration rules', () => {
  const now = new Date('2026-05-01T08:00:00Z');
  const open = {
    status: S.released,
    registrationDeadline: new Date('2026-05-02T00:00:00Z'),
    endTime: new Date('2026-05-03T00:00:00Z'),
    capacity: 2,
    registered: 1,
    alreadyRegistered: false,
  };
  it('accept an open event with a free place', () => {
    expect(registrationRefusal(open, now)).toBeUndefined();
    expect(registrationRefusal({ ...open, capacity: 0, registered: 5000 }, now)).toBeUndefined();
  });
  it('refuse drafts, cancelled events, passed deadlines, full events and a second registration', () => {
    expect(registrationRefusal({ ...open, status: S.draft }, now)).toBe('活动未发布，不能报名');
    expect(registrationRefusal({ ...open, status: S.removed }, now)).toBe('活动未发布，不能报名');
    expect(registrationRefusal({ ...open, status: S.cancelled }, now)).toBe('活动已取消');
    expect(registrationRefusal({ ...open, registrationDeadline: new Date('2026-05-01T07:59:59Z') }, now)).toBe(
      '报名已截止',
    );
    expect(
      registrationRefusal({ ...open, registrationDeadline: null, endTime: new Date('2026-04-30T00:00:00Z') }, now),
    ).toBe('报名已截止');
    expect(registrationRefusal({ ...open, registered: 2 }, now)).toBe('报名人数已满');
    expect(registrationRefusal({ ...open, alreadyRegistered: true }, now)).toBe('您已报名，请勿重复报名');
  });
  it('number sign-ins with four digits at least and tell the first check-in time', () => {
    expect(formatSignInNumber(7)).toBe('0007');
    expect(formatSignInNumber(12345)).toBe('12345');
    expect(alreadyCheckedInMessage(new Date('2026-05-01T01:05:00Z'))).toBe('已于 09:05 签到');
  });
  it('keep known answers only', () => {
    expect(cleanAnswers({ accommodation: ' 是 ', dining: '' }, ['accommodation', 'dining'])).toEqual({
      answers: { accommodation: '是' },
    });
    expect(cleanAnswers({ other: 'x' }, ['accommodation']).error).toBe(M.optionUnknown);
    expect(cleanAnswers(undefined, []).answers).toEqual({});
  });
});

describe('event times', () => {
  it('read local and ISO times', async () => {
    const { parseEventTime } = await import('./event-rules.js');
    expect(parseEventTime('2026-05-01 09:30')?.toISOString()).toBe('2026-05-01T01:30:00.000Z');
    expect(parseEventTime('2026-05-01T09:30:15')?.toISOString()).toBe('2026-05-01T01:30:15.000Z');
    expect(parseEventTime('2026-05-01T01:30:00.000Z')?.toISOString()).toBe('2026-05-01T01:30:00.000Z');
    expect(parseEventTime('tomorrow')).toBeUndefined();
    expect(parseEventTime('')).toBeUndefined();
  });
});
