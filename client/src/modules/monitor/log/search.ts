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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Start of a yyyy-MM-dd day in the browser's time zone, `days` later; undefined for anything else. */
function dayStart(text: string | undefined, days = 0): string | undefined {
  const m = text ? DAY.exec(text) : null;
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
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
