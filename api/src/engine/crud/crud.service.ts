import {
  type EntityClass,
  type FilterQuery,
  OptimisticLockError,
  UniqueConstraintViolationException,
  type EntityData,
} from '@mikro-orm/core';
import type { BaseEntity } from '../../db/base.entity.js';
import { dataScopeCondition, type DataScopeColumns } from '../access/data-scope.js';
import type { RequestContext } from '../context.js';
import { badInput, type DomainError, notFound, stale } from '../errors/domain-error.js';
import { makesCycle } from '../access/menu-tree.js';
import { checkVersion } from './version.js';
import { type Page, pageOf, type PageRequest } from './paging.js';
import { findPage } from './find-page.js';

/** Input of `submit`: no id creates, an id updates (the legacy BladeX convention). */
export interface SubmitInput {
  id?: string | null;
  version?: number | null;
}

export interface CrudOptions<E extends BaseEntity> {
  entity: EntityClass<E>;
  /** Message for a missing record. */
  notFoundMessage?: string;
  /**
   * Turns a unique-index violation at flush (a race the pre-check missed) into the resource's own error; a
   * resource with several unique rules tells them apart by the index named in the violation.
   */
  uniqueViolation?: (violation: UniqueConstraintViolationException) => DomainError;
  /** Data scope of the list: the resource code scopes are defined for, and the compared columns. */
  dataScope?: { resourceCode: string; columns?: DataScopeColumns };
  /** Tree resources (parentId): removing a node with children is refused, cycles are refused. */
  tree?: boolean;
  /** Default order of lists and trees. */
  orderBy?: Record<string, 'asc' | 'desc'>[];
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Paged list, detail, submit (create or update) and soft remove of a tenant-owned resource. The tenant and
 * soft-delete filters of the request's entity manager scope every read; inserts set the tenant explicitly.
 * Resources add their own rules by overriding `validate`.
 */
export class CrudService<E extends BaseEntity, I extends SubmitInput, F extends object = object> {
  constructor(protected readonly options: CrudOptions<E>) {}

  get entity(): EntityClass<E> {
    return this.options.entity;
  }

  /** The list condition of a filter; resources override it. */
  where(_filter?: F): FilterQuery<E> {
    return {} as FilterQuery<E>;
  }

  /** The filter's condition narrowed by the user's data scope (when the resource declares one). */
  async scopedWhere(ctx: RequestContext, filter?: F): Promise<FilterQuery<E>> {
    const where = this.where(filter);
    if (!this.options.dataScope) return where;
    const scope = await dataScopeCondition(
      ctx,
      this.options.entity,
      this.options.dataScope.resourceCode,
      this.options.dataScope.columns,
    );
    return (scope ? { $and: [where, scope] } : where) as FilterQuery<E>;
  }

  /** Paged list of a filter, within the user's data scope. */
  async list(ctx: RequestContext, req: PageRequest, filter?: F): Promise<Page<E>> {
    return this.page(ctx, req, await this.scopedWhere(ctx, filter));
  }

  /** Every row of a filter (trees, selects), in the resource's order, within the user's data scope. */
  async all(ctx: RequestContext, filter?: F): Promise<E[]> {
    return ctx.em.find(this.options.entity, await this.scopedWhere(ctx, filter), {
      orderBy: this.order(),
      limit: 5000,
    });
  }

  protected order(): never {
    return (this.options.orderBy ?? [{ createTime: 'desc' }, { id: 'desc' }]) as never;
  }

  /**
   * The order of a page: the requested sort fields (each must be a plain, visible column of the entity: no
   * relations, JSON or hidden properties), then the id so pages never overlap; else the resource's order.
   */
  protected pageOrder(ctx: RequestContext, req: PageRequest): never {
    if (!req.sort?.length) return this.order();
    const meta = ctx.em.getMetadata().find(this.options.entity as never);
    const orderBy = req.sort.map(({ field, direction }) => {
      const prop = meta?.properties[field as never] as { kind?: string; hidden?: boolean; type?: string } | undefined;
      const sortable =
        prop &&
        prop.kind === 'scalar' &&
        !prop.hidden &&
        !['json', 'jsonb'].includes(String(prop.type).toLowerCase()) &&
        !String(prop.type).endsWith('[]');
      if (!sortable)
        throw badInput(`不支持按「${field}」排序`, [{ field: 'sort', message: `不支持按「${field}」排序` }]);
      return { [field]: direction };
    });
    return [...orderBy, { id: 'asc' }] as never;
  }

  async page(ctx: RequestContext, req: PageRequest, where: FilterQuery<E> = {} as FilterQuery<E>): Promise<Page<E>> {
    const [records, total] = await findPage(ctx.em, this.options.entity, where, {
      orderBy: this.pageOrder(ctx, req),
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<E> {
    const found = await ctx.em.findOne(this.options.entity, { id } as FilterQuery<E>);
    if (!found) throw notFound(this.options.notFoundMessage);
    return found;
  }

  /** Resource rules checked before saving (uniqueness and the like). `existing` is undefined on create. */
  protected async validate(_ctx: RequestContext, _input: I, _existing?: E): Promise<void> {}

  /** Fields a new record takes from the request before its first write (an owner that a unique rule covers). */
  protected prepareNew(_ctx: RequestContext, entity: E): E {
    return entity;
  }

  /** Copies the input's fields onto the entity. */
  protected assign(entity: E, input: I): void {
    const { id: _id, version: _version, ...data } = input;
    Object.assign(entity, data as unknown as EntityData<E>);
  }

  async submit(ctx: RequestContext, input: I): Promise<{ entity: E; created: boolean }> {
    const existing = input.id ? await this.detail(ctx, input.id) : undefined;
    await this.validate(ctx, input, existing);
    if (this.options.tree) await this.checkParent(ctx, input as unknown as { parentId?: string | null }, existing);
    // After the resource's own rules, so a refusal that no version would cure (已发布的通知不能修改) is said first.
    if (existing) checkVersion(ctx, existing, input.version);
    const entity =
      existing ??
      this.prepareNew(
        ctx,
        ctx.em.create(this.options.entity, {
          tenantId: ctx.tenantId,
          createUser: ctx.userId,
          createDept: ctx.user?.deptId,
        } as never),
      );
    this.assign(entity, input);
    entity.updateUser = ctx.userId;
    await this.flush(ctx);
    return { entity, created: !existing };
  }

  /** Soft-deletes the given ids of this tenant; answers how many were removed. */
  async remove(ctx: RequestContext, ids: string[]): Promise<number> {
    const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
    if (wanted.length === 0) throw badInput('请选择至少一条数据');
    const rows = await ctx.em.find(this.options.entity, { id: { $in: wanted } } as unknown as FilterQuery<E>);
    await this.beforeRemove(ctx, rows);
    if (this.options.tree) {
      const children = await ctx.em.count(this.options.entity, {
        parentId: { $in: rows.map((r) => r.id) },
        id: { $nin: rows.map((r) => r.id) },
      } as unknown as FilterQuery<E>);
      if (children > 0) throw badInput('请先删除子节点');
    }
    for (const row of rows) {
      row.isDeleted = 1;
      row.updateUser = ctx.userId;
    }
    await this.flush(ctx);
    return rows.length;
  }

  /** Rules checked before rows are removed (lock-out protection and the like). */
  protected async beforeRemove(_ctx: RequestContext, _rows: E[]): Promise<void> {}

  /** A tree node's parent must exist and must not be the node or one of its descendants. */
  private async checkParent(ctx: RequestContext, input: { parentId?: string | null }, existing?: E): Promise<void> {
    const parentId = input.parentId || undefined;
    if (!parentId) return;
    const rows = (await ctx.em.find(this.options.entity, {}, { fields: ['id', 'parentId'] as never })) as unknown as {
      id: string;
      parentId?: string;
    }[];
    if (!rows.some((r) => r.id === parentId))
      throw badInput('上级节点不存在', [{ field: 'parentId', message: '上级节点不存在' }]);
    if (existing && makesCycle(rows, existing.id, parentId))
      throw badInput('上级节点不能是自己或自己的下级', [
        { field: 'parentId', message: '上级节点不能是自己或自己的下级' },
      ]);
  }

  protected async flush(ctx: RequestContext): Promise<void> {
    try {
      await ctx.em.flush();
    } catch (e) {
      ctx.em.clear();
      if (e instanceof OptimisticLockError) throw stale();
      if (e instanceof UniqueConstraintViolationException && this.options.uniqueViolation)
        throw this.options.uniqueViolation(e);
      throw e;
    }
  }
}
