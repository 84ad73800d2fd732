import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123063238_flow } from './Migration20261123063238_flow.js';
import { Migration20261123062315_devtools } from './Migration20261123062315_devtools.js';
import { Migration20261123062912_audit_logs } from './Migration20261123062912_audit_logs.js';
import { Migration20261123062510_resource } from './Migration20261123062510_resource.js';
import { Migration20261123062305_dict_notice } from './Migration20261123062305_dict_notice.js';
import { Migration20261123062440_region } from './Migration20261123062440_region.js';
import { Migration20261122024612_error_log } from './Migration20261122024612_error_log.js';
import { Migration20261122015908_identity } from './Migration20261122015908_identity.js';
import { Migration20261122005210_initial } from './Migration20261122005210_initial.js';

/**
 * Every migration, in order. `npm run db:migration:create` writes a new file here and adds it to this list;
 * they are listed explicitly so the built product, tsx and vitest all run the same set.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122005210_initial', class: Migration20261122005210_initial },
  { name: 'Migration20261122015908_identity', class: Migration20261122015908_identity },
  { name: 'Migration20261122024612_error_log', class: Migration20261122024612_error_log },
  { name: 'Migration20261123063238_flow', class: Migration20261123063238_flow },
  { name: 'Migration20261123062315_devtools', class: Migration20261123062315_devtools },
  { name: 'Migration20261123062912_audit_logs', class: Migration20261123062912_audit_logs },
  { name: 'Migration20261123062510_resource', class: Migration20261123062510_resource },
  { name: 'Migration20261123062305_dict_notice', class: Migration20261123062305_dict_notice },
  { name: 'Migration20261123062440_region', class: Migration20261123062440_region },
];
