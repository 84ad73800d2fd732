import { startOfDayIn } from '@zhuxie/domain/time/datetime';
import type { Session } from '../../../engine/auth/session';
import type { SearchField } from '../../../engine/crud';

/** The administrative tenant: its administrators may read other tenants' logs. */
export const ADMIN_TENANT_ID = '000000';

/** The 租户编号 search field, for administrators of the administrative tenant only (the server refuses anyone else). */
export function tenantSearchFields(session: Session | null, label: string): SearchField[] {
  const readsEveryTenant = session?.tenantId === ADMIN_TENANT_ID && session.permissions.includes('*');
  return readsEveryTenant ? [{ name: 'tenantId', label }] : [];
}

/** 开始日期 and 结束日期 of every log search (createTime range; the end day is included). */
export function dateSearchFields(fromLabel: string, toLabel: string): SearchField[] {
  return [
    { name: 'createTimeFrom', label: fromLabel, type: 'date' },
    { name: 'createTimeTo', label: toLabel, type: 'date' },
  ];
}

/** Start of a yyyy-MM-dd day in Beijing time, `days` later (the "to" day is included with 1). */
function dayStart(text: string | undefined, days = 0): string | undefined {
  return text ? startOfDayIn(text, days)?.toISOString() : undefined;
}

/**
 * The query filter of a log search: text values as typed, the date range as instants (from the start of the first
 * day to the start of the day after the last, so the last day is included).
 */
export function logQueryFilter<F extends { createTimeFrom?: string; createTimeTo?: string }>(
  active: F,
): Omit<F, 'createTimeFrom' | 'createTimeTo'> & { createTimeFrom?: string; createTimeTo?: string } {
  const { createTimeFrom, createTimeTo, ...rest } = active;
  const from = dayStart(createTimeFrom);
  const to = dayStart(createTimeTo, 1);
  return { ...rest, ...(from ? { createTimeFrom: from } : {}), ...(to ? { createTimeTo: to } : {}) };
}
