import { describe, expect, it } from 'vitest';
import { testSession } from '../../../test/session';
import { logQueryFilter, tenantSearchFields } from './search';

describe('log search', () => {
  it('turns the date range into instants, the last day included', () => {
    const filter = logQueryFilter({ title: 'submit', createTimeFrom: '2026-11-01', createTimeTo: '2026-11-23' });
    expect(filter.title).toBe('submit');
    expect(new Date(filter.createTimeFrom!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(filter.createTimeTo!).getTime()).toBe(new Date(2026, 10, 24).getTime());
    expect(logQueryFilter({ createTimeFrom: 'nonsense' })).toEqual({});
    expect(logQueryFilter({ createTimeTo: '2026-12-31' }).createTimeTo).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('offers the tenant field to administrators of the administrative tenant only', () => {
    expect(tenantSearchFields(testSession(), '租户编号')).toEqual([{ name: 'tenantId', label: '租户编号' }]);
    expect(tenantSearchFields(testSession({ tenantId: '100001' }), '租户编号')).toEqual([]);
    expect(tenantSearchFields(testSession({ permissions: ['log_api'] }), '租户编号')).toEqual([]);
    expect(tenantSearchFields(null, '租户编号')).toEqual([]);
  });
});
