import { screen, within } from '@testing-library/react';
import { describe as suite, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { Chart, chartOption, describe } from '.';

const colours = {
  palette: ['#111111', '#222222'],
  text: '#333333',
  muted: '#444444',
  border: '#555555',
  background: '#ffffff',
};

suite('chartOption', () => {
  it('draws bars in the theme colours with tooltips, and a legend only for several series', () => {
    const one = chartOption(
      { kind: 'bar', categories: ['a', 'b'], series: [{ name: '次数', values: [1, 2] }] },
      colours,
    );
    expect(one).toMatchObject({
      color: ['#111111', '#222222'],
      tooltip: { trigger: 'axis' },
      legend: { show: false },
      xAxis: { type: 'category', data: ['a', 'b'] },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: '次数', data: [1, 2] }],
    });
    const two = chartOption(
      {
        kind: 'horizontalBar',
        categories: ['x'],
        series: [
          { name: 'A', values: [1] },
          { name: 'B', values: [2] },
        ],
      },
      colours,
    );
    expect(two).toMatchObject({
      legend: { show: true },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', inverse: true },
    });
  });

  it('gives the labels of a horizontal chart a third of a narrow chart, at most 140 px', () => {
    const data = { kind: 'horizontalBar' as const, categories: ['a'], series: [{ name: 'n', values: [1] }] };
    const labelOf = (width?: number) =>
      (chartOption(data, colours, width).yAxis as { axisLabel: { width: number } }).axisLabel.width;
    expect(labelOf()).toBe(140);
    expect(labelOf(1000)).toBe(140);
    expect(labelOf(330)).toBe(110);
    expect(labelOf(120)).toBe(64);
  });

  it('describes the numbers in words', () => {
    expect(describe({ kind: 'bar', categories: ['一月', '二月'], series: [{ name: 'n', values: [3, 0] }] })).toBe(
      '一月: 3; 二月: 0',
    );
  });
});

suite('Chart', () => {
  it('is a named image described by its numbers, with a hidden data table and a download button', () => {
    renderWithApp(
      <Chart
        kind="bar"
        title="每日阅读"
        categoryHeader="日期"
        categories={['11-01', '11-02']}
        series={[{ name: '阅读次数', values: [2, 5] }]}
      />,
      { link: operationLink({}).link },
    );
    const img = screen.getByRole('img', { name: '每日阅读' });
    expect(img.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(img.getAttribute('aria-describedby')!)?.textContent).toBe('11-01: 2; 11-02: 5');
    const table = screen.getByRole('table', { name: '每日阅读' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['日期阅读次数', '11-012', '11-025']);
    expect(screen.getByRole('button', { name: '下载图片：每日阅读' })).toBeTruthy();
  });
});
