/** What a chart shows, independent of the charting library (so tests and pages need not load ECharts). */
export type ChartKind = 'bar' | 'horizontalBar';

export interface ChartSeries {
  name: string;
  values: readonly number[];
}

export interface ChartData {
  kind: ChartKind;
  categories: readonly string[];
  series: readonly ChartSeries[];
}

/** Colours taken from the theme (CSS variables of the Chakra system in use). */
export interface ChartColours {
  palette: string[];
  text: string;
  muted: string;
  border: string;
  background: string;
}

/** The Chakra colour tokens the series use, in order: the theme's primary colour first. */
export const SERIES_TOKENS = ['brand.solid', 'teal.solid', 'orange.solid', 'purple.solid', 'pink.solid', 'cyan.solid'];

const cssVar = (token: string) => `--chakra-colors-${token.replace(/\./g, '-')}`;

/** Reads the theme's colours where the chart is drawn (falling back to neutral ones, e.g. in tests). */
export function themeColours(element: Element | null): ChartColours {
  const style = element ? getComputedStyle(element) : undefined;
  const read = (token: string, fallback: string) => style?.getPropertyValue(cssVar(token)).trim() || fallback;
  const fallbacks = ['#2563eb', '#0d9488', '#ea580c', '#9333ea', '#db2777', '#0891b2'];
  return {
    palette: SERIES_TOKENS.map((token, i) => read(token, fallbacks[i]!)),
    text: read('fg', '#1f2937'),
    muted: read('fg.muted', '#6b7280'),
    border: read('border', '#e5e7eb'),
    background: read('bg.panel', '#ffffff'),
  };
}

/** A short text description of the data (the chart's accessible name adds it after the title). */
export function describe(data: ChartData, max = 12): string {
  const one = data.series.length === 1;
  const items = data.categories.map((category, i) =>
    one
      ? `${category}: ${data.series[0]!.values[i] ?? 0}`
      : `${category}: ${data.series.map((s) => `${s.name} ${s.values[i] ?? 0}`).join(', ')}`,
  );
  return items.length > max ? `${items.slice(0, max).join('; ')}; …` : items.join('; ');
}

/** Width of the category labels of a horizontal chart: up to 140 px, a third of a narrow chart (a phone). */
export function labelWidth(chartWidth?: number): number {
  return chartWidth ? Math.max(64, Math.min(140, Math.round(chartWidth / 3))) : 140;
}

/** The ECharts option of a chart (plain data, so it can be tested without a canvas); `width`: the chart's in px. */
export function chartOption(data: ChartData, colours: ChartColours, width?: number) {
  const horizontal = data.kind === 'horizontalBar';
  const legend = data.series.length > 1;
  const axisLabel = { color: colours.muted, hideOverlap: true };
  const base = {
    color: colours.palette,
    textStyle: { color: colours.text, fontFamily: 'inherit' },
    animation: false,
    aria: { enabled: false },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
    },
    legend: legend ? { show: true, bottom: 0, textStyle: { color: colours.text } } : { show: false },
  };
  const categoryAxis = {
    type: 'category',
    data: [...data.categories],
    axisLabel: horizontal ? { ...axisLabel, width: labelWidth(width), overflow: 'truncate' } : axisLabel,
    axisLine: { lineStyle: { color: colours.border } },
    axisTick: { alignWithLabel: true },
    inverse: horizontal,
  };
  const valueAxis = {
    type: 'value',
    minInterval: 1,
    axisLabel,
    splitLine: { lineStyle: { color: colours.border } },
  };
  return {
    ...base,
    grid: { left: 8, right: 24, top: 16, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: data.series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: [...s.values],
      barMaxWidth: 28,
      label: {
        show: data.series.length === 1 && data.categories.length <= 40,
        position: horizontal ? 'right' : 'top',
        color: colours.text,
        fontSize: 11,
        formatter: (p: { value: number }) => (p.value ? String(p.value) : ''),
      },
      itemStyle: { borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
    })),
  };
}
