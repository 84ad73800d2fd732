import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { RemoveInput } from '../../engine/crud/remove.input.js';
import { Param } from './param.entity.js';
import { ParamFilter, ParamInput } from './param.inputs.js';
import { paramService } from './param.service.js';

export const ParamPage = PageType(Param);
export type ParamPage = InstanceType<typeof ParamPage>;

@Resolver(() => Param)
export class ParamResolver {
  @Query(() => ParamPage, { description: 'System parameters, newest first, filtered by name or key.' })
  async params(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ParamFilter, { nullable: true }) filter?: ParamFilter,
  ): Promise<ParamPage> {
    return paramService.page(ctx, pageRequest(page), paramService.where(filter));
  }

  @Query(() => Param)
  async param(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<Param> {
    return paramService.detail(ctx, id);
  }

  @Mutation(() => Param, { description: 'Creates a parameter (no id) or updates one (id and version).' })
  async submitParam(@Ctx() ctx: RequestContext, @Arg('input', () => ParamInput) input: ParamInput): Promise<Param> {
    return (await paramService.submit(ctx, input)).entity;
  }

  @Mutation(() => Int, { description: 'Removes parameters by id; answers how many were removed.' })
  async removeParams(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput): Promise<number> {
    return paramService.remove(ctx, input.ids);
  }
}
