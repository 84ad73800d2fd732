import type { RequestContext } from '../../engine/context.js';
import { PERIOD_STATUS } from './dues.entity.js';

/** The dues of one year: the periods paid (收) and still unpaid (欠), with their amounts in 元 (two decimals). */
export interface DuesYearSummary {
  year: number;
  paidCount: number;
  paidAmount: string;
  unpaidCount: number;
  unpaidAmount: string;
}

/** The tenant's dues periods of a year, counted and summed by the database in one grouped statement. */
export async function duesYearSummary(ctx: RequestContext, year: number): Promise<DuesYearSummary> {
  const rows = await ctx.em.execute<{ status: number | string; n: string | number; total: string | number | null }[]>(
    `select status, count(*) as n, coalesce(sum(amount), 0) as total from lnjzxh_dues_period
     where tenant_id = ? and is_deleted = 0 and year = ?
     group by status`,
    [ctx.tenantId, year],
  );
  const of = (status: number) => rows.find((r) => Number(r.status) === status);
  const amount = (v: string | number | null | undefined) => Number(v ?? 0).toFixed(2);
  const paid = of(PERIOD_STATUS.paid);
  const unpaid = of(PERIOD_STATUS.unpaid);
  return {
    year,
    paidCount: Number(paid?.n ?? 0),
    paidAmount: amount(paid?.total),
    unpaidCount: Number(unpaid?.n ?? 0),
    unpaidAmount: amount(unpaid?.total),
  };
}
