import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requirePermission, requireUser } from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import { likeText } from '../crud/crud.service.js';
import { PageInput, PageType, pageOf, pageRequest } from '../crud/paging.js';
import { RemoveInput } from '../crud/remove.input.js';
import { badInput, notFound, stale } from '../errors/domain-error.js';
import { OptionalText, RequiredText } from '../validation/rules.js';
import { DELIVERY_STATUS, WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import {
  isWebhookEvent,
  newWebhookSecret,
  registerWebhookEvent,
  webhookEventTypes,
  webhookService,
  webhookUrlProblem,
} from './webhooks.js';

/** Permission codes of the webhook screen (系统管理 → Webhook 推送). */
export const WEBHOOK_CODES = {
  view: 'webhook',
  add: 'webhook_add',
  edit: 'webhook_edit',
  delete: 'webhook_delete',
  resend: 'webhook_resend',
} as const;

/** A test event staff send to one endpoint to check it receives and verifies deliveries. */
export const PING_EVENT = 'webhook.ping';
registerWebhookEvent(
  PING_EVENT,
  'A test delivery sent by staff from the webhook screen (only to the chosen endpoint).',
);

@ObjectType({ description: 'An event type webhook endpoints may receive.' })
export class WebhookEventTypeInfo {
  @Field(() => String, { description: 'The event type, as sent in deliveries.' }) key!: string;
  @Field(() => String, { description: 'What the event means.' }) description!: string;
}

@ObjectType({
  description: 'An endpoint with its signing secret: answered once, when it is made or its secret rotated.',
})
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint created.' }) endpoint!: WebhookEndpoint;
  @Field(() => String, { description: 'The signing secret; it is not shown again.' }) secret!: string;
}

@InputType()
export class WebhookEndpointInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true, description: 'Optimistic lock when updating.' })
  @IsOptional()
  @IsInt()
  version?: number;
  @Field(() => String) @RequiredText('请输入名称', 64) name!: string;
  @Field(() => String) @RequiredText('请输入推送地址', 500) url!: string;
  @Field(() => [String], { description: 'Event types (see webhookEventTypes); at least one.' })
  @IsArray({ message: '请选择事件类型' })
  @ArrayMinSize(1, { message: '请选择事件类型' })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  events!: string[];
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() enabled?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class WebhookDeliveryFilter {
  @Field(() => ID, { nullable: true, description: 'Only deliveries to this endpoint.' })
  @IsOptional()
  @IsString()
  endpointId?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(64) event?: string;
  @Field(() => Int, { nullable: true, description: '0 waiting, 1 delivered, 2 given up.' })
  @IsOptional()
  @IsInt()
  status?: number;
}

@InputType()
export class WebhookEndpointFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  name?: string;
}

export const WebhookEndpointPage = PageType(WebhookEndpoint);
export type WebhookEndpointPage = InstanceType<typeof WebhookEndpointPage>;
export const WebhookDeliveryPage = PageType(WebhookDelivery);
export type WebhookDeliveryPage = InstanceType<typeof WebhookDeliveryPage>;

async function endpointOf(ctx: RequestContext, id: string): Promise<WebhookEndpoint> {
  const endpoint = await ctx.em.findOne(WebhookEndpoint, { id });
  if (!endpoint) throw notFound('推送地址不存在');
  return endpoint;
}

function checkInput(input: WebhookEndpointInput): void {
  const problem = webhookUrlProblem(input.url.trim(), webhookService.allowPrivate);
  if (problem) throw badInput(problem, [{ field: 'url', message: problem }]);
  const unknown = input.events.find((e) => !isWebhookEvent(e) || e === PING_EVENT);
  if (unknown) throw badInput(`未知的事件类型：${unknown}`, [{ field: 'events', message: '未知的事件类型' }]);
}

/** Staff's webhook endpoints and their deliveries, per tenant. */
@Resolver()
export class WebhookResolver {
  @Authorized(WEBHOOK_CODES.view)
  @Query(() => [WebhookEventTypeInfo], { description: 'The event types endpoints may receive.' })
  webhookEventTypes(): WebhookEventTypeInfo[] {
    return webhookEventTypes().filter((t) => t.key !== PING_EVENT);
  }

  @Authorized(WEBHOOK_CODES.view)
  @Query(() => WebhookEndpointPage, { description: "The tenant's webhook endpoints, oldest first." })
  async webhookEndpoints(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => WebhookEndpointFilter, { nullable: true }) filter?: WebhookEndpointFilter,
  ): Promise<WebhookEndpointPage> {
    const req = pageRequest(page);
    const name = filter?.name?.trim();
    const [records, total] = await ctx.em.findAndCount(
      WebhookEndpoint,
      name ? { name: { $ilike: `%${likeText(name)}%` } } : {},
      { orderBy: { createTime: 'asc', id: 'asc' }, limit: req.size, offset: (req.current - 1) * req.size },
    );
    return pageOf(records, total, req);
  }

  @Authorized(WEBHOOK_CODES.view)
  @Query(() => WebhookEndpoint, { description: 'One webhook endpoint.' })
  webhookEndpoint(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<WebhookEndpoint> {
    return endpointOf(ctx, id);
  }

  @Authorized(WEBHOOK_CODES.add, WEBHOOK_CODES.edit)
  @Mutation(() => WebhookEndpointWithSecret, {
    nullable: true,
    description: 'Adds an endpoint (answers it with its new secret) or updates one (answers null: the secret stays).',
  })
  async saveWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointWithSecret | null> {
    const user = requireUser(ctx);
    checkInput(input);
    const values = {
      name: input.name.trim(),
      url: input.url.trim(),
      events: [...new Set(input.events)],
      enabled: input.enabled ?? true,
      remark: input.remark?.trim() || undefined,
    };
    if (input.id) {
      requirePermission(ctx, WEBHOOK_CODES.edit);
      const endpoint = await endpointOf(ctx, input.id);
      if (input.version != null && input.version !== endpoint.version) throw stale();
      Object.assign(endpoint, values, { updateUser: user.id });
      await ctx.em.flush();
      return null;
    }
    requirePermission(ctx, WEBHOOK_CODES.add);
    const secret = newWebhookSecret();
    const endpoint = ctx.em.create(WebhookEndpoint, {
      ...values,
      tenantId: ctx.tenantId,
      createUser: user.id,
      createDept: user.deptId,
      secret,
      secretHint: secret.slice(-4),
    });
    await ctx.em.flush();
    return { endpoint, secret };
  }

  @Authorized(WEBHOOK_CODES.edit)
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Gives an endpoint a new secret (the old one stops at once).',
  })
  async rotateWebhookSecret(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
  ): Promise<WebhookEndpointWithSecret> {
    const endpoint = await endpointOf(ctx, id);
    const secret = newWebhookSecret();
    endpoint.secret = secret;
    endpoint.secretHint = secret.slice(-4);
    endpoint.updateUser = requireUser(ctx).id;
    await ctx.em.flush();
    return { endpoint, secret };
  }

  @Authorized(WEBHOOK_CODES.delete)
  @Mutation(() => Int, { description: 'Removes endpoints (answers how many); their waiting deliveries are given up.' })
  async removeWebhookEndpoints(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemoveInput) input: RemoveInput,
  ): Promise<number> {
    const user = requireUser(ctx);
    const endpoints = await ctx.em.find(WebhookEndpoint, { id: { $in: input.ids } });
    for (const endpoint of endpoints) {
      endpoint.isDeleted = 1;
      endpoint.updateUser = user.id;
    }
    await ctx.em.flush();
    return endpoints.length;
  }

  @Authorized(WEBHOOK_CODES.edit, WEBHOOK_CODES.resend)
  @Mutation(() => WebhookDelivery, { description: 'Queues a test event (webhook.ping) to one endpoint.' })
  async pingWebhookEndpoint(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<WebhookDelivery> {
    const endpoint = await endpointOf(ctx, id);
    const [delivery] = webhookService.queue(ctx.em, ctx.tenantId, [endpoint.id], PING_EVENT, {
      endpointId: endpoint.id,
      name: endpoint.name,
    });
    await ctx.em.flush();
    return delivery!;
  }

  @Authorized(WEBHOOK_CODES.view)
  @Query(() => WebhookDeliveryPage, { description: 'Deliveries of the tenant, newest first.' })
  async webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => WebhookDeliveryFilter, { nullable: true }) filter?: WebhookDeliveryFilter,
  ): Promise<WebhookDeliveryPage> {
    const req = pageRequest(page);
    const where = {
      tenantId: ctx.tenantId,
      ...(filter?.endpointId ? { endpointId: filter.endpointId } : {}),
      ...(filter?.event ? { event: filter.event } : {}),
      ...(filter?.status != null ? { status: filter.status } : {}),
    };
    const [records, total] = await ctx.em.findAndCount(WebhookDelivery, where, {
      orderBy: { createTime: 'desc', id: 'desc' },
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  @Authorized(WEBHOOK_CODES.view)
  @Query(() => WebhookDelivery, { description: 'One delivery, with the body it posts.' })
  async webhookDelivery(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<WebhookDelivery> {
    const delivery = await ctx.em.findOne(WebhookDelivery, { id, tenantId: ctx.tenantId });
    if (!delivery) throw notFound('推送记录不存在');
    return delivery;
  }

  @Authorized(WEBHOOK_CODES.resend)
  @Mutation(() => WebhookDelivery, { description: 'Posts a delivery again (a copy with the same event id and body).' })
  async resendWebhookDelivery(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<WebhookDelivery> {
    const original = await ctx.em.findOne(WebhookDelivery, { id, tenantId: ctx.tenantId });
    if (!original) throw notFound('推送记录不存在');
    if (original.status === DELIVERY_STATUS.pending) throw badInput('该推送正在等待发送，无需重发');
    await endpointOf(ctx, original.endpointId);
    const copy = webhookService.resend(ctx.em, original);
    await ctx.em.flush();
    return copy;
  }
}
