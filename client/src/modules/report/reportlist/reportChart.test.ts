import { describe, expect, it } from 'vitest';
import { reportChart } from './reportChart';

const column = (key: string, label: string, series = false) => ({
  __typename: 'ReportColumn' as const,
  key,
  label,
  series,
});

describe('reportChart', () => {
  it('draws the series columns over the first column, leaving the total row to the table', () => {
    expect(
      reportChart({
        columns: [column('dept', '机构'), column('users', '用户数', true)],
        rows: [
          ['总部', '3'],
          ['分会', '0'],
          ['合计', '3'],
        ],
        totalRow: true,
      }),
    ).toEqual({ kind: 'horizontalBar', categories: ['总部', '分会'], series: [{ name: '用户数', values: [3, 0] }] });
  });

  it('draws several series and keeps every row without a total', () => {
    const chart = reportChart({
      columns: [
        column('day', '日期'),
        column('success', '成功', true),
        column('failure', '失败', true),
        column('total', '合计'),
      ],
      rows: [
        ['2026-11-27', '4', '1', '5'],
        ['2026-11-26', '2', '0', '2'],
      ],
      totalRow: false,
    });
    expect(chart?.categories).toEqual(['2026-11-27', '2026-11-26']);
    expect(chart?.series).toEqual([
      { name: '成功', values: [4, 2] },
      { name: '失败', values: [1, 0] },
    ]);
  });

  it('is null with nothing to draw', () => {
    expect(
      reportChart({ columns: [column('day', '日期'), column('n', 'n', true)], rows: [], totalRow: false }),
    ).toBeNull();
    expect(
      reportChart({ columns: [column('a', 'a'), column('b', 'b')], rows: [['x', '1']], totalRow: false }),
    ).toBeNull();
  });
});
