import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

/** A business event a service recorded (`usual(ctx, { logId, logLevel, logData })`): approvals, grants, resets ... */
@ObjectType({ description: '通用日志' })
@Entity({ tableName: 'blade_log_usual' })
@Index({ properties: ['tenantId', 'createTime'] })
@Index({ properties: ['createTime'] })
export class UsualLog {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Field(() => String)
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field(() => String, { description: 'Which part of the API the event came through: graphql, or the REST prefix.' })
  @Property({ type: 'string', length: 64 })
  serviceId!: string;

  @Field(() => String, { description: 'Host name of the server that wrote the entry.' })
  @Property({ type: 'string', length: 255 })
  serverHost!: string;

  @Field(() => String, { description: 'info, warn or error.' })
  @Property({ type: 'string', length: 10 })
  logLevel!: string;

  @Field(() => String, { description: 'What happened (a stable event name such as registration_approve).' })
  @Property({ type: 'string', length: 100 })
  logId!: string;

  @Field(() => String, { description: 'Details: a sentence or JSON, secrets redacted.' })
  @Property({ type: 'text' })
  logData!: string;

  @Field(() => String, { nullable: true, description: 'HTTP method of the request.' })
  @Property({ type: 'string', length: 10, nullable: true })
  method?: string;

  @Field(() => String, { nullable: true, description: 'The path of the request.' })
  @Property({ type: 'string', length: 1000, nullable: true })
  requestUri?: string;

  @Field(() => ID, { nullable: true, description: 'Id of the user, when signed in.' })
  @Property({ type: 'string', length: 36, nullable: true })
  userId?: string;

  @Field(() => String, { nullable: true, description: 'Account of the user, when signed in.' })
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
