import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { RemoveInput } from '../../engine/crud/remove.input.js';
import { User } from '../../engine/auth/user.entity.js';
import { accountService } from './account.service.js';
import {
  ChangePasswordInput,
  LoginInput,
  LogoutInput,
  ProfileInput,
  RefreshInput,
  RegisterInput,
  RegistrationFilter,
  RejectRegistrationsInput,
} from './auth.inputs.js';
import {
  AuthPayload,
  CaptchaImage,
  issueCaptcha,
  MenuNode,
  SessionUser,
  toAuthPayload,
  toSessionUser,
} from './auth.types.js';
import { registrationTicketSubject } from './registration-ticket.js';

export const UserPage = PageType(User);
export type UserPage = InstanceType<typeof UserPage>;

/** Permission codes of the registration review screen. */
export const REGISTRATION_CODES = { view: 'registration', audit: 'registration_audit' } as const;

@Resolver()
export class AuthResolver {
  @Query(() => CaptchaImage, {
    description: 'Open: a captcha (picture and key) for sign-in past the failure threshold; rate limited.',
  })
  async captcha(@Ctx() ctx: RequestContext): Promise<CaptchaImage> {
    return issueCaptcha(ctx);
  }

  @Mutation(() => AuthPayload, {
    description: 'Password sign-in; rate limited per address, a captcha past the per-account failure threshold.',
  })
  async login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<AuthPayload> {
    const auth = ctx.services.auth;
    const client = await auth.client(ctx.em, input.clientId, 'password');
    return toAuthPayload(
      await auth.login(ctx.em, { ...input, client }, { ip: ctx.ip ?? 'unknown', userAgent: ctx.userAgent }),
    );
  }

  @Mutation(() => AuthPayload, {
    description: 'Uses a refresh token up and answers the next pair (rotation with reuse detection).',
  })
  async refreshToken(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RefreshInput) input: RefreshInput,
  ): Promise<AuthPayload> {
    const auth = ctx.services.auth;
    const client = await auth.client(ctx.em, input.clientId, 'refresh_token');
    return toAuthPayload(
      await auth.refresh(ctx.em, input.refreshToken, client, { ip: ctx.ip ?? 'unknown', userAgent: ctx.userAgent }),
    );
  }

  @Mutation(() => Boolean, { description: 'Ends the session of the given refresh token.' })
  async logout(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LogoutInput, { nullable: true }) input?: LogoutInput,
  ): Promise<boolean> {
    await ctx.services.auth.logout(ctx.em, input?.refreshToken, ctx.userId, ctx.sessionId);
    return true;
  }

  @Authorized()
  @Query(() => SessionUser, { description: 'The signed-in user with roles and permission codes.' })
  me(@Ctx() ctx: RequestContext): SessionUser {
    return toSessionUser(requireUser(ctx));
  }

  @Authorized()
  @Query(() => [MenuNode], { description: "The signed-in user's menu tree (granted menus their roles may see)." })
  async myMenus(@Ctx() ctx: RequestContext): Promise<MenuNode[]> {
    return accountService.menus(ctx);
  }

  @Authorized()
  @Query(() => User, { description: 'Own profile (/info/index, /accountinfo/index).' })
  async myProfile(@Ctx() ctx: RequestContext): Promise<User> {
    return accountService.profile(ctx);
  }

  @Authorized()
  @Mutation(() => User, { description: "Changes the signed-in user's own profile." })
  async updateMyProfile(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ProfileInput) input: ProfileInput,
  ): Promise<User> {
    return accountService.updateProfile(ctx, input);
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description: 'Changes the password; other sessions end; answers fresh tokens for this one.',
  })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<AuthPayload> {
    return toAuthPayload(await accountService.changePassword(ctx, input));
  }

  @Mutation(() => Boolean, {
    description: 'Guest registration: waits for an administrator of the tenant to approve it.',
  })
  async register(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegisterInput) input: RegisterInput,
  ): Promise<boolean> {
    const subject = input.registrationTicket
      ? await registrationTicketSubject(ctx, input.registrationTicket, input.tenantId)
      : undefined;
    await accountService.register(ctx, input, subject);
    return true;
  }

  @Authorized(REGISTRATION_CODES.view)
  @Query(() => UserPage, { description: 'Registrations waiting for approval, oldest first.' })
  async registrations(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => RegistrationFilter, { nullable: true }) filter?: RegistrationFilter,
  ): Promise<UserPage> {
    return accountService.registrations(ctx, pageRequest(page), filter);
  }

  @Authorized(REGISTRATION_CODES.audit)
  @Mutation(() => Int, { description: 'Approves registrations waiting for approval; answers how many.' })
  async approveRegistrations(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemoveInput) input: RemoveInput,
  ): Promise<number> {
    return accountService.approve(ctx, input.ids);
  }

  @Authorized(REGISTRATION_CODES.audit)
  @Mutation(() => Int, {
    description: 'Rejects registrations waiting for approval (optional remark); answers how many.',
  })
  async rejectRegistrations(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RejectRegistrationsInput) input: RejectRegistrationsInput,
  ): Promise<number> {
    return accountService.reject(ctx, input.ids, input.remark);
  }
}
