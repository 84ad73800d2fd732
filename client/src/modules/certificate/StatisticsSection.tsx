import { Box, Table } from '@chakra-ui/react';
import { useId } from 'react';
import { Chart } from '../../engine/chart';

export interface Bar {
  key: string;
  label: string;
  count: number;
}

/**
 * One section of the member statistics: a horizontal bar chart (the engine's chart) above the table of the same
 * numbers with their shares, which is what screen readers (the chart points to it) and the print-out use.
 */
export function StatisticsSection({
  bars,
  caption,
  labelHeader,
  countHeader,
  shareHeader,
  total,
}: {
  bars: readonly Bar[];
  caption: string;
  labelHeader: string;
  countHeader: string;
  shareHeader: string;
  total: number;
}) {
  const tableId = useId();
  return (
    <Box>
      {bars.length > 0 && (
        <Chart
          kind="horizontalBar"
          title={caption}
          categoryHeader={labelHeader}
          categories={bars.map((b) => b.label)}
          series={[{ name: countHeader, values: bars.map((b) => b.count) }]}
          height={Math.max(120, bars.length * 30 + 40)}
          tableId={tableId}
        />
      )}
      <Table.Root id={tableId} size="sm" variant="outline" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{countHeader}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{shareHeader}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bars.map((b) => (
            <Table.Row key={b.key}>
              <Table.Cell>{b.label}</Table.Cell>
              <Table.Cell textAlign="end">{b.count}</Table.Cell>
              <Table.Cell textAlign="end">{total ? `${((b.count / total) * 100).toFixed(1)}%` : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
