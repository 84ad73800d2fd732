import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  FLOW_ACTIONS,
  type FlowAction,
  type FlowActor,
  type FlowStatus,
  opinionFor,
} from './transitions.js';

/**
 * The whole table, written out: for each status, each action and each single actor, the resulting status
 * ('next' for approve's step advance) or '-' for a refusal. A change to transitions.ts must change this too.
 */
const EXPECTED: Record<FlowStatus, Record<FlowAction, Record<FlowActor, number | 'next' | '-'>>> = {
  0: {
    submit: { applicant: 1, approver: '-', admin: '-' },
    approve: { applicant: '-', approver: '-', admin: '-' },
    reject: { applicant: '-', approver: '-', admin: '-' },
    void: { applicant: 4, approver: '-', admin: '-' },
    withdraw: { applicant: '-', approver: '-', admin: '-' },
    reset: { applicant: '-', approver: '-', admin: '-' },
  },
  1: {
    submit: { applicant: '-', approver: '-', admin: '-' },
    approve: { applicant: '-', approver: 'next', admin: '-' },
    reject: { applicant: '-', approver: 3, admin: '-' },
    void: { applicant: '-', approver: 4, admin: '-' },
    withdraw: { applicant: 5, approver: '-', admin: '-' },
    reset: { applicant: '-', approver: '-', admin: '-' },
  },
  2: {
    submit: { applicant: '-', approver: '-', admin: '-' },
    approve: { applicant: '-', approver: '-', admin: '-' },
    reject: { applicant: '-', approver: '-', admin: '-' },
    void: { applicant: '-', approver: '-', admin: '-' },
    withdraw: { applicant: '-', approver: '-', admin: '-' },
    reset: { applicant: '-', approver: '-', admin: 0 },
  },
  3: {
    submit: { applicant: 1, approver: '-', admin: '-' },
    approve: { applicant: '-', approver: '-', admin: '-' },
    reject: { applicant: '-', approver: '-', admin: '-' },
    void: { applicant: 4, approver: '-', admin: '-' },
    withdraw: { applicant: '-', approver: '-', admin: '-' },
    reset: { applicant: '-', approver: '-', admin: 0 },
  },
  4: {
    submit: { applicant: '-', approver: '-', admin: '-' },
    approve: { applicant: '-', approver: '-', admin: '-' },
    reject: { applicant: '-', approver: '-', admin: '-' },
    void: { applicant: '-', approver: '-', admin: '-' },
    withdraw: { applicant: '-', approver: '-', admin: '-' },
    reset: { applicant: '-', approver: '-', admin: 0 },
  },
  5: {
    submit: { applicant: 1, approver: '-', admin: '-' },
    approve: { applicant: '-', approver: '-', admin: '-' },
    reject: { applicant: '-', approver: '-', admin: '-' },
    void: { applicant: 4, approver: '-', admin: '-' },
    withdraw: { applicant: '-', approver: '-', admin: '-' },
    reset: { applicant: '-', approver: '-', admin: 0 },
  },
};

describe('the flow transition table', () => {
  for (const status of [0, 1, 2, 3, 4, 5] as FlowStatus[]) {
    for (const action of FLOW_ACTIONS) {
      for (const actor of ['applicant', 'approver', 'admin'] as FlowActor[]) {
        const expected = EXPECTED[status][action][actor];
        it(`status ${status}, ${action} by the ${actor}: ${expected === '-' ? 'refused' : `→ ${expected}`}`, () => {
          const result = checkTransition(status, action, [actor]);
          if (expected === '-') {
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.message).toMatch(/^(当前状态（.+）不能.+|您不能对此记录执行.+操作)$/);
          } else {
            expect(result).toEqual({ ok: true, to: expected === 'next' ? 'next-step' : expected });
          }
        });
      }
    }
  }

  it('names the status in a refusal by status, and the person in a refusal by actor', () => {
    expect(checkTransition(2, 'reject', ['approver'])).toEqual({ ok: false, message: '当前状态（已通过）不能驳回' });
    expect(checkTransition(1, 'approve', ['applicant'])).toEqual({ ok: false, message: '您不能对此记录执行通过操作' });
  });

  it('lets a user playing several parts act through any of them', () => {
    expect(checkTransition(1, 'withdraw', ['approver', 'applicant']).ok).toBe(true);
    expect(checkTransition(3, 'reset', ['applicant', 'admin']).ok).toBe(true);
  });
});

describe('opinions (SPEC section 5 "Approval")', () => {
  it('requires an opinion to reject (审核意见不能为空) and records 同意 for a bare approval', () => {
    expect(opinionFor('reject', '  ')).toEqual({ ok: false, message: '审核意见不能为空' });
    expect(opinionFor('reject', ' 材料不全 ')).toEqual({ ok: true, opinion: '材料不全' });
    expect(opinionFor('approve', undefined)).toEqual({ ok: true, opinion: '同意' });
    expect(opinionFor('approve', '可以')).toEqual({ ok: true, opinion: '可以' });
    expect(opinionFor('withdraw', null)).toEqual({ ok: true, opinion: '' });
  });
});
