import type { SqlEntityManager } from '@mikro-orm/sql';
import { seedTenantIdentity } from '../access/identity.seed.js';
import { registeredModules } from '../module-registry.js';

/**
 * The base data of a tenant: the standard roles (with the menu grants every module declares) and departments,
 * then each module's tenant seed (business dictionaries, flow models ...), in module order. Only adds what is
 * missing. Answers role ids by alias and department ids by key.
 */
export async function seedTenantBase(
  em: SqlEntityManager,
  tenantId: string,
): Promise<{ roles: Record<string, string>; depts: Record<string, string> }> {
  const ids = await seedTenantIdentity(em, tenantId);
  for (const m of registeredModules()) await m.seeds?.tenant?.(em, tenantId);
  return ids;
}
