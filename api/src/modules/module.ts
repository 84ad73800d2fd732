/** What a business module contributes to the app: declared by the engine (engine/module.ts), re-exported here. */
export type { AppModule } from '../engine/module.js';
