import { describe, expect, it } from 'vitest';
import { testSession } from '../../../test/session';
import { logQueryFilter, tenantSearchFields } from './search';

describe('log search', () => {
  it('turns the date range into instants of Beijing days, the last day included (the test runs in another zone)', () => {
    const filter = logQueryFilter({ title: 'submit', createTimeFrom: '2026-11-01', createTimeTo: '2026-11-23' });
    expect(filter.title).toBe('submit');
    expect(filter.createTimeFrom).toBe('2026-10-31T16:00:00.000Z');
    expect(filter.createTimeTo).toBe('2026-11-23T16:00:00.000Z');
    expect(logQueryFilter({ createTimeFrom: 'nonsense' })).toEqual({});
    expect(logQueryFilter({ createTimeFrom: '2026-02-30' })).toEqual({});
    expect(logQueryFilter({ createTimeTo: '2026-12-31' }).createTimeTo).toBe('2026-12-31T16:00:00.000Z');
  });

  it('offers the tenant field to administrators of the administrative tenant only', () => {
    expect(tenantSearchFields(testSession(), '租户编号')).toEqual([{ name: 'tenantId', label: '租户编号' }]);
    expect(tenantSearchFields(testSession({ tenantId: '100001' }), '租户编号')).toEqual([]);
    expect(tenantSearchFields(testSession({ permissions: ['log_api'] }), '租户编号')).toEqual([]);
    expect(tenantSearchFields(null, '租户编号')).toEqual([]);
  });
});
