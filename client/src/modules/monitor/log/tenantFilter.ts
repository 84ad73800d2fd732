import type { SearchField } from '../../../engine/crud';
import type { Session } from '../../../engine/auth/session';

/** The administrative tenant: its administrators may read other tenants' logs. */
export const ADMIN_TENANT_ID = '000000';

/** The 租户编号 search field, for administrators of the administrative tenant only (the server refuses anyone else). */
export function tenantSearchFields(session: Session | null, label: string): SearchField[] {
  const readsEveryTenant = session?.tenantId === ADMIN_TENANT_ID && session.permissions.includes('*');
  return readsEveryTenant ? [{ name: 'tenantId', label }] : [];
}
