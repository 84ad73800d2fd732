import type { FilterQuery } from '@mikro-orm/core';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { ALL_PERMISSIONS } from '../../engine/access/current-user.js';
import { requireUser, resourceCodes } from '../../engine/access/permissions.js';
import { Menu } from '../../engine/access/menu.entity.js';
import { ApiScope } from '../../engine/access/scope.entity.js';
import { OAuthClient } from '../../engine/auth/oauth-client.entity.js';
import { sha256 } from '../../engine/auth/tokens.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, duplicate } from '../../engine/errors/domain-error.js';
import { queryFilter } from '../../engine/rest/filters.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const CLIENT_MESSAGES = { codesNotHeld: '只能授予你自己拥有的权限' } as const;

export const CLIENT_CODES = resourceCodes('client');
export const GRANT_TYPES = ['password', 'refresh_token', 'authorization_code', 'client_credentials'] as const;

@InputType({ description: 'The values of an OAuth client (应用管理) that an operation writes.' })
export class ClientInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String, { description: 'The client id (up to 64 characters).' })
  @RequiredText('请输入客户端 id', 64)
  clientId!: string;
  @Field(() => String, { nullable: true, description: 'Required when creating; empty keeps the current secret.' })
  @OptionalText(128)
  clientSecret?: string;
  @Field(() => [String], {
    description: 'password, refresh_token, authorization_code, client_credentials (at least one).',
  })
  @ArrayMinSize(1, { message: '请选择授权类型' })
  @IsIn(GRANT_TYPES, { each: true, message: '授权类型不正确' })
  grantTypes!: string[];
  @Field(() => Int, { description: 'Access token lifetime in seconds (60 to 86400).' })
  @IsInt()
  @Min(60)
  @Max(86400)
  accessTokenValidity!: number;
  @Field(() => Int, { description: 'Refresh token lifetime in seconds (300 to 31536000).' })
  @IsInt()
  @Min(300)
  @Max(31536000)
  refreshTokenValidity!: number;
  @Field(() => Int, { nullable: true, description: '1 active, 0 disabled.' })
  @IsOptional()
  @IsIn([0, 1])
  status?: number;
  @Field(() => [String], { nullable: true, description: 'client_credentials: permission codes of its service tokens.' })
  @IsOptional()
  @ArrayMaxSize(500, { message: '选择的权限过多' })
  @IsString({ each: true, message: '权限编号不正确' })
  permissionCodes?: string[];
  @Field(() => [String], { nullable: true, description: 'client_credentials: ids of the API scopes granted.' })
  @IsOptional()
  @ArrayMaxSize(500, { message: '选择的接口权限过多' })
  @IsString({ each: true, message: '接口权限不正确' })
  apiScopeIds?: string[];
  @Field(() => Int, { nullable: true, description: 'client_credentials: calls per minute (1-100000).' })
  @IsOptional()
  @IsInt({ message: '每分钟调用次数必须是整数' })
  @Min(1, { message: '每分钟调用次数不能小于1' })
  @Max(100000, { message: '每分钟调用次数不能大于100000' })
  rateLimitPerMinute?: number;
}

@InputType({ description: 'Search conditions on OAuth clients.' })
export class ClientFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only clients whose id contains this text.' })
  @IsOptional()
  @IsString()
  clientId?: string;
}

/** OAuth clients (shared by every tenant; managed from the administrative tenant). Secrets are stored hashed. */
class ClientService extends CrudService<OAuthClient, ClientInput, ClientFilter> {
  constructor() {
    super({
      entity: OAuthClient,
      notFoundMessage: '客户端不存在',
      uniqueViolation: () => duplicate('客户端 id 已存在', 'clientId'),
    });
  }

  override where(filter: ClientFilter = {}): FilterQuery<OAuthClient> {
    return textWhere(filter as Record<string, unknown>, ['clientId']) as FilterQuery<OAuthClient>;
  }

  protected override async validate(ctx: RequestContext, input: ClientInput, existing?: OAuthClient): Promise<void> {
    if (!existing && !input.clientSecret)
      throw badInput('请输入客户端密钥', [{ field: 'clientSecret', message: '请输入客户端密钥' }]);
    if (input.clientSecret && input.clientSecret.length < 8)
      throw badInput('客户端密钥不能少于8位', [{ field: 'clientSecret', message: '客户端密钥不能少于8位' }]);
    if (
      await ctx.em.count(OAuthClient, {
        clientId: input.clientId.trim(),
        ...(existing ? { id: { $ne: existing.id } } : {}),
      })
    )
      throw duplicate('客户端 id 已存在', 'clientId');
    if (input.permissionCodes?.length) {
      const codes = [...new Set(input.permissionCodes.map((c) => c.trim()))];
      const found = new Set((await ctx.em.find(Menu, { code: { $in: codes } })).map((m) => m.code));
      if (codes.some((c) => !found.has(c)))
        throw badInput('权限编号不存在', [{ field: 'permissionCodes', message: '权限编号不存在' }]);
      // No one grants a machine more than they hold themselves (codes the client already had may stay).
      const user = requireUser(ctx);
      const had = new Set(existing?.permissionCodes ?? []);
      if (!user.permissions.has(ALL_PERMISSIONS) && codes.some((c) => !had.has(c) && !user.permissions.has(c)))
        throw badInput(CLIENT_MESSAGES.codesNotHeld, [
          { field: 'permissionCodes', message: CLIENT_MESSAGES.codesNotHeld },
        ]);
    }
    if (input.apiScopeIds?.length) {
      const ids = [...new Set(input.apiScopeIds)];
      if ((await ctx.em.count(ApiScope, { id: { $in: ids } })) !== ids.length)
        throw badInput('接口权限不存在', [{ field: 'apiScopeIds', message: '接口权限不存在' }]);
    }
  }

  protected override assign(entity: OAuthClient, input: ClientInput): void {
    entity.clientId = input.clientId.trim();
    if (input.clientSecret) entity.secretHash = sha256(input.clientSecret);
    entity.grantTypes = [...new Set(input.grantTypes)];
    entity.accessTokenValidity = input.accessTokenValidity;
    entity.refreshTokenValidity = input.refreshTokenValidity;
    entity.status = input.status ?? 1;
    if (input.permissionCodes) entity.permissionCodes = [...new Set(input.permissionCodes.map((c) => c.trim()))];
    if (input.apiScopeIds) entity.apiScopeIds = [...new Set(input.apiScopeIds)];
    if (input.rateLimitPerMinute !== undefined && input.rateLimitPerMinute !== null)
      entity.rateLimitPerMinute = input.rateLimitPerMinute;
  }
}

export const clientService = new ClientService();

export const ClientResolver = crudResolver({
  entity: OAuthClient,
  input: ClientInput,
  filter: ClientFilter,
  service: clientService,
  names: { one: 'oauthClient', many: 'oauthClients' },
  codes: CLIENT_CODES,
  platform: true,
});

export const registerClientRest: RestRegistration = crudRest({
  base: '/blade-system/client',
  service: clientService,
  input: ClientInput,
  codes: CLIENT_CODES,
  platform: true,
  filter: (req) => queryFilter(req, ['clientId']) as ClientFilter,
});
