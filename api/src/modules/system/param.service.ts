import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../engine/context.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { duplicate } from '../../engine/errors/domain-error.js';
import { Param } from './param.entity.js';
import { type ParamFilter, type ParamInput, PARAM_MESSAGES } from './param.inputs.js';

/** System parameters: every rule lives here; GraphQL and REST only translate. */
export class ParamService extends CrudService<Param, ParamInput, ParamFilter> {
  constructor() {
    super({
      entity: Param,
      notFoundMessage: PARAM_MESSAGES.notFound,
      uniqueViolation: () => duplicate(PARAM_MESSAGES.paramKeyDuplicate, 'paramKey'),
    });
  }

  override where(filter: ParamFilter = {}): FilterQuery<Param> {
    const where: FilterQuery<Param> & Record<string, unknown> = {};
    if (filter.paramName?.trim()) where.paramName = { $ilike: likeText(filter.paramName.trim()) };
    if (filter.paramKey?.trim()) where.paramKey = { $ilike: likeText(filter.paramKey.trim()) };
    if (filter.createTimeFrom || filter.createTimeTo) {
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    }
    return where;
  }

  /** Reads a parameter's value by key (for other modules); undefined when there is none. */
  async valueByKey(ctx: RequestContext, paramKey: string): Promise<string | undefined> {
    return (await ctx.em.findOne(Param, { paramKey }))?.paramValue;
  }

  /** Several parameters in one statement: key → value (keys without a parameter are absent). */
  async valuesByKeys(ctx: RequestContext, paramKeys: readonly string[]): Promise<Map<string, string>> {
    const rows = await ctx.em.find(Param, { paramKey: { $in: [...paramKeys] } });
    return new Map(rows.map((r) => [r.paramKey, r.paramValue ?? '']));
  }

  protected override assign(entity: Param, input: ParamInput): void {
    entity.paramName = input.paramName.trim();
    entity.paramKey = input.paramKey.trim();
    entity.paramValue = input.paramValue;
    entity.remark = input.remark?.trim() || undefined;
  }

  protected override async validate(ctx: RequestContext, input: ParamInput, existing?: Param): Promise<void> {
    const paramKey = input.paramKey.trim();
    const clash = await ctx.em.count(Param, { paramKey, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash > 0) throw duplicate(PARAM_MESSAGES.paramKeyDuplicate, 'paramKey');
  }
}

export const paramService = new ParamService();
