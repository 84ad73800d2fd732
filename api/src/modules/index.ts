import { dashboardModule } from './dashboard/index.js';
import { developModule } from './develop/index.js';
import type { AppModule } from './module.js';
import { monitorModule } from './monitor/index.js';
import { reportModule } from './report/index.js';
import { systemModule } from './system/index.js';

/** Every business module, in registration order. */
export const modules: AppModule[] = [systemModule, monitorModule, dashboardModule, developModule, reportModule];
