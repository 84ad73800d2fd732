import type { FilterDef } from '@mikro-orm/core';

/** Name of the filter that scopes every read to the current tenant (`em.setFilterParams(TENANT_FILTER, { tenantId })`). */
export const TENANT_FILTER = 'tenant';
/** Name of the filter that hides soft-deleted rows. */
export const NOT_DELETED_FILTER = 'notDeleted';

/**
 * Global filters for tenant-owned entities. The tenant filter needs its argument: a forgotten tenant is an
 * error, not a leak. Seeders and migrations run with filters disabled explicitly.
 */
export function tenantFilters(
  entities: FilterDef['entity'],
  shared: FilterDef['entity'] = [],
): Record<string, FilterDef> {
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      cond: (args: Record<string, unknown>) => ({ tenantId: args.tenantId }),
      default: true,
      args: true,
      entity: entities,
    },
    [NOT_DELETED_FILTER]: {
      name: NOT_DELETED_FILTER,
      cond: { isDeleted: 0 },
      default: true,
      entity: [...(entities as unknown[]), ...(shared as unknown[])] as FilterDef['entity'],
    },
  };
}
