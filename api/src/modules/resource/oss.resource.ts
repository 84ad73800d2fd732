import type { FilterQuery } from '@mikro-orm/core';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Resolver } from 'type-graphql';
import { requirePermission, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import {
  DEFAULT_REGION,
  maskSecret,
  OssConfig,
  STORAGE_CATEGORIES,
  type StorageCategory,
} from '../../engine/storage/oss.entity.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { configRest } from './config-rest.js';
import { enableOne, keptSecret } from './enable.js';

/** oss (list, detail), oss_add, oss_edit, oss_delete, oss_enable. */
export const OSS_CODES = { ...resourceCodes('oss'), enable: 'oss_enable' };

@InputType()
export class OssConfigInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String) @IsIn(STORAGE_CATEGORIES, { message: '请选择存储类型' }) category!: StorageCategory;
  @Field(() => String) @RequiredText('请输入配置名称', 64) ossCode!: string;
  @Field(() => String, { nullable: true, description: 'Endpoint URL of the object storage service.' })
  @OptionalText()
  endpoint?: string;
  @Field(() => String, { nullable: true, description: 'Bucket the files are stored in (up to 128 characters).' })
  @OptionalText(128)
  bucketName?: string;
  @Field(() => String, { nullable: true, description: 'Region of the storage service (up to 64 characters).' })
  @OptionalText(64)
  region?: string;
  @Field(() => String, { nullable: true, description: 'Access key id (up to 128 characters).' })
  @OptionalText(128)
  accessKey?: string;
  @Field(() => String, { nullable: true, description: 'Write-only; empty (or the masked value) keeps the stored one.' })
  @OptionalText()
  secretKey?: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() pathStyle?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class OssConfigFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() ossCode?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() category?: string;
}

const field = (name: string, message: string) => badInput(message, [{ field: name, message }]);

class OssConfigService extends CrudService<OssConfig, OssConfigInput, OssConfigFilter> {
  constructor() {
    super({ entity: OssConfig, notFoundMessage: '存储配置不存在' });
  }

  override where(filter: OssConfigFilter = {}): FilterQuery<OssConfig> {
    return textWhere(filter as Record<string, unknown>, ['ossCode'], ['category']) as FilterQuery<OssConfig>;
  }

  protected override async validate(_ctx: RequestContext, input: OssConfigInput, existing?: OssConfig): Promise<void> {
    if (input.endpoint?.trim() && !/^https?:\/\/[^\s/]+(:\d+)?\/?$/i.test(input.endpoint.trim()))
      throw field('endpoint', '服务地址必须是 http(s):// 开头的地址');
    if (input.category !== 's3') return;
    if (!input.bucketName?.trim()) throw field('bucketName', '请输入存储桶名称');
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(input.bucketName.trim()))
      throw field('bucketName', '存储桶名称只能包含小写字母、数字、点和连字符（3 到 63 位）');
    if (!input.accessKey?.trim()) throw field('accessKey', '请输入 AccessKey');
    if (!keptSecret(input.secretKey, existing?.secretKey)) throw field('secretKey', '请输入 SecretKey');
  }

  protected override assign(entity: OssConfig, input: OssConfigInput): void {
    entity.category = input.category;
    entity.ossCode = input.ossCode.trim();
    entity.endpoint = input.endpoint?.trim().replace(/\/+$/, '') || undefined;
    entity.bucketName = input.bucketName?.trim() || undefined;
    entity.region = input.region?.trim() || DEFAULT_REGION;
    entity.accessKey = input.accessKey?.trim() || undefined;
    entity.secretKey = keptSecret(input.secretKey, entity.secretKey);
    entity.pathStyle = input.pathStyle ?? true;
    entity.remark = input.remark?.trim() || undefined;
  }

  enable(ctx: RequestContext, id: string): Promise<OssConfig> {
    return enableOne(ctx, OssConfig, id, '存储配置不存在');
  }
}

export const ossConfigService = new OssConfigService();

const OssCrudResolver = crudResolver({
  entity: OssConfig,
  input: OssConfigInput,
  filter: OssConfigFilter,
  service: ossConfigService,
  names: { one: 'ossConfig', many: 'ossConfigs' },
  codes: OSS_CODES,
});

@Resolver(() => OssConfig)
export class OssConfigResolver extends OssCrudResolver {
  @Authorized(OSS_CODES.enable)
  @Mutation(() => OssConfig, {
    description: 'Enables this storage configuration and disables the others of the tenant.',
  })
  async enableOssConfig(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<OssConfig> {
    requirePermission(ctx, OSS_CODES.enable);
    return ossConfigService.enable(ctx, id);
  }
}

/** A storage configuration as the legacy API shows it: the secret key masked. */
export function ossToRest(entity: OssConfig): Record<string, unknown> {
  return { ...toRest(entity), secretKey: maskSecret(entity.secretKey) };
}

export const registerOssRest: RestRegistration = configRest({
  base: '/blade-resource/oss',
  service: ossConfigService,
  input: OssConfigInput,
  codes: OSS_CODES,
  serialize: ossToRest,
  filter: (req) => queryFilter(req, ['ossCode', 'category']) as OssConfigFilter,
});
