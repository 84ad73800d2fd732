import type { FilterQuery } from '@mikro-orm/core';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, ObjectType, Query, Mutation, Resolver } from 'type-graphql';
import { Menu } from '../../engine/access/menu.entity.js';
import { resourceCodes } from '../../engine/access/permissions.js';
import { ADMIN_ROLE, Role, RoleMenu, RoleScope, SCOPE_CATEGORY } from '../../engine/access/role.entity.js';
import { ApiScope, DataScope } from '../../engine/access/scope.entity.js';
import { usual } from '../../engine/audit/audit.service.js';
import { User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest, restTree } from '../../engine/crud/crud.rest.js';
import { buildTree } from '../../engine/access/menu-tree.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, duplicate, forbidden } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { idList, queryText, requestParams } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const ROLE_CODES = resourceCodes('role');
export const ROLE_GRANT_CODE = 'role_grant';
export const LOCKOUT_MESSAGE = '不能移除自己的最后一个管理员角色';

@InputType()
export class RoleInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true, description: 'Id of the parent role (absent: top level).' })
  @IsOptional()
  @IsString()
  parentId?: string;
  @Field(() => String, { description: 'Name of the role (up to 100 characters).' })
  @RequiredText('请输入角色名称', 100)
  roleName!: string;
  @Field(() => String)
  @Matches(/^[A-Za-z][\w-]{0,99}$/, { message: '角色别名只能包含字母、数字、下划线和横线，且以字母开头' })
  roleAlias!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class RoleFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only roles whose name contains this text.' })
  @IsOptional()
  @IsString()
  roleName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() roleAlias?: string;
}

/** Role grant (SPEC section 3: roleIds, menuIds, dataScopeIds, apiScopeIds): replaces the grants of the roles. */
@InputType({ description: 'What roles are granted: menus, data scopes and API scopes (replacing what they had).' })
export class GrantInput {
  @Field(() => [ID], { description: 'Ids of the roles to grant to (at least one).' })
  @ArrayMinSize(1, { message: '请选择至少一个角色' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  roleIds!: string[];
  @Field(() => [ID], { description: 'Ids of the menus and buttons granted.' })
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  menuIds!: string[];
  @Field(() => [ID], { nullable: true, description: 'Ids of the data scopes granted (absent: none).' })
  @IsOptional()
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  dataScopeIds?: string[];
  @Field(() => [ID], { nullable: true, description: 'Ids of the API scopes granted (absent: none).' })
  @IsOptional()
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  apiScopeIds?: string[];
}

@ObjectType({ description: 'What a role is granted.' })
export class RoleGrant {
  @Field(() => [ID], { description: 'Ids of the menus and buttons the roles have.' }) menuIds!: string[];
  @Field(() => [ID], { description: 'Ids of the data scopes the roles have.' }) dataScopeIds!: string[];
  @Field(() => [ID], { description: 'Ids of the API scopes the roles have.' }) apiScopeIds!: string[];
}

@ObjectType({ description: 'Everything that can be granted: the menu tree (flat, nest by parentId) and the scopes.' })
export class GrantTree {
  @Field(() => [Menu], { description: 'The menus and buttons that can be granted.' }) menus!: Menu[];
  @Field(() => [DataScope], { description: 'The data scopes that can be granted.' }) dataScopes!: DataScope[];
  @Field(() => [ApiScope], { description: 'The API scopes that can be granted.' }) apiScopes!: ApiScope[];
}

/** Does the current user keep an administrator role if `roleIds` (their roles) changes as described? */
export async function keepsAdmin(
  ctx: RequestContext,
  remainingRoleIds: string[],
  aliasChange?: { roleId: string; alias: string },
): Promise<boolean> {
  if (remainingRoleIds.length === 0) return false;
  const roles = await ctx.em.find(Role, { id: { $in: remainingRoleIds } });
  return roles.some((r) => (aliasChange?.roleId === r.id ? aliasChange.alias : r.roleAlias) === ADMIN_ROLE);
}

class RoleService extends CrudService<Role, RoleInput, RoleFilter> {
  constructor() {
    super({
      entity: Role,
      notFoundMessage: '角色不存在',
      tree: true,
      uniqueViolation: () => duplicate('角色别名已存在', 'roleAlias'),
      orderBy: [{ sort: 'asc' }, { createTime: 'asc' }],
    });
  }

  override where(filter: RoleFilter = {}): FilterQuery<Role> {
    return textWhere(filter as Record<string, unknown>, ['roleName', 'roleAlias']) as FilterQuery<Role>;
  }

  protected override async validate(ctx: RequestContext, input: RoleInput, existing?: Role): Promise<void> {
    if (await ctx.em.count(Role, { roleAlias: input.roleAlias, ...(existing ? { id: { $ne: existing.id } } : {}) }))
      throw duplicate('角色别名已存在', 'roleAlias');
    // Lock-out protection: renaming away the administrator alias of one's own last administrator role.
    const me = ctx.user;
    if (
      existing &&
      me?.isAdmin &&
      me.tenantId === ctx.tenantId &&
      existing.roleAlias === ADMIN_ROLE &&
      input.roleAlias !== ADMIN_ROLE &&
      me.roleIds.includes(existing.id)
    ) {
      if (!(await keepsAdmin(ctx, me.roleIds, { roleId: existing.id, alias: input.roleAlias })))
        throw forbidden(LOCKOUT_MESSAGE);
    }
  }

  protected override assign(entity: Role, input: RoleInput): void {
    entity.parentId = input.parentId || undefined;
    entity.roleName = input.roleName.trim();
    entity.roleAlias = input.roleAlias;
    entity.sort = input.sort ?? 0;
    entity.remark = input.remark?.trim() || undefined;
  }

  protected override async beforeRemove(ctx: RequestContext, rows: Role[]): Promise<void> {
    const ids = rows.map((r) => r.id);
    const me = ctx.user;
    if (me?.isAdmin && me.tenantId === ctx.tenantId && ids.some((id) => me.roleIds.includes(id))) {
      if (
        !(await keepsAdmin(
          ctx,
          me.roleIds.filter((id) => !ids.includes(id)),
        ))
      )
        throw forbidden(LOCKOUT_MESSAGE);
    }
    if (ids.length && (await ctx.em.count(User, { roleIds: { $overlap: ids } })))
      throw badInput('角色已分配给用户，请先取消分配');
    if (ids.length) {
      await ctx.em.nativeDelete(RoleMenu, { roleId: { $in: ids } });
      await ctx.em.nativeDelete(RoleScope, { roleId: { $in: ids } });
    }
  }

  async grantTree(ctx: RequestContext): Promise<GrantTree> {
    return {
      menus: await ctx.em.find(Menu, {}, { orderBy: { sort: 'asc', createTime: 'asc' } }),
      dataScopes: await ctx.em.find(DataScope, {}, { orderBy: { createTime: 'asc' } }),
      apiScopes: await ctx.em.find(ApiScope, {}, { orderBy: { createTime: 'asc' } }),
    };
  }

  async grantOf(ctx: RequestContext, roleIds: string[]): Promise<RoleGrant> {
    const roles = await ctx.em.find(Role, { id: { $in: roleIds } });
    const ids = roles.map((r) => r.id);
    const menus = ids.length ? await ctx.em.find(RoleMenu, { roleId: { $in: ids } }) : [];
    const scopes = ids.length ? await ctx.em.find(RoleScope, { roleId: { $in: ids } }) : [];
    return {
      menuIds: [...new Set(menus.map((m) => m.menuId))],
      dataScopeIds: [...new Set(scopes.filter((s) => s.scopeCategory === SCOPE_CATEGORY.data).map((s) => s.scopeId))],
      apiScopeIds: [...new Set(scopes.filter((s) => s.scopeCategory === SCOPE_CATEGORY.api).map((s) => s.scopeId))],
    };
  }

  /** Replaces the grants of the roles (of the current tenant) with the given menus and scopes, in one transaction. */
  async grant(ctx: RequestContext, input: GrantInput): Promise<boolean> {
    const roles = await ctx.em.find(Role, { id: { $in: input.roleIds } });
    if (roles.length !== new Set(input.roleIds).size) throw badInput('角色不存在');
    const menuIds = [...new Set(input.menuIds)];
    const dataIds = [...new Set(input.dataScopeIds ?? [])];
    const apiIds = [...new Set(input.apiScopeIds ?? [])];
    if (menuIds.length && (await ctx.em.count(Menu, { id: { $in: menuIds } })) !== menuIds.length)
      throw badInput('菜单不存在');
    if (dataIds.length && (await ctx.em.count(DataScope, { id: { $in: dataIds } })) !== dataIds.length)
      throw badInput('数据权限不存在');
    if (apiIds.length && (await ctx.em.count(ApiScope, { id: { $in: apiIds } })) !== apiIds.length)
      throw badInput('接口权限不存在');
    const roleIds = roles.map((r) => r.id);
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(RoleMenu, { roleId: { $in: roleIds } });
      await em.nativeDelete(RoleScope, { roleId: { $in: roleIds } });
      for (const roleId of roleIds) {
        for (const menuId of menuIds) em.create(RoleMenu, { roleId, menuId });
        for (const scopeId of dataIds) em.create(RoleScope, { roleId, scopeId, scopeCategory: SCOPE_CATEGORY.data });
        for (const scopeId of apiIds) em.create(RoleScope, { roleId, scopeId, scopeCategory: SCOPE_CATEGORY.api });
      }
    });
    usual(ctx, {
      logId: 'role_grant',
      logData: `角色权限设置：${roles.map((r) => r.roleName).join('、')}（菜单 ${menuIds.length} 项，数据权限 ${dataIds.length} 项，接口权限 ${apiIds.length} 项）`,
    });
    return true;
  }
}

export const roleService = new RoleService();

const RoleCrudResolver = crudResolver({
  entity: Role,
  input: RoleInput,
  filter: RoleFilter,
  service: roleService,
  names: { one: 'role', many: 'roles' },
  codes: ROLE_CODES,
  tree: true,
});

@Resolver(() => Role)
export class RoleResolver extends RoleCrudResolver {
  @Authorized(ROLE_GRANT_CODE)
  @Query(() => GrantTree, { description: 'Menus, data scopes and API scopes that can be granted.' })
  async grantTree(@Ctx() ctx: RequestContext): Promise<GrantTree> {
    return roleService.grantTree(ctx);
  }

  @Authorized(ROLE_GRANT_CODE)
  @Query(() => RoleGrant, { description: 'What the roles are granted (union).' })
  async roleGrant(
    @Ctx() ctx: RequestContext,
    @Arg('roleIds', () => [ID], { description: 'Ids of the roles whose grants are read.' }) roleIds: string[],
  ): Promise<RoleGrant> {
    return roleService.grantOf(ctx, roleIds);
  }

  @Authorized(ROLE_GRANT_CODE)
  @Mutation(() => Boolean, { description: 'Replaces the grants of the roles.' })
  async grantRoles(@Ctx() ctx: RequestContext, @Arg('input', () => GrantInput) input: GrantInput): Promise<boolean> {
    return roleService.grant(ctx, input);
  }
}

export const registerRoleRest: RestRegistration = (deps) => {
  crudRest({
    base: '/blade-system/role',
    service: roleService,
    input: RoleInput,
    codes: ROLE_CODES,
    filter: (req) => queryFilter(req, ['roleName', 'roleAlias']) as RoleFilter,
    treeTitle: 'roleName',
    treeList: true,
  })(deps);
  // BladeX's tree-by-id: the role tree of the role's tenant; roles are per tenant here, so the current one's.
  route(
    deps,
    'GET',
    '/blade-system/role/tree-by-id',
    { any: [ROLE_CODES.view] },
    async (_req, res, ctx) => {
      sendOk(res, restTree(buildTree(await roleService.all(ctx)), 'roleName'));
    },
    {
      query: { roleId: '角色主键' },
      data: { schema: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } } },
    },
  );
  // BladeX's alias (Saber asks it with GET or POST): the current tenant's roles, flat, for the alias select of
  // menus and other forms; select: the roles of `roleId` (comma-separated; absent, all of them).
  for (const method of ['GET', 'POST'] as const)
    route(
      deps,
      method,
      '/blade-system/role/alias',
      { any: [ROLE_CODES.view] },
      async (_req, res, ctx) => {
        sendOk(res, (await roleService.all(ctx)).map(toRest));
      },
      {
        summary: '角色别名（下拉数据）',
        description: '当前租户的全部角色（平铺），供选择角色别名。',
        data: { list: Role },
        ...(method === 'POST' ? { noBody: '不读取参数' } : {}),
      },
    );
  route(
    deps,
    'GET',
    '/blade-system/role/select',
    { any: [ROLE_CODES.view] },
    async (req, res, ctx) => {
      const wanted = idList(queryText(req, 'roleId')) as string[];
      const roles = await roleService.all(ctx);
      sendOk(res, (wanted.length ? roles.filter((r) => wanted.includes(r.id)) : roles).map(toRest));
    },
    { query: { roleId: '角色主键，逗号分隔（不传为全部角色）' }, data: { list: Role } },
  );
  const grant = { any: [ROLE_GRANT_CODE] };
  route(
    deps,
    'POST',
    '/blade-system/role/grant',
    grant,
    async (req, res, ctx) => {
      // JSON arrays, or comma-separated ids in a form or the query (older front ends).
      const p = requestParams(req);
      const body = Object.fromEntries(
        ['roleIds', 'menuIds', 'dataScopeIds', 'apiScopeIds'].map((k) => [
          k,
          p[k] === undefined ? undefined : idList(p[k]),
        ]),
      );
      body.roleIds ??= [];
      body.menuIds ??= [];
      sendOk(res, await roleService.grant(ctx, await validateInput(GrantInput, body)), '操作成功');
    },
    { body: GrantInput },
  );
  // BladeX's GrantTreeVO: the menu tree, and the data and API scopes as trees under the menus they belong to.
  route(
    deps,
    'GET',
    '/blade-system/menu/grant-tree',
    grant,
    async (_req, res, ctx) => {
      const tree = await roleService.grantTree(ctx);
      sendOk(res, {
        menu: restTree(buildTree(tree.menus), 'name'),
        dataScope: scopeTree(tree.menus, tree.dataScopes),
        apiScope: scopeTree(tree.menus, tree.apiScopes),
      });
    },
    { data: { schema: GRANT_PARTS_SCHEMA('#/components/schemas/TreeNode') } },
  );
  // Older BladeX front ends read the data and API scope trees by themselves.
  for (const [path, part] of [
    ['/blade-system/menu/grant-data-tree', 'dataScopes'],
    ['/blade-system/menu/grant-api-tree', 'apiScopes'],
  ] as const)
    route(
      deps,
      'GET',
      path,
      grant,
      async (_req, res, ctx) => {
        const tree = await roleService.grantTree(ctx);
        sendOk(res, scopeTree(tree.menus, tree[part]));
      },
      { data: { schema: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } } } },
    );
  route(
    deps,
    'GET',
    '/blade-system/menu/role-tree-keys',
    grant,
    async (req, res, ctx) => {
      const roleIds = (queryText(req, 'roleIds') ?? '').split(',').filter(Boolean);
      const g = await roleService.grantOf(ctx, roleIds);
      sendOk(res, { menu: g.menuIds, dataScope: g.dataScopeIds, apiScope: g.apiScopeIds });
    },
    { query: { roleIds: '角色主键，逗号分隔' }, data: { schema: GRANT_PARTS_SCHEMA({ type: 'string' }) } },
  );
};

/** `{ menu, dataScope, apiScope }` of the grant calls, each an array of `items`. */
export const GRANT_PARTS_SCHEMA = (items: string | { type: string }) => ({
  type: 'object',
  properties: Object.fromEntries(
    ['menu', 'dataScope', 'apiScope'].map((k) => [
      k,
      { type: 'array', items: typeof items === 'string' ? { $ref: items } : items },
    ]),
  ),
});

/** Scopes nested under their menu, with the menus above it (only the branches that hold scopes). */
function scopeTree(menus: Menu[], scopes: { id: string; menuId?: string | null; scopeName: string }[]): unknown[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const scope of scopes) {
    let cursor = scope.menuId ?? undefined;
    while (cursor && !keep.has(cursor) && byId.has(cursor)) {
      keep.add(cursor);
      cursor = byId.get(cursor)!.parentId ?? undefined;
    }
  }
  const rows = [
    ...menus.filter((m) => keep.has(m.id)).map((m) => ({ id: m.id, parentId: m.parentId ?? undefined, title: m.name })),
    ...scopes.map((s) => ({ id: s.id, parentId: s.menuId ?? undefined, title: s.scopeName })),
  ];
  return restTree(buildTree(rows), 'title');
}
