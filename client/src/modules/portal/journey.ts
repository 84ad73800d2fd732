/**
 * Where a company account stands on its way to membership (会员注册): the account exists, a join application is
 * filed, it is approved and the account is linked to a member unit. Pure, so the home page and the register
 * page agree and it is tested without rendering.
 */
export const FLOW = { pending: 0, reviewing: 1, approved: 2, rejected: 3, voided: 4, withdrawn: 5 } as const;

export type JourneyStep = 'account' | 'apply' | 'review' | 'member';

export interface JourneyInput {
  unit: { status: number } | null | undefined;
  application: { flowStatus: number } | null | undefined;
}

export interface Journey {
  /** Index of the current step in JOURNEY_STEPS (the number of steps done). */
  current: number;
  /** The step waits for the member (fill in / correct the application) or for the association. */
  waitingFor: 'member' | 'association' | 'none';
  /** The application came back (rejected or withdrawn) and must be corrected. */
  returned: boolean;
}

export const JOURNEY_STEPS: JourneyStep[] = ['account', 'apply', 'review', 'member'];

export function journeyOf({ unit, application }: JourneyInput): Journey {
  if (unit) return { current: JOURNEY_STEPS.length, waitingFor: 'none', returned: false };
  if (!application) return { current: 1, waitingFor: 'member', returned: false };
  switch (application.flowStatus) {
    case FLOW.reviewing:
      return { current: 2, waitingFor: 'association', returned: false };
    case FLOW.approved:
      // Approved but not linked yet (the unit is created in the approval's transaction, so this is brief or a staff matter).
      return { current: 3, waitingFor: 'association', returned: false };
    case FLOW.rejected:
    case FLOW.withdrawn:
      return { current: 1, waitingFor: 'member', returned: true };
    default:
      return { current: 1, waitingFor: 'member', returned: false };
  }
}
