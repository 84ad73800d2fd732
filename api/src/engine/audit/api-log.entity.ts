import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

/**
 * One call that changed data: a GraphQL mutation or a REST POST/PUT/DELETE (sign-ins are in the login log).
 * Written through by the audit engine, one row per call (GraphQL before the answer, REST as it is sent); parameters are stored with secrets redacted.
 */
@ObjectType({ description: 'API 日志' })
@Entity({ tableName: 'blade_log_api' })
@Index({ properties: ['tenantId', 'createTime'] })
@Index({ properties: ['createTime'] })
export class ApiLog {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Field(() => String)
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field(() => String, { description: 'Which part of the API: graphql, or the REST prefix (blade-system ...).' })
  @Property({ type: 'string', length: 64 })
  serviceId!: string;

  @Field(() => String, { description: 'Host name of the server that answered.' })
  @Property({ type: 'string', length: 255 })
  serverHost!: string;

  @Field(() => String, { description: 'GraphQL mutation field(s), or the REST route.' })
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Field(() => String, { description: 'HTTP method.' })
  @Property({ type: 'string', length: 10 })
  method!: string;

  @Field(() => String, { description: 'The path called.' })
  @Property({ type: 'string', length: 1000 })
  requestUri!: string;

  @Field(() => String, { nullable: true, description: 'Parameters as JSON, secrets redacted, files left out.' })
  @Property({ type: 'text', nullable: true })
  params?: string;

  @Field(() => String, { description: 'ok, or the error code (FORBIDDEN, BAD_USER_INPUT, INTERNAL_SERVER_ERROR ...).' })
  @Property({ type: 'string', length: 64 })
  result!: string;

  @Field(() => Int, { description: 'How long the call took, in milliseconds.' })
  @Property({ type: 'integer' })
  duration!: number;

  @Field(() => ID, { nullable: true, description: 'Id of the user who called, when signed in.' })
  @Property({ type: 'string', length: 36, nullable: true })
  userId?: string;

  @Field(() => String, { nullable: true, description: 'Account of the caller.' })
  @Property({ type: 'string', length: 64, nullable: true })
  createBy?: string;

  @Field(() => String, { nullable: true, description: "The caller's IP address." })
  @Property({ type: 'string', length: 64, nullable: true })
  remoteIp?: string;

  @Field(() => String, { nullable: true, description: "The caller's User-Agent header." })
  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string;

  @Field(() => String, { nullable: true, description: 'Id of the request (shared by its log entries).' })
  @Property({ type: 'string', length: 64, nullable: true })
  requestId?: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
