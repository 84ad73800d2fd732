import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

/**
 * An error in the server's error log: uploaded from browsers' local error logs (source client), or an unexpected
 * server error that was masked as 服务器内部错误 (source server, recorded by the audit engine).
 */
@ObjectType({ description: '错误日志' })
@Entity({ tableName: 'blade_log_error' })
@Index({ properties: ['tenantId', 'createTime'] })
export class ErrorLog {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Field(() => String)
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field(() => String, { description: 'client (browser) or server.' })
  @Property({ type: 'string', length: 16 })
  source!: string;

  @Field(() => String, { description: 'error, unhandledrejection, render ...' })
  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Field(() => String, { description: 'The error message.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'The stack trace, when known.' })
  @Property({ type: 'text', nullable: true })
  stack?: string;

  @Field(() => String, { nullable: true, description: 'Page or request address.' })
  @Property({ type: 'string', length: 1000, nullable: true })
  url?: string;

  @Field(() => String, { nullable: true, description: 'HTTP method of a server error.' })
  @Property({ type: 'string', length: 10, nullable: true })
  method?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Request id of a server error (the X-Request-Id the caller saw).',
  })
  @Property({ type: 'string', length: 64, nullable: true })
  requestId?: string;

  @Field(() => String, { nullable: true, description: 'Host name of the server, for server errors.' })
  @Property({ type: 'string', length: 255, nullable: true })
  serverHost?: string;

  @Field(() => String, { nullable: true, description: "The browser's User-Agent header." })
  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string;

  @Field(() => ID, { nullable: true, description: 'Id of the signed-in user, when any.' })
  @Property({ type: 'string', length: 36, nullable: true })
  userId?: string;

  @Field(() => String, { nullable: true, description: 'Account of the signed-in user, when any.' })
  @Property({ type: 'string', length: 64, nullable: true })
  account?: string;

  @Field(() => String, { nullable: true, description: "The caller's IP address." })
  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it happened, by the reporting browser clock.' })
  @Property({ type: 'datetime', nullable: true })
  clientTime?: Date;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
