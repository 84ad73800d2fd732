import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';

/** Where the browser starts the external sign-in (REST, because it sets a cookie and redirects). */
export const EXTERNAL_LOGIN_URL = '/api/blade-auth/oidc/authorize';

@ObjectType({ description: 'How users sign in: the product login page, or the external unified login site too.' })
export class AuthConfig {
  @Field(() => Boolean, { description: 'True when the external unified login site (OpenID Connect) is configured.' })
  externalLogin!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Start of the external sign-in; add ?redirect=<path>&tenantId=<id>.',
  })
  loginUrl?: string;
}

/**
 * The public part of the external login in GraphQL. Starting and finishing the sign-in are REST routes
 * (external-login.rest.ts): they read and set the httpOnly state cookie, which the GraphQL context does not see.
 */
@Resolver()
export class ExternalLoginResolver {
  @Query(() => AuthConfig, { description: 'Public: which sign-in methods the login page offers.' })
  authConfig(@Ctx() ctx: RequestContext): AuthConfig {
    const externalLogin = Boolean(ctx.services.oidc);
    return { externalLogin, loginUrl: externalLogin ? EXTERNAL_LOGIN_URL : undefined };
  }
}
