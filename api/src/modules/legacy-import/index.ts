import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { LegacyImportResolver, registerLegacyImportRest } from './legacy-import.resolver.js';
import { registerBladexPasswords } from './legacy-password.js';
import { LegacyImportMap, LegacyImportRun } from './legacy-import.entity.js';

/**
 * Moving in from the legacy BladeX system: `npm run import:legacy` (api/src/scripts/import-legacy.ts) reads the
 * legacy database; this module serves the runs and their reports to staff, and lets sign-in accept imported
 * BladeX password hashes once.
 */
export const legacyImportModule: AppModule = {
  name: 'legacy-import',
  menus,
  grants,
  entities: { plain: [LegacyImportRun, LegacyImportMap] },
  resolvers: [LegacyImportResolver],
  rest: [registerLegacyImportRest],
};

registerBladexPasswords();

export { importLegacy, LEGACY_IMPORT_CODE } from './legacy-import.service.js';
export { ImportInterrupted } from './importer.js';
