/** A dues period as the mobile pages read it. */
export interface PeriodLike {
  year: number;
  amount: string;
  status: number;
  overdue: boolean;
}

/**
 * The arrears of a unit from its periods: the overdue (unpaid, past the due date) years and their total in yuan
 * (computed in cents, so 0.1 + 0.2 stays 0.30), and the unpaid years not yet due.
 */
export function duesSummary(periods: readonly PeriodLike[]): {
  overdueYears: number[];
  overdueTotal: string;
  unpaidYears: number[];
} {
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const overdue = periods.filter((p) => p.status === 0 && p.overdue);
  const total = overdue.reduce((sum, p) => sum + cents(p.amount), 0);
  return {
    overdueYears: overdue.map((p) => p.year).sort((a, b) => a - b),
    overdueTotal: (total / 100).toFixed(2),
    unpaidYears: periods
      .filter((p) => p.status === 0 && !p.overdue)
      .map((p) => p.year)
      .sort((a, b) => a - b),
  };
}
