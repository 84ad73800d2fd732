import type { ChartData } from '../../../engine/chart';
import type { ReportFileDataQuery } from '../../../generated/graphql';

type Result = NonNullable<ReportFileDataQuery['reportFileData']>;

/**
 * The chart of a rendered report: the first column's cells are the categories, each column the server marks as a
 * series is drawn as one; a total row is left to the table. Null when there is nothing to draw.
 */
export function reportChart(result: Pick<Result, 'columns' | 'rows' | 'totalRow'>): ChartData | null {
  const rows = result.totalRow ? result.rows.slice(0, -1) : result.rows;
  const series = result.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) => column.series && index > 0);
  if (rows.length === 0 || series.length === 0) return null;
  return {
    kind: 'horizontalBar',
    categories: rows.map((row) => row[0] ?? ''),
    series: series.map(({ column, index }) => ({
      name: column.label,
      values: rows.map((row) => Number(row[index]) || 0),
    })),
  };
}
