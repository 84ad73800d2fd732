import { dashboardModule } from './dashboard/index.js';
import { deskModule } from './desk/index.js';
import { dictModule } from './dict/index.js';
import type { AppModule } from './module.js';
import { monitorModule } from './monitor/index.js';
import { systemModule } from './system/index.js';

/** Every business module, in registration order. */
export const modules: AppModule[] = [systemModule, monitorModule, dashboardModule, dictModule, deskModule];
