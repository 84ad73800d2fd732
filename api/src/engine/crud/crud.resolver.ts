import { Arg, Authorized, type ClassType, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { BaseEntity } from '../../db/base.entity.js';
import { requirePermission, requirePlatformAdmin, type ResourceCodes } from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import type { CrudService, SubmitInput } from './crud.service.js';
import { PageInput, PageType, pageRequest } from './paging.js';
import { RemoveInput } from './remove.input.js';

export interface CrudResolverOptions<E extends BaseEntity, I extends SubmitInput, F extends object> {
  entity: ClassType<E>;
  input: ClassType<I>;
  filter: ClassType<F>;
  service: CrudService<E, I, F>;
  /** GraphQL names: `one` -> query one(id), `many` -> query many(page, filter), submitOne, removeMany. */
  names: { one: string; many: string };
  codes: ResourceCodes;
  /** Data shared by every tenant: only the administrative tenant may change it. */
  platform?: boolean;
  /** Also answer `<one>Tree`: every row (flat, in tree order; the client nests them by parentId). */
  tree?: boolean;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The GraphQL side of a plain resource: paged list, detail, submit (create or update), remove by ids and,
 * for trees, the whole tree. Every operation declares its permission code; submit needs the add code to create
 * and the edit code to update.
 */
export function crudResolver<E extends BaseEntity, I extends SubmitInput, F extends object>(
  o: CrudResolverOptions<E, I, F>,
) {
  const PageClass = PageType(o.entity);
  const change = (ctx: RequestContext, ...codes: string[]) =>
    o.platform ? requirePlatformAdmin(ctx, ...codes) : requirePermission(ctx, ...codes);

  @Resolver(() => o.entity)
  class CrudResolver {
    @Authorized(o.codes.view)
    @Query(() => PageClass, {
      name: o.names.many,
      description: 'A page of the records matching the filter (removed records left out).',
    })
    async list(
      @Ctx() ctx: RequestContext,
      @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
      @Arg('filter', () => o.filter, { nullable: true }) filter?: F,
    ) {
      if (o.platform) requirePlatformAdmin(ctx, o.codes.view);
      return o.service.list(ctx, pageRequest(page), filter);
    }

    @Authorized(o.codes.view)
    @Query(() => o.entity, { name: o.names.one, description: 'One record by id; an unknown or removed id is refused.' })
    async detail(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
      if (o.platform) requirePlatformAdmin(ctx, o.codes.view);
      return o.service.detail(ctx, id);
    }

    @Authorized(o.codes.add, o.codes.edit)
    @Mutation(() => o.entity, {
      name: `submit${upper(o.names.one)}`,
      description: 'Creates (no id) or updates (id and version).',
    })
    async submit(@Ctx() ctx: RequestContext, @Arg('input', () => o.input) input: I) {
      change(ctx, input.id ? o.codes.edit : o.codes.add);
      return (await o.service.submit(ctx, input)).entity;
    }

    @Authorized(o.codes.delete)
    @Mutation(() => Int, {
      name: `remove${upper(o.names.many)}`,
      description: 'Removes by ids; answers how many were removed.',
    })
    async remove(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
      change(ctx, o.codes.delete);
      return o.service.remove(ctx, input.ids);
    }
  }

  if (!o.tree) return CrudResolver;

  @Resolver(() => o.entity)
  class TreeResolver extends CrudResolver {
    @Authorized(o.codes.view)
    @Query(() => [o.entity], {
      name: `${o.names.one}Tree`,
      description: 'Every row, in tree order (nest by parentId).',
    })
    async tree(@Ctx() ctx: RequestContext) {
      if (o.platform) requirePlatformAdmin(ctx, o.codes.view);
      return o.service.all(ctx);
    }
  }
  return TreeResolver;
}
