import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { maskSecret } from '../../engine/storage/oss.entity.js';

/** Providers a configuration may name; only `log` (the message goes to the server log) sends anything today. */
export const SMS_CATEGORIES = ['log', 'aliyun', 'tencent', 'qiniu', 'yunpian'] as const;
export type SmsCategory = (typeof SMS_CATEGORIES)[number];

/** SMS configuration (短信配置) of a tenant: several may exist, at most one is enabled (status 1). */
@ObjectType({ description: '短信配置' })
@Entity({ tableName: 'blade_sms' })
@Unique({ name: 'blade_sms_tenant_enabled_unique', properties: ['tenantId'], where: { status: 1, isDeleted: 0 } })
export class SmsConfig extends BaseEntity {
  @Field(() => String, { description: 'log, aliyun, tencent, qiniu or yunpian (only log is implemented).' })
  @Property({ type: 'string', length: 16 })
  category!: SmsCategory;

  @Field(() => String, { description: 'Name of this configuration.' })
  @Property({ type: 'string', length: 64 })
  smsCode!: string;

  @Field(() => String, { nullable: true, description: 'Template id at the SMS provider.' })
  @Property({ type: 'string', length: 64, nullable: true })
  templateId?: string;

  @Field(() => String, { nullable: true, description: 'Access key id (the secret is never answered).' })
  @Property({ type: 'string', length: 128, nullable: true })
  accessKey?: string;

  /** Write-only: never serialized (REST) and not a GraphQL field. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  secretKey?: string;

  @Field(() => String, { nullable: true, description: 'Signature (签名) the messages carry.' })
  @Property({ type: 'string', length: 64, nullable: true })
  signName?: string;

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
