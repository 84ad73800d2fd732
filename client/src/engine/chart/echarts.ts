/**
 * ECharts with only what the product draws (bar charts; grid, tooltip and legend; the canvas renderer;
 * register a line or pie chart here when a screen needs one), imported from `echarts/core` so the bundle holds nothing else. Loaded lazily by Chart.tsx.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
