import type { SqlEntityManager } from '@mikro-orm/sql';
import { describe, expect, it } from 'vitest';
import { ARREARS_MESSAGES, arrearsMessage, arrearsService } from './arrears.service.js';

interface Row {
  unitId: string;
  status: number;
  dueDate: string;
  tenantId: string;
}

/** An entity manager over rows in memory that answers the two queries the rule makes. */
function fakeEm(periods: Row[], phone?: string): SqlEntityManager {
  return {
    async find(
      _entity: unknown,
      where: { tenantId: string; unitId: string; status: number; dueDate: { $lt: string } },
    ) {
      return periods.filter(
        (p) =>
          p.tenantId === where.tenantId &&
          p.unitId === where.unitId &&
          p.status === where.status &&
          p.dueDate < where.dueDate.$lt,
      );
    },
    async findOne(_entity: unknown, where: { paramKey: string }) {
      return phone && where.paramKey === 'member.department.phone' ? { paramValue: phone } : null;
    },
  } as unknown as SqlEntityManager;
}

describe('arrearsService.check', () => {
  const rows: Row[] = [
    { tenantId: 't', unitId: 'a', status: 0, dueDate: '2026-03-31' },
    { tenantId: 't', unitId: 'b', status: 1, dueDate: '2026-03-31' },
    { tenantId: 't', unitId: 'b', status: 0, dueDate: '2027-03-31' },
    { tenantId: 'other', unitId: 'c', status: 0, dueDate: '2020-03-31' },
  ];

  it('is in arrears with an unpaid period whose due date has passed, with the phone in the message', async () => {
    const r = await arrearsService.check(fakeEm(rows, '024-23456789'), 't', 'a', '2026-04-01');
    expect(r).toEqual({
      inArrears: true,
      message: '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理，联系电话：024-23456789',
      fieldError: '当前单位会费已欠缴',
    });
  });

  it('is not in arrears on the due date itself, for paid periods, for periods not yet due, or in another tenant', async () => {
    expect((await arrearsService.check(fakeEm(rows), 't', 'a', '2026-03-31')).inArrears).toBe(false);
    expect(await arrearsService.check(fakeEm(rows), 't', 'b', '2026-11-23')).toEqual({
      inArrears: false,
      message: null,
      fieldError: null,
    });
    expect((await arrearsService.check(fakeEm(rows), 't', 'c', '2026-11-23')).inArrears).toBe(false);
  });

  it('leaves the phone out when none is configured', () => {
    expect(arrearsMessage(undefined)).toBe(ARREARS_MESSAGES.base);
    expect(arrearsMessage('  ')).toBe(ARREARS_MESSAGES.base);
    expect(arrearsMessage('400-123')).toBe(`${ARREARS_MESSAGES.base}，联系电话：400-123`);
  });
});
