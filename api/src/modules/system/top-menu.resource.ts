import type { FilterQuery } from '@mikro-orm/core';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MENU_CATEGORY, Menu } from '../../engine/access/menu.entity.js';
import { resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest, restTree } from '../../engine/crud/crud.rest.js';
import { buildTree } from '../../engine/access/menu-tree.js';
import { toRest } from '../../engine/rest/serialize.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { idList, queryText, requestParams } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { TopMenu, TopMenuSetting } from './top-menu.entity.js';

export const TOP_MENU_CODES = resourceCodes('topmenu');
export const TOP_MENU_GRANT_CODE = 'topmenu_setting';

@InputType()
export class TopMenuInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String, { description: 'Code of the top menu (up to 64 characters).' })
  @RequiredText('请输入顶部菜单编号', 64)
  code!: string;
  @Field(() => String, { description: 'Name of the top menu (up to 64 characters).' })
  @RequiredText('请输入顶部菜单名称', 64)
  name!: string;
  @Field(() => String, { nullable: true, description: 'Icon of the top menu.' }) @OptionalText(100) source?: string;
  @Field(() => String, { nullable: true, description: 'Route path the top menu opens.' }) @OptionalText() path?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number;
}

@InputType()
export class TopMenuFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only top menus whose code contains this text.' })
  @IsOptional()
  @IsString()
  code?: string;
  @Field(() => String, { nullable: true, description: 'Only top menus whose name contains this text.' })
  @IsOptional()
  @IsString()
  name?: string;
}

/** Top menu grant (SPEC section 7: topMenuIds, menuIds): replaces the menus of the top menus. */
@InputType({ description: 'The menus shown under top menus (replacing what they had).' })
export class TopMenuGrantInput {
  @Field(() => [ID], { description: 'Ids of the top menus (at least one).' })
  @ArrayMinSize(1, { message: '请选择至少一个顶部菜单' })
  @ArrayMaxSize(100)
  @IsString({ each: true })
  topMenuIds!: string[];
  @Field(() => [ID], { description: 'Ids of the menus shown under the top menus.' })
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  menuIds!: string[];
}

class TopMenuService extends CrudService<TopMenu, TopMenuInput, TopMenuFilter> {
  constructor() {
    super({ entity: TopMenu, notFoundMessage: '顶部菜单不存在', orderBy: [{ sort: 'asc' }, { createTime: 'asc' }] });
  }

  override where(filter: TopMenuFilter = {}): FilterQuery<TopMenu> {
    return textWhere(filter as Record<string, unknown>, ['code', 'name']) as FilterQuery<TopMenu>;
  }

  protected override assign(entity: TopMenu, input: TopMenuInput): void {
    entity.code = input.code.trim();
    entity.name = input.name.trim();
    entity.source = input.source?.trim() || undefined;
    entity.path = input.path?.trim() || undefined;
    entity.sort = input.sort ?? 0;
  }

  protected override async beforeRemove(ctx: RequestContext, rows: TopMenu[]): Promise<void> {
    if (rows.length) await ctx.em.nativeDelete(TopMenuSetting, { topMenuId: { $in: rows.map((r) => r.id) } });
  }

  /** Menus (not buttons) a top menu can show. */
  async grantable(ctx: RequestContext): Promise<Menu[]> {
    return ctx.em.find(Menu, { category: MENU_CATEGORY.menu }, { orderBy: { sort: 'asc', createTime: 'asc' } });
  }

  /** Menu ids granted to the top menus (of the current tenant). */
  async menuIds(ctx: RequestContext, topMenuIds: string[]): Promise<string[]> {
    const own = await ctx.em.find(TopMenu, { id: { $in: topMenuIds } });
    if (own.length === 0) return [];
    const rows = await ctx.em.find(TopMenuSetting, { topMenuId: { $in: own.map((t) => t.id) } });
    return [...new Set(rows.map((r) => r.menuId))];
  }

  async grant(ctx: RequestContext, input: TopMenuGrantInput): Promise<boolean> {
    const own = await ctx.em.find(TopMenu, { id: { $in: input.topMenuIds } });
    if (own.length !== new Set(input.topMenuIds).size) throw badInput('顶部菜单不存在');
    const menuIds = [...new Set(input.menuIds)];
    if (menuIds.length && (await ctx.em.count(Menu, { id: { $in: menuIds } })) !== menuIds.length)
      throw badInput('菜单不存在');
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(TopMenuSetting, { topMenuId: { $in: own.map((t) => t.id) } });
      for (const t of own) for (const menuId of menuIds) em.create(TopMenuSetting, { topMenuId: t.id, menuId });
    });
    return true;
  }
}

export const topMenuService = new TopMenuService();

const TopMenuCrudResolver = crudResolver({
  entity: TopMenu,
  input: TopMenuInput,
  filter: TopMenuFilter,
  service: topMenuService,
  names: { one: 'topMenu', many: 'topMenus' },
  codes: TOP_MENU_CODES,
});

@Resolver(() => TopMenu)
export class TopMenuResolver extends TopMenuCrudResolver {
  @Authorized(TOP_MENU_GRANT_CODE)
  @Query(() => [Menu], { description: 'The menus a top menu can show (grant-top-tree): menus only, in tree order.' })
  async topMenuGrantTree(@Ctx() ctx: RequestContext): Promise<Menu[]> {
    return topMenuService.grantable(ctx);
  }

  @Authorized(TOP_MENU_GRANT_CODE)
  @Query(() => [ID], { description: 'Menu ids granted to the top menus (top-tree-keys).' })
  async topMenuGrant(
    @Ctx() ctx: RequestContext,
    @Arg('topMenuIds', () => [ID], { description: 'Ids of the top menus whose menus are read.' }) topMenuIds: string[],
  ): Promise<string[]> {
    return topMenuService.menuIds(ctx, topMenuIds);
  }

  @Authorized(TOP_MENU_GRANT_CODE)
  @Mutation(() => Boolean, { description: 'Replaces the menus of the top menus.' })
  async grantTopMenus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => TopMenuGrantInput) input: TopMenuGrantInput,
  ): Promise<boolean> {
    return topMenuService.grant(ctx, input);
  }
}

export const registerTopMenuRest: RestRegistration = (deps) => {
  crudRest({
    base: '/blade-system/topmenu',
    service: topMenuService,
    input: TopMenuInput,
    codes: TOP_MENU_CODES,
    filter: (req) => queryFilter(req, ['code', 'name']) as TopMenuFilter,
  })(deps);
  const grant = { any: [TOP_MENU_GRANT_CODE] };
  route(
    deps,
    'POST',
    '/blade-system/topmenu/grant',
    grant,
    async (req, res, ctx) => {
      const p = requestParams(req);
      const input = await validateInput(TopMenuGrantInput, {
        topMenuIds: idList(p.topMenuIds),
        menuIds: idList(p.menuIds),
      });
      sendOk(res, await topMenuService.grant(ctx, input));
    },
    { body: TopMenuGrantInput },
  );
  route(deps, 'GET', '/blade-system/menu/grant-top-tree', grant, async (_req, res, ctx) => {
    sendOk(res, restTree(buildTree(await topMenuService.grantable(ctx)), 'name'));
  });
  // The top menus of the signed-in user's tenant, in their order (the legacy admin's header).
  route(
    deps,
    'GET',
    '/blade-system/menu/top-menu',
    'user',
    async (_req, res, ctx) => {
      sendOk(res, (await topMenuService.all(ctx)).map(toRest));
    },
    { data: { list: TopMenu } },
  );
  route(deps, 'GET', '/blade-system/menu/top-tree-keys', grant, async (req, res, ctx) => {
    sendOk(res, await topMenuService.menuIds(ctx, (queryText(req, 'topMenuIds') ?? '').split(',').filter(Boolean)));
  });
};
