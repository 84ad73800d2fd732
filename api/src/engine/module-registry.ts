import type { AppModule } from './module.js';

let registered: readonly AppModule[] | undefined;

/**
 * The modules of this app, registered once by `api/src/modules/index.ts` when it loads (every process that opens
 * the database loads it: the entity list is built from it). Lets engine code that serves every module (the
 * seeders of a new tenant, the menu tree) reach their declarations without importing a module.
 */
export function registerModules(list: readonly AppModule[]): void {
  registered = list;
}

export function registeredModules(): readonly AppModule[] {
  if (!registered) throw new Error('No modules registered: import api/src/modules/index.ts first');
  return registered;
}
