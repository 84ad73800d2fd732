import type { AppModule } from './module.js';
import { systemModule } from './system/index.js';

/** Every business module, in registration order. */
export const modules: AppModule[] = [systemModule];
