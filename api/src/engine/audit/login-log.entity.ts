import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

/** Outcomes of a sign-in attempt. */
export const LOGIN_RESULT = {
  success: 'success',
  badCredentials: 'bad_credentials',
  throttled: 'throttled',
  disabled: 'disabled',
  pending: 'pending',
  tenantInvalid: 'tenant_invalid',
  refreshReuse: 'refresh_reuse',
  /** Signed in at the external login site but has no account here yet. */
  unregistered: 'unregistered',
} as const;
export type LoginResult = (typeof LOGIN_RESULT)[keyof typeof LOGIN_RESULT];

/** Every sign-in attempt: who, when, from where and the result; never the password. Also feeds throttling. */
@ObjectType({ description: '登录日志' })
@Entity({ tableName: 'blade_log_login' })
@Index({ properties: ['account', 'createTime'] })
@Index({ properties: ['ip', 'createTime'] })
export class LoginLog {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Field(() => String)
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  account!: string;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'string', length: 36, nullable: true })
  userId?: string;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string;

  @Field(() => String, { description: 'password, refresh_token, oidc or client_credentials.' })
  @Property({ type: 'string', length: 20 })
  method!: string;

  @Field(() => String, {
    description: 'success, bad_credentials, throttled, disabled, pending, tenant_invalid, refresh_reuse, unregistered.',
  })
  @Property({ type: 'string', length: 20 })
  result!: LoginResult;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
