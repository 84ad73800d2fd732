import type { FilterQuery } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType, Int } from 'type-graphql';
import { ADMIN_TENANT_ID, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, duplicate } from '../../engine/errors/domain-error.js';
import { queryFilter } from '../../engine/rest/filters.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { seedTenantBase } from '../../engine/tenancy/tenant.seed.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const TENANT_CODES = resourceCodes('tenant');

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
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() tenantName?: string;
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

export const registerTenantRest: RestRegistration = crudRest({
  base: '/blade-system/tenant',
  service: tenantService as never,
  input: TenantInput,
  codes: TENANT_CODES,
  platform: true,
  filter: (req) => queryFilter(req, ['tenantId', 'tenantName']) as TenantFilter,
});
