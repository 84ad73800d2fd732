import type { ChartData } from '../../engine/chart';

export interface ApplicationCount {
  awardType: string;
  awardLabel: string;
  flowStatus: number;
  statusLabel: string;
  count: number;
}

/**
 * Applications by award line and status as a horizontal bar chart: a bar group per award line (in the order the
 * server gives), a series per status that occurs (by status code), 0 where a line has none in that status.
 */
export function applicationsChart(rows: readonly ApplicationCount[]): Pick<ChartData, 'categories' | 'series'> {
  const lines = [...new Map(rows.map((r) => [r.awardType, r.awardLabel])).entries()];
  const statuses = [...new Map(rows.map((r) => [r.flowStatus, r.statusLabel])).entries()].sort((a, b) => a[0] - b[0]);
  const count = new Map(rows.map((r) => [`${r.awardType}|${r.flowStatus}`, r.count]));
  return {
    categories: lines.map(([, label]) => label),
    series: statuses.map(([status, label]) => ({
      name: label,
      values: lines.map(([type]) => count.get(`${type}|${status}`) ?? 0),
    })),
  };
}

/** The height in pixels of a horizontal bar chart of n categories (readable on a phone, never tiny). */
export const barsHeight = (n: number) => Math.max(140, n * 32 + 60);
