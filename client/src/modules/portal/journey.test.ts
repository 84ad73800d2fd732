import { describe, expect, it } from 'vitest';
import { FLOW, journeyOf } from './journey';

describe('journeyOf', () => {
  it('puts an account without an application at the application step, waiting for the member', () => {
    expect(journeyOf({ unit: null, application: null })).toEqual({ current: 1, waitingFor: 'member', returned: false });
    expect(journeyOf({ unit: null, application: { flowStatus: FLOW.pending } })).toEqual({
      current: 1,
      waitingFor: 'member',
      returned: false,
    });
  });

  it('waits for the association while the application is under review or approved but not linked yet', () => {
    expect(journeyOf({ unit: null, application: { flowStatus: FLOW.reviewing } })).toEqual({
      current: 2,
      waitingFor: 'association',
      returned: false,
    });
    expect(journeyOf({ unit: null, application: { flowStatus: FLOW.approved } })).toEqual({
      current: 3,
      waitingFor: 'association',
      returned: false,
    });
  });

  it('sends a rejected or withdrawn application back to the member', () => {
    for (const flowStatus of [FLOW.rejected, FLOW.withdrawn]) {
      expect(journeyOf({ unit: null, application: { flowStatus } })).toEqual({
        current: 1,
        waitingFor: 'member',
        returned: true,
      });
    }
  });

  it('is complete once the account has a member unit, whatever the application says', () => {
    expect(journeyOf({ unit: { status: 1 }, application: { flowStatus: FLOW.rejected } })).toEqual({
      current: 4,
      waitingFor: 'none',
      returned: false,
    });
    expect(journeyOf({ unit: { status: 1 }, application: null }).current).toBe(4);
  });
});
