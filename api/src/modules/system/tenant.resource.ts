import type { FilterQuery } from '@mikro-orm/core';
import { parseDateTime } from '@zhuxie/domain/time/datetime';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType, Int } from 'type-graphql';
import { ADMIN_TENANT_ID, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, duplicate } from '../../engine/errors/domain-error.js';
import { usual } from '../../engine/audit/audit.service.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { idList, queryText, requestParams } from '../../engine/rest/query.js';
import { route, unsupportedRoutes } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import { validateInput } from '../../engine/validation/validate.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { seedTenantBase } from '../../engine/tenancy/tenant.seed.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const TENANT_CODES = resourceCodes('tenant');

/** The answers of BladeX's tenant calls that have no counterpart in this product. */
export const TENANT_UNSUPPORTED = {
  package: '本系统不使用租户产品包：每个租户使用全部模块，菜单由角色授权',
  datasource: '本系统的租户共用一个数据库，不支持租户数据源',
} as const;

@InputType()
export class TenantInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String, { description: 'Tenant code: 6 digits.' })
  @Matches(/^\d{6}$/, { message: '租户编号必须是6位数字' })
  tenantId!: string;
  @Field(() => String) @RequiredText('请输入租户名称', 100) tenantName!: string;
  @Field(() => String, { nullable: true }) @OptionalText() domain?: string;
  @Field(() => Int, { nullable: true, description: '-1 unlimited.' })
  @IsOptional()
  @IsInt()
  @Min(-1)
  accountNumber?: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) @IsOptional() expireTime?: Date;
  @Field(() => String, { nullable: true }) @OptionalText(50) linkman?: string;
  @Field(() => String, { nullable: true }) @OptionalText(50) contactNumber?: string;
  @Field(() => String, { nullable: true }) @OptionalText() address?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) status?: number;
}

@InputType()
export class TenantFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() tenantId?: string;
  @Field(() => String, { nullable: true, description: 'Only tenants whose name contains this text.' })
  @IsOptional()
  @IsString()
  tenantName?: string;
}

/** The legacy setting call: tenants (ids), their account quota (-1 unlimited) and expiry (empty: never). */
@InputType()
export class TenantSettingInput {
  @Field(() => [ID])
  @ArrayMinSize(1, { message: '请选择至少一个租户' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  ids!: string[];
  @Field(() => Int, { nullable: true, description: '-1 unlimited.' })
  @IsOptional()
  @IsInt({ message: '账号额度必须是整数' })
  @Min(-1, { message: '账号额度不能小于 -1' })
  accountNumber?: number;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd HH:mm:ss; empty: never expires.' })
  @IsOptional()
  @IsString()
  expireTime?: string;
}

/** Tenants: managed only from the administrative tenant (platform data). */
class TenantService extends CrudService<Tenant, TenantInput, TenantFilter> {
  constructor() {
    super({
      entity: Tenant as never,
      notFoundMessage: '租户不存在',
      uniqueViolation: () => duplicate('租户编号已存在', 'tenantId'),
      orderBy: [{ tenantId: 'asc' }],
    });
  }

  override where(filter: TenantFilter = {}): FilterQuery<Tenant> {
    return {
      isDeleted: 0,
      ...textWhere(filter as Record<string, unknown>, ['tenantId', 'tenantName']),
    } as FilterQuery<Tenant>;
  }

  override async detail(ctx: RequestContext, id: string): Promise<Tenant> {
    const found = await ctx.em.findOne(Tenant, { id, isDeleted: 0 });
    if (!found) throw badInput('租户不存在');
    return found;
  }

  protected override async validate(ctx: RequestContext, input: TenantInput, existing?: Tenant): Promise<void> {
    if (existing && existing.tenantId !== input.tenantId)
      throw badInput('租户编号不能修改', [{ field: 'tenantId', message: '租户编号不能修改' }]);
    if (existing?.tenantId === ADMIN_TENANT_ID && input.status === 0) throw badInput('管理组租户不能停用');
    if (!existing && (await ctx.em.count(Tenant, { tenantId: input.tenantId })))
      throw duplicate('租户编号已存在', 'tenantId');
  }

  protected override assign(entity: Tenant, input: TenantInput): void {
    entity.tenantId = input.tenantId;
    entity.tenantName = input.tenantName.trim();
    entity.domain = input.domain?.trim() || undefined;
    entity.accountNumber = input.accountNumber ?? -1;
    entity.expireTime = input.expireTime ?? undefined;
    entity.linkman = input.linkman?.trim() || undefined;
    entity.contactNumber = input.contactNumber?.trim() || undefined;
    entity.address = input.address?.trim() || undefined;
    entity.status = input.status ?? 1;
  }

  /** A new tenant gets the standard roles (with their menu grants) and departments, and each module's tenant base data. */
  override async submit(ctx: RequestContext, input: TenantInput): Promise<{ entity: Tenant; created: boolean }> {
    const result = await super.submit(ctx, input);
    if (result.created) {
      await seedTenantBase(ctx.em, result.entity.tenantId);
    }
    return result;
  }

  /** The live tenant reached by a domain (the legacy sign-in page asks before the user picks a tenant). */
  async byDomain(ctx: RequestContext, domain: string | undefined): Promise<Tenant | undefined> {
    const wanted = domain?.trim().toLowerCase();
    if (!wanted) return undefined;
    const tenants = await ctx.em.find(Tenant, { domain: { $ilike: wanted }, isDeleted: 0, status: 1 });
    return tenants.find((t) => t.domain?.trim().toLowerCase() === wanted);
  }

  /** Sets the account quota and the expiry of tenants (the legacy setting call). */
  async setting(ctx: RequestContext, input: TenantSettingInput, expireTime: Date | null | undefined): Promise<number> {
    const ids = [...new Set(input.ids)];
    const tenants = await ctx.em.find(Tenant, { id: { $in: ids }, isDeleted: 0 });
    if (tenants.length !== ids.length) throw badInput('租户不存在');
    if (expireTime && tenants.some((t) => t.tenantId === ADMIN_TENANT_ID))
      throw badInput('管理组租户不能设置到期时间', [{ field: 'expireTime', message: '管理组租户不能设置到期时间' }]);
    for (const tenant of tenants) {
      if (input.accountNumber !== undefined) tenant.accountNumber = input.accountNumber;
      if (expireTime !== undefined) tenant.expireTime = expireTime ?? undefined;
      tenant.updateUser = ctx.userId;
    }
    await this.flush(ctx);
    usual(ctx, {
      logId: 'tenant_setting',
      logData: `租户授权配置：${tenants.map((t) => t.tenantName).join('、')}`,
    });
    return tenants.length;
  }

  protected override async beforeRemove(_ctx: RequestContext, rows: Tenant[]): Promise<void> {
    if (rows.some((r) => r.tenantId === ADMIN_TENANT_ID)) throw badInput('管理组租户不能删除');
  }
}

export const tenantService = new TenantService();

export const TenantResolver = crudResolver({
  entity: Tenant as never,
  input: TenantInput,
  filter: TenantFilter,
  service: tenantService as never,
  names: { one: 'tenant', many: 'tenants' },
  codes: TENANT_CODES,
  platform: true,
});

export const registerTenantRest: RestRegistration = (deps) => {
  crudRest({
    base: '/blade-system/tenant',
    service: tenantService as never,
    input: TenantInput,
    codes: TENANT_CODES,
    platform: true,
    filter: (req) => queryFilter(req, ['tenantId', 'tenantName']) as TenantFilter,
  })(deps);
  // BladeX's info: the tenant of a domain, for the sign-in page (an empty object when no live tenant has it).
  route(
    deps,
    'GET',
    '/blade-system/tenant/info',
    'public',
    async (req, res, ctx) => {
      const tenant = await tenantService.byDomain(ctx, queryText(req, 'domain'));
      sendOk(res, tenant ? { tenantId: tenant.tenantId, tenantName: tenant.tenantName, domain: tenant.domain } : {});
    },
    {
      query: { domain: '域名' },
      data: {
        schema: {
          type: 'object',
          properties: { tenantId: { type: 'string' }, tenantName: { type: 'string' }, domain: { type: 'string' } },
        },
      },
    },
  );
  route(
    deps,
    'GET',
    '/blade-system/tenant/select',
    { platform: [TENANT_CODES.view] },
    async (_req, res, ctx) => {
      sendOk(res, (await tenantService.all(ctx)).map(toRest));
    },
    { data: { list: Tenant } },
  );
  // BladeX's find-by-name: the tenants whose name contains `name`.
  route(
    deps,
    'GET',
    '/blade-system/tenant/find-by-name',
    { platform: [TENANT_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, (await tenantService.all(ctx, { tenantName: queryText(req, 'name') })).map(toRest));
    },
    { query: { name: '租户名称（包含）' }, data: { list: Tenant } },
  );
  // BladeX's tenant products (menu packages) and per-tenant data sources have no counterpart here: every tenant
  // uses every module, menus are granted through roles, and all tenants share one database. The calls answer so.
  unsupportedRoutes(deps, { platform: [TENANT_CODES.view] }, TENANT_UNSUPPORTED.package, [
    ['GET', '/blade-system/tenant/package-detail'],
    ['POST', '/blade-system/tenant/package-setting'],
  ]);
  unsupportedRoutes(deps, { platform: [TENANT_CODES.view] }, TENANT_UNSUPPORTED.datasource, [
    ['POST', '/blade-system/tenant/datasource'],
  ]);
  route(
    deps,
    'POST',
    '/blade-system/tenant/setting',
    { platform: [TENANT_CODES.edit] },
    async (req, res, ctx) => {
      const p = requestParams(req);
      const raw: Record<string, unknown> = { ...p, ids: idList(p.ids) };
      if (typeof raw.accountNumber === 'string' && /^-?\d+$/.test(raw.accountNumber.trim()))
        raw.accountNumber = Number(raw.accountNumber.trim());
      const input = await validateInput(TenantSettingInput, raw);
      let expireTime: Date | null | undefined;
      if (input.expireTime !== undefined) {
        const text = input.expireTime.trim();
        expireTime = text ? parseDateTime(text) : null;
        if (expireTime === undefined)
          throw badInput('到期时间格式不正确（yyyy-MM-dd HH:mm:ss）', [
            { field: 'expireTime', message: '到期时间格式不正确（yyyy-MM-dd HH:mm:ss）' },
          ]);
      }
      sendOk(res, (await tenantService.setting(ctx, input, expireTime)) > 0, '操作成功');
    },
    {
      query: { ids: '租户主键，逗号分隔', accountNumber: '账号额度', expireTime: '到期时间' },
      body: TenantSettingInput,
    },
  );
};
