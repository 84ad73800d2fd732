import type { FilterQuery } from '@mikro-orm/core';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { MENU_CATEGORY, Menu } from '../../engine/access/menu.entity.js';
import { resourceCodes } from '../../engine/access/permissions.js';
import { RoleMenu } from '../../engine/access/role.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest, LAZY_LIST_DOC, lazyRows, restRowTree, treeLevel } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, duplicate } from '../../engine/errors/domain-error.js';
import type { Request } from 'express';
import { buildTree } from '../../engine/access/menu-tree.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc, queryFilter } from '../../engine/rest/filters.js';
import { queryText } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { TopMenuSetting } from './top-menu.entity.js';

export const MENU_CODES = resourceCodes('menu');

@InputType()
export class MenuInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true, description: 'Id of the parent menu (absent: top level).' })
  @IsOptional()
  @IsString()
  parentId?: string;
  @Field(() => String)
  @Matches(/^[A-Za-z][\w:-]{0,99}$/, { message: '菜单编号只能包含字母、数字、下划线、冒号和横线，且以字母开头' })
  code!: string;
  @Field(() => String, { description: 'Name of the menu or button (up to 100 characters).' })
  @RequiredText('请输入菜单名称', 100)
  name!: string;
  @Field(() => String, { nullable: true, description: 'English name (up to 100 characters); empty: the name.' })
  @OptionalText(100)
  nameEn?: string;
  @Field(() => String, { nullable: true, description: 'Alias of the menu or button (up to 100 characters).' })
  @OptionalText(100)
  alias?: string;
  @Field(() => String, { nullable: true }) @OptionalText() path?: string;
  @Field(() => String, { nullable: true }) @OptionalText(100) source?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number;
  @Field(() => Int) @IsIn([MENU_CATEGORY.menu, MENU_CATEGORY.button], { message: '请选择菜单类型' }) category!: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isAuth?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isTab?: boolean;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsString({ each: true }) roles?: string[];
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class MenuFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() code?: string;
  @Field(() => String, { nullable: true, description: 'Only menus whose name contains this text.' })
  @IsOptional()
  @IsString()
  name?: string;
}

/** The menu tree shared by every tenant (managed from the administrative tenant). */
class MenuService extends CrudService<Menu, MenuInput, MenuFilter> {
  constructor() {
    super({
      entity: Menu,
      notFoundMessage: '菜单不存在',
      tree: true,
      uniqueViolation: () => duplicate('菜单编号已存在', 'code'),
      orderBy: [{ sort: 'asc' }, { createTime: 'asc' }],
    });
  }

  override where(filter: MenuFilter = {}): FilterQuery<Menu> {
    return textWhere(filter as Record<string, unknown>, ['code', 'name']) as FilterQuery<Menu>;
  }

  protected override async validate(ctx: RequestContext, input: MenuInput, existing?: Menu): Promise<void> {
    if (await ctx.em.count(Menu, { code: input.code, ...(existing ? { id: { $ne: existing.id } } : {}) }))
      throw duplicate('菜单编号已存在', 'code');
    if (input.category === MENU_CATEGORY.button && !input.parentId)
      throw badInput('按钮必须有上级菜单', [{ field: 'parentId', message: '按钮必须有上级菜单' }]);
    if (input.category === MENU_CATEGORY.menu && !input.path?.trim())
      throw badInput('请输入路由地址', [{ field: 'path', message: '请输入路由地址' }]);
  }

  protected override assign(entity: Menu, input: MenuInput): void {
    entity.parentId = input.parentId || undefined;
    entity.code = input.code;
    entity.name = input.name.trim();
    entity.nameEn = input.nameEn?.trim() || undefined;
    entity.alias = input.alias?.trim() || undefined;
    entity.path = input.path?.trim() || undefined;
    entity.source = input.source?.trim() || undefined;
    entity.sort = input.sort ?? 0;
    entity.category = input.category;
    entity.isAuth = input.isAuth ?? true;
    entity.isTab = input.isTab ?? true;
    entity.roles = [...new Set((input.roles ?? []).map((r) => r.trim()).filter(Boolean))];
    entity.remark = input.remark?.trim() || undefined;
  }

  /** Removed menus are ungranted from every role and top menu. */
  protected override async beforeRemove(ctx: RequestContext, rows: Menu[]): Promise<void> {
    const ids = rows.map((r) => r.id);
    if (!ids.length) return;
    await ctx.em.nativeDelete(RoleMenu, { menuId: { $in: ids } });
    await ctx.em.nativeDelete(TopMenuSetting, { menuId: { $in: ids } });
  }
}

export const menuService = new MenuService();

export const MenuResolver = crudResolver({
  entity: Menu,
  input: MenuInput,
  filter: MenuFilter,
  service: menuService,
  names: { one: 'menu', many: 'menus' },
  codes: MENU_CODES,
  platform: true,
  tree: true,
});

const menuFilter = (req: Request) => queryFilter(req, ['code', 'name']) as MenuFilter;
const MENU_LAZY_DOC = { ...LAZY_LIST_DOC, query: { ...LAZY_LIST_DOC.query, ...filterQueryDoc(menuFilter) } };

/**
 * The menu calls of the legacy admin: the CRUD calls (list answers the whole tree, as BladeX does), the lazy
 * lists of one level under `parentId` (lazy-list: menus and buttons; lazy-menu-list: menus only) and menu-list
 * (the tree of menus without buttons).
 */
export const registerMenuCrudRest: RestRegistration = (deps) => {
  const view = { platform: [MENU_CODES.view] };
  const menusOnly = (rows: Menu[]) => rows.filter((m) => m.category === MENU_CATEGORY.menu);
  route(
    deps,
    'GET',
    '/blade-system/menu/lazy-list',
    view,
    async (req, res, ctx) => {
      sendOk(res, lazyRows(treeLevel(await menuService.all(ctx, menuFilter(req)), queryText(req, 'parentId'))));
    },
    MENU_LAZY_DOC,
  );
  route(
    deps,
    'GET',
    '/blade-system/menu/lazy-menu-list',
    view,
    async (req, res, ctx) => {
      const rows = menusOnly(await menuService.all(ctx, menuFilter(req)));
      sendOk(res, lazyRows(treeLevel(rows, queryText(req, 'parentId'))));
    },
    MENU_LAZY_DOC,
  );
  route(
    deps,
    'GET',
    '/blade-system/menu/menu-list',
    view,
    async (req, res, ctx) => {
      sendOk(res, restRowTree(buildTree(menusOnly(await menuService.all(ctx, menuFilter(req))))));
    },
    { query: filterQueryDoc(menuFilter), data: { schema: { type: 'array', items: { type: 'object' } } } },
  );
  crudRest({
    base: '/blade-system/menu',
    service: menuService,
    input: MenuInput,
    codes: MENU_CODES,
    platform: true,
    filter: menuFilter,
    treeTitle: 'name',
    treeList: true,
  })(deps);
};
