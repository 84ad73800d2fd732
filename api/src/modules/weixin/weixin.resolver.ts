import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { sms } from '../../engine/mail/sms.js';
import { PageInput, pageRequest, PageType } from '../../engine/crud/paging.js';
import { weixinService } from './weixin.service.js';

/** Where the mobile page starts the messaging app's authorization (REST: it sets a cookie and redirects). */
export const WEIXIN_AUTHORIZE_URL = '/api/mobile/weixin/authorize';

/** Permission codes of the bindings screen (系统管理 → 微信绑定). */
export const WEIXIN_CODES = { menu: 'weixin_binding', remove: 'weixin_binding_delete' } as const;

@ObjectType({ description: 'Whether the messaging app (WeChat official account) binding is offered.' })
export class WeixinBindConfig {
  @Field(() => Boolean, { description: 'True when WEIXIN_APP_ID and WEIXIN_APP_SECRET are configured.' })
  configured!: boolean;

  @Field(() => String, { nullable: true, description: 'Start of the authorization; add ?tenantId=<id>.' })
  authorizeUrl?: string;

  @Field(() => Boolean, { description: 'True when an SMS gateway is configured: the bind form offers a code by SMS.' })
  smsEnabled!: boolean;
}

@ObjectType({ description: '微信绑定' })
export class WeixinBindingView {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'Id of the bound user.' }) userId!: string;
  @Field(() => String, { description: 'Account of the bound user.' }) account!: string;
  @Field(() => String, { nullable: true }) realName?: string;
  @Field(() => String, { description: 'The open id, masked (first and last four characters).' }) openId!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it was bound.' }) createTime!: Date;
}

@InputType({ description: 'Search of the bindings list.' })
export class WeixinBindingFilter {
  @Field(() => String, { nullable: true, description: 'Part of the account.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string | null;
}

const WeixinBindingPage = PageType(WeixinBindingView);

@Resolver()
export class WeixinResolver {
  @Query(() => WeixinBindConfig, { description: 'Public: whether /mobile/weixin-bind can bind.' })
  weixinBindConfig(@Ctx() ctx: RequestContext): WeixinBindConfig {
    const configured = Boolean(ctx.services.weixin);
    return {
      configured,
      authorizeUrl: configured ? WEIXIN_AUTHORIZE_URL : undefined,
      smsEnabled: configured && Boolean(sms.sender),
    };
  }

  @Authorized()
  @Query(() => WeixinBindingView, { nullable: true, description: "The signed-in user's messaging-app binding." })
  myWeixinBinding(@Ctx() ctx: RequestContext) {
    return weixinService.mine(ctx);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Removes the signed-in user's messaging-app binding." })
  unbindMyWeixin(@Ctx() ctx: RequestContext) {
    return weixinService.unbindMine(ctx);
  }

  @Authorized(WEIXIN_CODES.menu)
  @Query(() => WeixinBindingPage, { description: "Staff: the tenant's messaging-app bindings, newest first." })
  weixinBindings(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => WeixinBindingFilter, { nullable: true }) filter?: WeixinBindingFilter,
  ) {
    return weixinService.list(ctx, pageRequest(page), filter?.account);
  }

  @Authorized(WEIXIN_CODES.remove)
  @Mutation(() => Boolean, { description: 'Staff: removes a messaging-app binding.' })
  removeWeixinBinding(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return weixinService.remove(ctx, id);
  }
}
