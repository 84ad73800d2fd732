import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { grantedMenus, rolesOf } from '../../engine/access/access.service.js';
import { ALL_PERMISSIONS, type CurrentUser } from '../../engine/access/current-user.js';
import type { Menu } from '../../engine/access/menu.entity.js';
import { requireUser } from '../../engine/access/permissions.js';
import { PersonalAccessToken } from '../../engine/auth/personal-token.entity.js';
import { newPersonalToken, PAT_PREFIX } from '../../engine/auth/personal-tokens.js';
import { sha256 } from '../../engine/auth/tokens.js';
import type { RequestContext } from '../../engine/context.js';
import { badInput, forbidden, notFound } from '../../engine/errors/domain-error.js';
import { RequiredText } from '../../engine/validation/rules.js';
import { USER_CODES } from './user.resource.js';

/** Expiry choices in days (the screen offers these, or a date). */
export const PAT_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** A person may hold this many live tokens at once. */
export const PAT_MAX_LIVE = 20;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const PAT_MESSAGES = {
  viaToken: '不能使用访问令牌管理访问令牌，请登录后操作',
  expiryRequired: '请选择有效期',
  expiryInvalid: '过期日期不正确，须在今天之后一年以内',
  codeNotHeld: '只能选择本人拥有的权限',
  tooMany: `有效的访问令牌最多 ${PAT_MAX_LIVE} 个，请先撤销不用的令牌`,
  notFound: '访问令牌不存在',
} as const;

@InputType({ description: 'A new personal access token: its name, expiry (days or a date, Beijing time) and codes.' })
export class CreatePersonalAccessTokenInput {
  @Field(() => String, { description: '令牌名称' })
  @RequiredText('请输入令牌名称', 64)
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Days until it expires: 7, 30, 90 or 365.' })
  @IsOptional()
  @IsInt({ message: '有效期不正确' })
  @IsIn(PAT_EXPIRY_DAYS, { message: '有效期只能是 7、30、90 或 365 天' })
  expiresInDays?: number;

  @Field(() => String, { nullable: true, description: 'Or the last day it is valid (YYYY-MM-DD, Beijing time).' })
  @IsOptional()
  @IsString({ message: PAT_MESSAGES.expiryInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: PAT_MESSAGES.expiryInvalid })
  expiresOn?: string;

  @Field(() => [String], { description: 'Permission codes (menu and button codes) the token may use.' })
  @ArrayMinSize(1, { message: '请至少选择一项权限' })
  @ArrayMaxSize(500, { message: '选择的权限过多' })
  @IsString({ each: true, message: '权限编号不正确' })
  codes!: string[];
}

@ObjectType({ description: 'A token just created: the token itself (shown this once only) and its record.' })
export class CreatedPersonalAccessToken {
  @Field(() => String, { description: 'The token (zxp_...). It is not stored and cannot be shown again.' })
  token!: string;
  @Field(() => PersonalAccessToken, { description: 'The token created (without its secret).' })
  record!: PersonalAccessToken;
}

@ObjectType({ description: 'A permission code the signed-in person holds and may give a token.' })
export class PermissionCodeOption {
  @Field(() => String, { description: 'Menu or button code.' }) code!: string;
  @Field(() => String, { description: 'Menu or button name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Name of the menu it belongs to.' }) parentName?: string;
  @Field(() => Int, { description: '1 menu, 2 button.' }) category!: number;
}

/** Tokens are managed from a signed-in session only: a token cannot mint or revoke tokens. */
function sessionUser(ctx: RequestContext): CurrentUser {
  const user = requireUser(ctx);
  if (user.via) throw forbidden(PAT_MESSAGES.viaToken);
  return user;
}

/** The menus and buttons whose codes the person holds (administrators: every menu). */
async function heldMenus(ctx: RequestContext, user: CurrentUser): Promise<Menu[]> {
  const menus = await grantedMenus(ctx.em, await rolesOf(ctx.em, { tenantId: user.tenantId, roleIds: user.roleIds }));
  const all = user.permissions.has(ALL_PERMISSIONS);
  return menus.filter((m) => m.code && (all || user.permissions.has(m.code)));
}

/** End of a Beijing calendar day (UTC+8, no daylight saving). */
function endOfBeijingDay(day: string): Date | undefined {
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return undefined;
  return new Date(`${day}T23:59:59.999+08:00`);
}

function expiryOf(input: CreatePersonalAccessTokenInput): Date {
  if (input.expiresInDays !== undefined && input.expiresInDays !== null)
    return new Date(Date.now() + input.expiresInDays * DAY_MS);
  if (!input.expiresOn)
    throw badInput(PAT_MESSAGES.expiryRequired, [{ field: 'expiresInDays', message: PAT_MESSAGES.expiryRequired }]);
  const at = endOfBeijingDay(input.expiresOn);
  if (!at || at.getTime() <= Date.now() || at.getTime() > Date.now() + MAX_DAYS * DAY_MS)
    throw badInput(PAT_MESSAGES.expiryInvalid, [{ field: 'expiresOn', message: PAT_MESSAGES.expiryInvalid }]);
  return at;
}

@Resolver()
export class PersonalAccessTokenResolver {
  @Authorized()
  @Query(() => [PersonalAccessToken], {
    description: "The signed-in person's tokens that are not revoked (expired ones included), newest first.",
  })
  async personalAccessTokens(@Ctx() ctx: RequestContext): Promise<PersonalAccessToken[]> {
    const user = sessionUser(ctx);
    return ctx.em.find(
      PersonalAccessToken,
      { userId: user.id, tenantId: user.tenantId, revokedAt: null },
      { orderBy: { createTime: 'desc', id: 'desc' } },
    );
  }

  @Authorized()
  @Query(() => [PermissionCodeOption], { description: 'The permission codes the signed-in person may give a token.' })
  async personalAccessTokenCodes(@Ctx() ctx: RequestContext): Promise<PermissionCodeOption[]> {
    const user = sessionUser(ctx);
    const menus = await heldMenus(ctx, user);
    const names = new Map(menus.map((m) => [m.id, m.name]));
    const seen = new Set<string>();
    return menus
      .filter((m) => !seen.has(m.code) && seen.add(m.code))
      .map((m) => ({
        code: m.code,
        name: m.name,
        parentName: m.parentId ? names.get(m.parentId) : undefined,
        category: m.category,
      }));
  }

  @Authorized()
  @Mutation(() => CreatedPersonalAccessToken, {
    description: 'Creates a personal access token limited to some of your own codes; the token is answered this once.',
  })
  async createPersonalAccessToken(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePersonalAccessTokenInput) input: CreatePersonalAccessTokenInput,
  ): Promise<CreatedPersonalAccessToken> {
    const user = sessionUser(ctx);
    const expiresAt = expiryOf(input);
    const held = new Set((await heldMenus(ctx, user)).map((m) => m.code));
    const codes = [...new Set(input.codes.map((c) => c.trim()))];
    if (codes.some((c) => !held.has(c)))
      throw badInput(PAT_MESSAGES.codeNotHeld, [{ field: 'codes', message: PAT_MESSAGES.codeNotHeld }]);
    const live = await ctx.em.count(PersonalAccessToken, {
      userId: user.id,
      tenantId: user.tenantId,
      revokedAt: null,
      expiresAt: { $gt: new Date() },
    });
    if (live >= PAT_MAX_LIVE) throw badInput(PAT_MESSAGES.tooMany);
    const token = newPersonalToken();
    const record = ctx.em.create(PersonalAccessToken, {
      tokenHash: sha256(token),
      tenantId: user.tenantId,
      userId: user.id,
      name: input.name.trim(),
      prefix: token.slice(0, PAT_PREFIX.length + 6),
      codes: codes.sort(),
      expiresAt,
    });
    await ctx.em.flush();
    return { token, record };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes one of your personal access tokens; it stops working at once.' })
  async revokePersonalAccessToken(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    const user = sessionUser(ctx);
    const revoked = await ctx.em.nativeUpdate(
      PersonalAccessToken,
      { id, userId: user.id, tenantId: user.tenantId, revokedAt: null },
      { revokedAt: new Date() },
    );
    if (revoked !== 1) throw notFound(PAT_MESSAGES.notFound);
    return true;
  }

  @Authorized(USER_CODES.edit)
  @Query(() => [PersonalAccessToken], {
    description: 'Staff (user_edit): the live tokens of a user of the tenant, to find and revoke one.',
  })
  async userPersonalAccessTokens(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => ID, { description: 'Id of the user whose tokens are listed.' }) userId: string,
  ): Promise<PersonalAccessToken[]> {
    sessionUser(ctx);
    return ctx.em.find(
      PersonalAccessToken,
      { userId, tenantId: ctx.tenantId, revokedAt: null },
      { orderBy: { createTime: 'desc', id: 'desc' } },
    );
  }

  @Authorized(USER_CODES.edit)
  @Mutation(() => Boolean, { description: 'Staff (user_edit): revokes a token of a user of the tenant.' })
  async revokeUserPersonalAccessToken(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    sessionUser(ctx);
    const revoked = await ctx.em.nativeUpdate(
      PersonalAccessToken,
      { id, tenantId: ctx.tenantId, revokedAt: null },
      { revokedAt: new Date() },
    );
    if (revoked !== 1) throw notFound(PAT_MESSAGES.notFound);
    return true;
  }
}
