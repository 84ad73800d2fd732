/**
 * ECharts with only what the product draws (bar, line and pie charts; grid, tooltip and legend; the canvas
 * renderer), imported from `echarts/core` so the bundle holds nothing else. Loaded lazily by Chart.tsx.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
