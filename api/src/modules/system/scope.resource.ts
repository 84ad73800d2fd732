import type { FilterQuery } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { resourceCodes } from '../../engine/access/permissions.js';
import { RoleScope } from '../../engine/access/role.entity.js';
import { ApiScope, DATA_SCOPE_TYPE, DataScope } from '../../engine/access/scope.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { queryFilter } from '../../engine/rest/filters.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const DATA_SCOPE_CODES = resourceCodes('data_scope');
export const API_SCOPE_CODES = resourceCodes('api_scope');

@InputType()
export class DataScopeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true, description: 'Id of the menu the scope belongs to.' })
  @IsOptional()
  @IsString()
  menuId?: string;
  @Field(() => String) @RequiredText('请输入资源编号', 100) resourceCode!: string;
  @Field(() => String, { description: 'Name of the scope (up to 100 characters).' })
  @RequiredText('请输入权限名称', 100)
  scopeName!: string;
  @Field(() => Int) @IsIn(Object.values(DATA_SCOPE_TYPE), { message: '请选择规则类型' }) scopeType!: number;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z][A-Za-z0-9]*$/, { message: '字段名只能包含字母和数字' })
  scopeColumn?: string;
  @Field(() => String, { nullable: true }) @OptionalText(500) scopeValue?: string;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType({ description: 'Search conditions on data and API scopes.' })
export class ScopeFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only scopes whose resource code contains this text.' })
  @IsOptional()
  @IsString()
  resourceCode?: string;
  @Field(() => String, { nullable: true, description: 'Only scopes whose name contains this text.' })
  @IsOptional()
  @IsString()
  scopeName?: string;
  @Field(() => ID, { nullable: true, description: 'Only scopes of this menu.' })
  @IsOptional()
  @IsString()
  menuId?: string;
}

@InputType()
export class ApiScopeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true, description: 'Id of the menu the scope belongs to.' })
  @IsOptional()
  @IsString()
  menuId?: string;
  @Field(() => String, { description: 'Resource code of the scope (up to 100 characters).' })
  @RequiredText('请输入资源编号', 100)
  resourceCode!: string;
  @Field(() => String, { description: 'Name of the scope (up to 100 characters).' })
  @RequiredText('请输入权限名称', 100)
  scopeName!: string;
  @Field(() => String) @Matches(/^\/api\/[\w\-./*{}]*$/, { message: '接口路径必须以 /api/ 开头' }) scopePath!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['GET', 'POST', 'DELETE', ''], { message: '请求方法不正确' })
  scopeMethod?: string;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

const scopeWhere = (filter: ScopeFilter = {}) =>
  textWhere(filter as Record<string, unknown>, ['resourceCode', 'scopeName'], ['menuId']);

/** Scopes granted to roles are ungranted when the scope is removed. */
async function ungrant(ctx: RequestContext, ids: string[]): Promise<void> {
  if (ids.length) await ctx.em.nativeDelete(RoleScope, { scopeId: { $in: ids } });
}

class DataScopeService extends CrudService<DataScope, DataScopeInput, ScopeFilter> {
  constructor() {
    super({ entity: DataScope, notFoundMessage: '数据权限不存在' });
  }
  override where(filter?: ScopeFilter): FilterQuery<DataScope> {
    return scopeWhere(filter) as FilterQuery<DataScope>;
  }
  protected override async validate(_ctx: RequestContext, input: DataScopeInput): Promise<void> {
    if (input.scopeType === DATA_SCOPE_TYPE.custom && (!input.scopeColumn || !input.scopeValue?.trim())) {
      throw badInput('自定义规则需要字段名和值', [{ field: 'scopeColumn', message: '自定义规则需要字段名和值' }]);
    }
  }
  protected override assign(entity: DataScope, input: DataScopeInput): void {
    entity.menuId = input.menuId || undefined;
    entity.resourceCode = input.resourceCode.trim();
    entity.scopeName = input.scopeName.trim();
    entity.scopeType = input.scopeType;
    entity.scopeColumn = input.scopeType === DATA_SCOPE_TYPE.custom ? input.scopeColumn : undefined;
    entity.scopeValue = input.scopeType === DATA_SCOPE_TYPE.custom ? input.scopeValue?.trim() : undefined;
    entity.remark = input.remark?.trim() || undefined;
  }
  protected override async beforeRemove(ctx: RequestContext, rows: DataScope[]): Promise<void> {
    await ungrant(
      ctx,
      rows.map((r) => r.id),
    );
  }
}

class ApiScopeService extends CrudService<ApiScope, ApiScopeInput, ScopeFilter> {
  constructor() {
    super({ entity: ApiScope, notFoundMessage: '接口权限不存在' });
  }
  override where(filter?: ScopeFilter): FilterQuery<ApiScope> {
    return scopeWhere(filter) as FilterQuery<ApiScope>;
  }
  protected override assign(entity: ApiScope, input: ApiScopeInput): void {
    entity.menuId = input.menuId || undefined;
    entity.resourceCode = input.resourceCode.trim();
    entity.scopeName = input.scopeName.trim();
    entity.scopePath = input.scopePath.trim();
    entity.scopeMethod = input.scopeMethod || undefined;
    entity.remark = input.remark?.trim() || undefined;
  }
  protected override async beforeRemove(ctx: RequestContext, rows: ApiScope[]): Promise<void> {
    await ungrant(
      ctx,
      rows.map((r) => r.id),
    );
  }
}

export const dataScopeService = new DataScopeService();
export const apiScopeService = new ApiScopeService();

export const DataScopeResolver = crudResolver({
  entity: DataScope,
  input: DataScopeInput,
  filter: ScopeFilter,
  service: dataScopeService,
  names: { one: 'dataScope', many: 'dataScopes' },
  codes: DATA_SCOPE_CODES,
  platform: true,
});
export const ApiScopeResolver = crudResolver({
  entity: ApiScope,
  input: ApiScopeInput,
  filter: ScopeFilter,
  service: apiScopeService,
  names: { one: 'apiScope', many: 'apiScopes' },
  codes: API_SCOPE_CODES,
  platform: true,
});

const scopeQuery = (req: Parameters<typeof queryFilter>[0]) =>
  queryFilter(req, ['resourceCode', 'scopeName', 'menuId']) as ScopeFilter;
export const registerScopeRest: RestRegistration = (deps) => {
  crudRest({
    base: '/blade-system/data-scope',
    service: dataScopeService,
    input: DataScopeInput,
    codes: DATA_SCOPE_CODES,
    platform: true,
    filter: scopeQuery,
  })(deps);
  crudRest({
    base: '/blade-system/api-scope',
    service: apiScopeService,
    input: ApiScopeInput,
    codes: API_SCOPE_CODES,
    platform: true,
    filter: scopeQuery,
  })(deps);
};
