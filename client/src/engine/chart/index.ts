export { Chart, type ChartProps } from './Chart';
export { type ChartData, type ChartKind, type ChartSeries, chartOption, describe } from './options';
