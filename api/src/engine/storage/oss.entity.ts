import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

export const STORAGE_CATEGORIES = ['local', 's3'] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

/** SPEC 9: the association's object store is in region zhangjiakou. */
export const DEFAULT_REGION = 'zhangjiakou';

/** Shows the first and last two characters of a secret; never the secret itself. */
export function maskSecret(secret: string | undefined | null): string {
  if (!secret) return '';
  return secret.length <= 6 ? '******' : `${secret.slice(0, 2)}******${secret.slice(-2)}`;
}

/**
 * Storage configuration (对象存储配置) of a tenant: several may exist, at most one is enabled (status 1; a
 * partial unique index holds that in the database). Without an enabled one the local folder is used.
 */
@ObjectType({ description: '对象存储配置' })
@Entity({ tableName: 'blade_oss' })
@Unique({ name: 'blade_oss_tenant_enabled_unique', properties: ['tenantId'], where: { status: 1, isDeleted: 0 } })
export class OssConfig extends BaseEntity {
  @Field(() => String, { description: 'local or s3.' })
  @Property({ type: 'string', length: 16 })
  category!: StorageCategory;

  @Field(() => String, { description: 'Name of this configuration.' })
  @Property({ type: 'string', length: 64 })
  ossCode!: string;

  @Field(() => String, { nullable: true, description: 'Endpoint URL of the object storage service.' })
  @Property({ type: 'string', length: 255, nullable: true })
  endpoint?: string;

  @Field(() => String, { nullable: true, description: 'Bucket the files are stored in.' })
  @Property({ type: 'string', length: 128, nullable: true })
  bucketName?: string;

  @Field(() => String, { description: 'Region of the storage service.' })
  @Property({ type: 'string', length: 64, default: DEFAULT_REGION })
  region: string & Opt = DEFAULT_REGION;

  @Field(() => String, { nullable: true, description: 'Access key id (the secret is never answered).' })
  @Property({ type: 'string', length: 128, nullable: true })
  accessKey?: string;

  /** Write-only: never serialized (REST) and not a GraphQL field; `secretKeyMasked` shows its shape. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  secretKey?: string;

  @Field(() => Boolean, { description: 'Path-style addressing (endpoint/bucket/key).' })
  @Property({ type: 'boolean', default: true })
  pathStyle: boolean & Opt = true;

  @Field(() => Int, { description: '1 enabled (开启), 0 disabled (关闭).' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;

  @Field(() => String, { description: 'The secret key masked (the key itself is write-only).' })
  get secretKeyMasked(): string {
    return maskSecret(this.secretKey);
  }
}
