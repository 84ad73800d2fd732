import { Box, Table } from '@chakra-ui/react';

export interface Bar {
  key: string;
  label: string;
  count: number;
}

/**
 * A small horizontal bar chart (SVG, hidden from assistive technology) above the table of the same numbers,
 * which is what screen readers and the print-out use.
 */
export function BarChart({
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
  const max = Math.max(1, ...bars.map((b) => b.count));
  const row = 26;
  const labelWidth = 180;
  const chartWidth = 320;
  return (
    <Box>
      {bars.length > 0 && (
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${labelWidth + chartWidth + 40} ${bars.length * row}`}
          style={{ width: '100%', maxWidth: 560, marginBottom: 12, display: 'block', fontSize: 12 }}
        >
          {bars.map((b, i) => (
            <g key={b.key} transform={`translate(0 ${i * row})`}>
              <text x={labelWidth - 8} y={row / 2 + 4} textAnchor="end" fill="currentColor">
                {b.label.length > 14 ? `${b.label.slice(0, 13)}…` : b.label}
              </text>
              <rect
                x={labelWidth}
                y={4}
                width={Math.max(2, (b.count / max) * chartWidth)}
                height={row - 8}
                rx={3}
                fill="var(--chakra-colors-blue-solid, #2563eb)"
              />
              <text x={labelWidth + Math.max(2, (b.count / max) * chartWidth) + 6} y={row / 2 + 4} fill="currentColor">
                {b.count}
              </text>
            </g>
          ))}
        </svg>
      )}
      <Table.Root size="sm" variant="outline" aria-label={caption}>
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
