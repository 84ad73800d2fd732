import type { RequestContext } from '../context.js';
import { batched, type BatchLoad } from '../graphql/batch.js';
import { DictBiz } from './dict.entity.js';

/** Labels of business dictionaries by code; the codes asked in the same tick are read in one statement. */
const labelsByCode: BatchLoad<string, Map<string, string>> = async (ctx, codes) => {
  const rows = await ctx.em.find(
    DictBiz,
    { code: { $in: codes }, parentId: { $ne: null } },
    { orderBy: [{ code: 'asc' }, { sort: 'asc' }] },
  );
  const byCode = new Map<string, Map<string, string>>(codes.map((c) => [c, new Map()]));
  for (const row of rows) byCode.get(row.code)?.set(row.dictKey ?? '', row.dictValue);
  return byCode;
};

/** The labels (key → value) of the business dictionary `code` of the request's tenant, in sort order. */
export async function bizDictLabels(ctx: RequestContext, code: string): Promise<Map<string, string>> {
  return (await batched(ctx, labelsByCode).load(code)) ?? new Map();
}
