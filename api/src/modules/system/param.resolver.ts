import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { resourceCodes } from '../../engine/access/permissions.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { Param } from './param.entity.js';
import { ParamFilter, ParamInput } from './param.inputs.js';
import { paramService } from './param.service.js';

export const PARAM_CODES = resourceCodes('param');

/** params(page, filter), param(id), submitParam(input), removeParams(input). */
export const ParamResolver = crudResolver({
  entity: Param,
  input: ParamInput,
  filter: ParamFilter,
  service: paramService,
  names: { one: 'param', many: 'params' },
  codes: PARAM_CODES,
});

/** What the open pages (event registration, portal) show of the association: its name and contact phone. */
@ObjectType({
  description: 'The association as the open pages name it (parameters association.name and member.department.phone).',
})
export class SiteInfo {
  @Field(() => String, { description: '协会名称' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Contact phone of the member department.' }) phone?:
    | string
    | null;
}

@Resolver()
export class SiteInfoResolver {
  @Query(() => SiteInfo, {
    description: "The association's name and contact phone, for the open pages (no sign-in needed).",
  })
  async siteInfo(@Ctx() ctx: RequestContext): Promise<SiteInfo> {
    const values = await paramService.valuesByKeys(ctx, ['association.name', 'member.department.phone']);
    return {
      name: values.get('association.name')?.trim() || '建筑业协会',
      phone: values.get('member.department.phone')?.trim() || null,
    };
  }
}
