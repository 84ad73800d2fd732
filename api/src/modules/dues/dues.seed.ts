import type { SqlEntityManager } from '@mikro-orm/sql';
import { TENANT_FILTER } from '../../db/filters.js';
import { memberUnitService } from '../member/index.js';
import { DuesPeriod, DuesStandard } from './dues.entity.js';

/** Demo yearly dues per member level (元). */
const DEMO_STANDARDS: [string, string][] = [
  ['1', '3000.00'],
  ['2', '5000.00'],
  ['3', '8000.00'],
  ['4', '10000.00'],
  ['5', '20000.00'],
];

/** Demo data: the year's standards (due 31 March) and the periods of the active demo units. */
export async function seedDemoDues(em: SqlEntityManager, tenantId: string, year: number): Promise<void> {
  const filters = { [TENANT_FILTER]: { tenantId } };
  if (await em.count(DuesStandard, {}, { filters })) return;
  const dueDate = `${year}-03-31`;
  for (const [memberLevel, amount] of DEMO_STANDARDS)
    em.create(DuesStandard, { tenantId, year, memberLevel, amount, dueDate });
  const amounts = new Map(DEMO_STANDARDS);
  for (const unit of await memberUnitService.activeUnitsInTenant(em, tenantId)) {
    const amount = amounts.get(unit.memberLevel);
    if (amount)
      em.create(DuesPeriod, {
        tenantId,
        unitId: unit.id,
        unitName: unit.name,
        year,
        memberLevel: unit.memberLevel,
        amount,
        dueDate,
      });
  }
  await em.flush();
}
