import { Param } from '../modules/system/param.entity.js';
import { Tenant } from '../modules/system/tenant.entity.js';

/** Every entity class, listed explicitly (no folder discovery: works the same under tsc, tsx and vitest). */
export const entities = [Tenant, Param];

/** Entities owned by a tenant and soft-deleted: the `tenant` and `notDeleted` filters apply to them. */
export const tenantOwnedEntities = [Param];
