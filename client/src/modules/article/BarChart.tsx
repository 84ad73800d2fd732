import { Box } from '@chakra-ui/react';

export interface BarDatum {
  label: string;
  value: number;
}

/**
 * A small SVG bar chart (no chart library in the client): one bar per item, the largest scaled to the full
 * height, every fifth label shown. The numbers are also in the table beside it; the chart is described by its title.
 */
export function BarChart({ data, title, height = 180 }: { data: readonly BarDatum[]; title: string; height?: number }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const barWidth = 18;
  const gap = 6;
  const top = 16;
  const bottom = 28;
  const width = Math.max(1, data.length) * (barWidth + gap) + gap;
  const scale = (v: number) => ((height - top - bottom) * v) / max;
  return (
    <Box overflowX="auto">
      <svg role="img" aria-label={title} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <title>{title}</title>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} stroke="currentColor" strokeWidth="1" />
        {data.map((d, i) => {
          const x = gap + i * (barWidth + gap);
          const h = scale(d.value);
          return (
            <g key={d.label}>
              <rect
                x={x}
                y={height - bottom - h}
                width={barWidth}
                height={h}
                fill="var(--chakra-colors-blue-solid, #2563eb)"
                rx="2"
              >
                <title>{`${d.label}: ${d.value}`}</title>
              </rect>
              {d.value > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - bottom - h - 4}
                  textAnchor="middle"
                  fontSize="10"
                  fill="currentColor"
                >
                  {d.value}
                </text>
              )}
              {(i % 5 === 0 || i === data.length - 1) && (
                <text x={x + barWidth / 2} y={height - 10} textAnchor="middle" fontSize="10" fill="currentColor">
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
