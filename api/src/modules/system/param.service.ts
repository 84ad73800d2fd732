import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
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

  /** The association's name as documents print it (parameter association.name, else 建筑业协会). */
  async associationName(ctx: RequestContext): Promise<string> {
    return (await this.valueByKey(ctx, 'association.name')) || '建筑业协会';
  }

  /** Several parameters in one statement: key → value (keys without a parameter are absent). */
  async valuesByKeys(ctx: RequestContext, paramKeys: readonly string[]): Promise<Map<string, string>> {
    const rows = await ctx.em.find(Param, { paramKey: { $in: [...paramKeys] } });
    return new Map(rows.map((r) => [r.paramKey, r.paramValue ?? '']));
  }

  /** Reads a parameter's value of a tenant outside a request (for other modules); undefined when there is none. */
  async valueInTenant(em: SqlEntityManager, tenantId: string, paramKey: string): Promise<string | undefined> {
    return (await em.findOne(Param, { tenantId, paramKey, isDeleted: 0 }))?.paramValue;
  }

  /**
   * Sets a parameter of the caller's tenant from another module's settings screen (its own rules checked there):
   * a value updates the parameter or creates it with `created`'s name and remark; null or empty removes it.
   * The caller flushes.
   */
  async setValue(
    ctx: RequestContext,
    paramKey: string,
    value: string | null,
    created: { paramName: string; remark?: string },
  ): Promise<void> {
    const row = await ctx.em.findOne(Param, { paramKey });
    if (!value) {
      if (row) row.isDeleted = 1;
    } else if (row) {
      row.paramValue = value;
      row.updateUser = ctx.userId;
    } else {
      ctx.em.create(Param, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        paramName: created.paramName,
        paramKey,
        paramValue: value,
        remark: created.remark,
      });
    }
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
