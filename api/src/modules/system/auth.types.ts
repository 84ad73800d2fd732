import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import type { IssuedTokens } from '../../engine/auth/auth.service.js';
import { type CurrentUser } from '../../engine/access/current-user.js';
import type { TreeNode } from '../../engine/access/menu-tree.js';
import type { Menu } from '../../engine/access/menu.entity.js';

/** A node of the signed-in user's menu tree (SPEC section 3 "Menu props": label, path, icon, children, meta). */
@ObjectType({ description: 'A node of the signed-in user\'s menu tree (SPEC section 3 "Menu props").' })
export class MenuNode {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Permission code of the menu.' })
  code!: string;

  @Field(() => String, { description: 'label' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'English label (English mode); empty: the name.' })
  nameEn?: string;

  @Field(() => String, { nullable: true, description: 'Route path of the menu.' })
  path?: string;

  @Field(() => String, { nullable: true, description: 'icon' })
  source?: string;

  @Field(() => Int)
  sort!: number;

  @Field(() => Boolean, { description: 'meta.isAuth: false makes the route open.' })
  isAuth!: boolean;

  @Field(() => Boolean, { description: 'meta.isTab: false opens no tab.' })
  isTab!: boolean;

  @Field(() => [String], {
    description: 'meta.roles: role aliases that see the menu; empty means every role granted it.',
  })
  roles!: string[];

  @Field(() => [MenuNode], { description: 'The child menus, in sort order.' })
  children!: MenuNode[];
}

export function toMenuNodes(tree: TreeNode<Menu>[]): MenuNode[] {
  return tree.map(({ item, children }) => ({
    id: item.id,
    code: item.code,
    name: item.name,
    nameEn: item.nameEn,
    path: item.path,
    source: item.source,
    sort: item.sort,
    isAuth: item.isAuth,
    isTab: item.isTab,
    roles: item.roles,
    children: toMenuNodes(children),
  }));
}

/** The signed-in user as the client's session keeps it (SPEC section 3 "User session"). */
@ObjectType({
  description: 'The signed-in user as the client’s session keeps it: who, which tenant, roles and permissions.',
})
export class SessionUser {
  @Field(() => ID, { description: 'Id of the user.' })
  id!: string;

  @Field(() => String, { description: 'Login account name.' })
  account!: string;

  @Field(() => String, { nullable: true, description: 'The user’s real name.' })
  realName?: string;

  @Field(() => String, { nullable: true, description: 'Link of the avatar image.' })
  avatar?: string;

  @Field(() => String, { description: 'The user’s own tenant (six-digit tenant code).' })
  tenantId!: string;

  @Field(() => ID, { nullable: true, description: 'Id of the user’s department.' })
  deptId?: string;

  @Field(() => String, {
    description: 'award or account: decided by the department; picks the info page and logo title.',
  })
  loginType!: string;

  @Field(() => [String], { description: 'Role aliases.' })
  roles!: string[];

  @Field(() => [String], { description: 'Permission codes; "*" is the all-permission tag.' })
  permissions!: string[];
}

export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    avatar: user.avatar,
    tenantId: user.tenantId,
    deptId: user.deptId,
    loginType: user.loginType,
    roles: user.roleAliases,
    permissions: [...user.permissions].sort(),
  };
}

@ObjectType({ description: 'The tokens of a sign-in or refresh, and the session user.' })
export class AuthPayload {
  @Field(() => String, { description: 'The access token (JWT), sent as Authorization: Bearer.' })
  accessToken!: string;

  @Field(() => String, { description: 'The refresh token (mutation refreshToken); one use.' })
  refreshToken!: string;

  @Field(() => String, { description: 'Always bearer.' })
  tokenType!: string;

  @Field(() => Int, { description: 'Access token lifetime in seconds.' })
  expiresIn!: number;

  @Field(() => SessionUser, { description: 'The signed-in user.' })
  user!: SessionUser;
}

export function toAuthPayload(issued: IssuedTokens): AuthPayload {
  return {
    accessToken: issued.accessToken,
    refreshToken: issued.refreshToken,
    tokenType: 'bearer',
    expiresIn: issued.expiresIn,
    user: toSessionUser(issued.user),
  };
}

@ObjectType({ description: '验证码' })
export class CaptchaImage {
  @Field(() => String, { description: 'Send back as captchaKey (GraphQL) or the Captcha-Key header (legacy).' })
  key!: string;

  @Field(() => String, { description: 'The picture, an SVG data URL.' })
  image!: string;
}

/** A new captcha for the caller; rate limited per address. */
export async function issueCaptcha(ctx: RequestContext): Promise<CaptchaImage> {
  const { limits, captchas } = ctx.services;
  if (!limits || !captchas) throw new Error('captchas are not configured');
  await limits.consume('captchaIp', ctx.ip ?? 'unknown');
  const { key, image } = captchas.issue();
  return { key, image };
}
