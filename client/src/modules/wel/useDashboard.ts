import { useQuery } from '@apollo/client/react';
import { useCan } from '../../engine/auth';
import { DashboardDocument, type DashboardQuery } from '../../generated/graphql';

export type DashboardData = DashboardQuery['dashboard'];

/** The figures of the home pages. */
export function useDashboard() {
  return useQuery(DashboardDocument, { fetchPolicy: 'cache-and-network' });
}

/** A number of the dashboard: the count, or null when its module is not there yet (or not visible to the user). */
export type Figure = number | null;

export interface FigureDefinition {
  key: 'todoCount' | 'memberCount' | 'applicationsInProgress' | 'userCount' | 'pendingRegistrations';
  /** Where the figure's screen is, when it exists. */
  to?: string;
}

export const FIGURES: readonly FigureDefinition[] = [
  { key: 'todoCount', to: '/work/tasks/todo' },
  { key: 'memberCount', to: '/awards/memberManagement/member-info' },
  { key: 'applicationsInProgress' },
  { key: 'userCount', to: '/system/user' },
  { key: 'pendingRegistrations', to: '/system/registration' },
];

/**
 * The figures the user may see. User and registration counts belong to those screens' permission codes, and the
 * server answers null for a figure that is not this user's (member units for a member account, applications for an
 * expert): such cards are left out (rather than a "coming soon" that would never come).
 */
export function useVisibleFigures(dashboard?: DashboardData): readonly FigureDefinition[] {
  const users = useCan('user');
  const registrations = useCan('registration');
  return FIGURES.filter((figure) =>
    figure.key === 'userCount' ? users : figure.key === 'pendingRegistrations' ? registrations : true,
  ).filter((figure) => !dashboard || dashboard[figure.key] !== null);
}
