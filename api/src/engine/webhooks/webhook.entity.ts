import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';
import { BaseEntity } from '../../db/base.entity.js';

/** Where a delivery is: 0 waiting (or waiting for a retry), 1 delivered (the endpoint answered 2xx), 2 given up. */
export const DELIVERY_STATUS = { pending: 0, delivered: 1, failed: 2 } as const;

/**
 * A receiver registered by staff (Webhook 推送): the URL the product posts the chosen event types to, signed with
 * the endpoint's own secret.
 */
@ObjectType({ description: 'A webhook endpoint: a URL that receives the chosen event types, signed with its secret.' })
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint extends BaseEntity {
  @Field(() => String, { description: 'A name for staff (the receiving system).' })
  @Property({ type: 'string', length: 64 })
  name!: string;

  @Field(() => String, { description: 'The http(s) URL the deliveries are posted to.' })
  @Property({ type: 'string', length: 500 })
  url!: string;

  @Field(() => [String], { description: 'The event types it receives (see webhookEventTypes).' })
  @Property({ type: 'json' })
  events!: string[];

  /** The signing key (HMAC-SHA256); shown to staff once, when made or rotated. */
  @Property({ type: 'string', length: 80, lazy: true })
  secret!: string;

  @Field(() => String, { description: 'The last four characters of the secret, to tell secrets apart.' })
  @Property({ type: 'string', length: 8 })
  secretHint!: string;

  @Field(() => Boolean, { description: 'A disabled endpoint receives nothing new (queued deliveries still go).' })
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}

/**
 * One event posted to one endpoint: written in the unit of work of the change it reports, posted afterwards by
 * the `webhook-outbox` job (a slow receiver never delays a request), retried with growing delays, and kept as the
 * log staff read and re-send from.
 */
@ObjectType({ description: 'One event posted (or to be posted) to one webhook endpoint, with the last answer.' })
@Entity({ tableName: 'webhook_delivery' })
@Index({ properties: ['status', 'nextAttemptTime'] })
@Index({ properties: ['tenantId', 'endpointId', 'createTime'] })
export class WebhookDelivery {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field(() => ID, { description: 'Id of the webhook endpoint.' })
  @Property({ type: 'string', length: 36 })
  endpointId!: string;

  @Field(() => ID, { description: 'The event: the same for every endpoint it went to and for every re-send.' })
  @Property({ type: 'string', length: 36 })
  eventId!: string;

  @Field(() => String, { description: 'The event type, e.g. application.approved.' })
  @Property({ type: 'string', length: 64 })
  event!: string;

  /** The JSON body, exactly as posted. */
  @Field(() => String, { description: 'The JSON body posted.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => Int, { description: '0 waiting or retrying, 1 delivered, 2 given up.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = DELIVERY_STATUS.pending;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Field(() => GraphQLISODateTime, { description: 'When the next attempt is due (while waiting).' })
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  nextAttemptTime: Date & Opt = new Date();

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last answer.' })
  @Property({ type: 'integer', nullable: true })
  responseStatus?: number;

  @Field(() => String, { nullable: true, description: 'The start of the last answer body (1,000 characters).' })
  @Property({ type: 'string', length: 1000, nullable: true })
  responseBody?: string;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (network error, timeout, status).' })
  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string;

  @Field(() => Int, { nullable: true, description: 'Milliseconds the last attempt took.' })
  @Property({ type: 'integer', nullable: true })
  durationMs?: number;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the endpoint accepted it (2xx); empty until then.',
  })
  @Property({ type: 'datetime', nullable: true })
  deliveredTime?: Date;

  @Field(() => ID, { nullable: true, description: 'The delivery this one re-sends.' })
  @Property({ type: 'string', length: 36, nullable: true })
  resentFrom?: string;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
