import { type EntityClass, type FilterQuery, OptimisticLockError, UniqueConstraintViolationException, type EntityData } from '@mikro-orm/core';
import type { BaseEntity } from '../../db/base.entity.js';
import type { RequestContext } from '../context.js';
import { badInput, type DomainError, notFound, stale } from '../errors/domain-error.js';
import { type Page, pageOf, type PageRequest } from './paging.js';

/** Input of `submit`: no id creates, an id updates (the legacy BladeX convention). */
export interface SubmitInput {
  id?: string | null;
  version?: number | null;
}

export interface CrudOptions<E extends BaseEntity> {
  entity: EntityClass<E>;
  /** Message for a missing record. */
  notFoundMessage?: string;
  /** Turns a unique-index violation at flush (a race the pre-check missed) into the resource's own error. */
  uniqueViolation?: () => DomainError;
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
export class CrudService<E extends BaseEntity, I extends SubmitInput> {
  constructor(protected readonly options: CrudOptions<E>) {}

  async page(ctx: RequestContext, req: PageRequest, where: FilterQuery<E> = {} as FilterQuery<E>): Promise<Page<E>> {
    const [records, total] = await ctx.em.findAndCount(this.options.entity, where, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }] as never,
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

  /** Copies the input's fields onto the entity. */
  protected assign(entity: E, input: I): void {
    const { id: _id, version: _version, ...data } = input;
    Object.assign(entity, data as unknown as EntityData<E>);
  }

  async submit(ctx: RequestContext, input: I): Promise<{ entity: E; created: boolean }> {
    const existing = input.id ? await this.detail(ctx, input.id) : undefined;
    if (existing && input.version != null && input.version !== existing.version) throw stale();
    await this.validate(ctx, input, existing);
    const entity = existing ?? ctx.em.create(this.options.entity, { tenantId: ctx.tenantId, createUser: ctx.userId } as never);
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
    for (const row of rows) {
      row.isDeleted = 1;
      row.updateUser = ctx.userId;
    }
    await this.flush(ctx);
    return rows.length;
  }

  protected async flush(ctx: RequestContext): Promise<void> {
    try {
      await ctx.em.flush();
    } catch (e) {
      ctx.em.clear();
      if (e instanceof OptimisticLockError) throw stale();
      if (e instanceof UniqueConstraintViolationException && this.options.uniqueViolation) throw this.options.uniqueViolation();
      throw e;
    }
  }
}
