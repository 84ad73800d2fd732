import { TENANT_FILTER } from '../../db/filters.js';
import { activeTenant, grantedMenus, rolesOf } from '../../engine/access/access.service.js';
import { buildTree, visibleMenus } from '../../engine/access/menu-tree.js';
import { requireUser } from '../../engine/access/permissions.js';
import { Role } from '../../engine/access/role.entity.js';
import { usual } from '../../engine/audit/audit.service.js';
import type { IssuedTokens } from '../../engine/auth/auth.service.js';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem, verifyPassword } from '../../engine/auth/password.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, duplicate, notFound } from '../../engine/errors/domain-error.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type ProfileInput,
  type RegisterInput,
  type RegistrationFilter,
} from './auth.inputs.js';
import { type MenuNode, toMenuNodes } from './auth.types.js';
import { limit } from '../../engine/limits/limit.js';
import { findPage } from '../../engine/crud/find-page.js';

/** Role alias given to approved guest registrations. */
export const GUEST_ROLE = 'guest';

export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{2,64}$/;

/** The signed-in user's own account: menus, profile, password, and guest registration with its approval. */
export class AccountService {
  /** The user's menu tree: granted menus their roles may see (SPEC section 6). */
  async menus(ctx: RequestContext): Promise<MenuNode[]> {
    const user = requireUser(ctx);
    const roles = await rolesOf(ctx.em, { tenantId: user.tenantId, roleIds: user.roleIds });
    return toMenuNodes(buildTree(visibleMenus(await grantedMenus(ctx.em, roles), user)));
  }

  async profile(ctx: RequestContext): Promise<User> {
    const me = requireUser(ctx);
    const user = await ctx.em.findOne(User, { id: me.id }, { filters: { [TENANT_FILTER]: { tenantId: me.tenantId } } });
    if (!user) throw notFound('用户不存在');
    return user;
  }

  async updateProfile(ctx: RequestContext, input: ProfileInput): Promise<User> {
    const user = await this.profile(ctx);
    for (const key of [
      'avatar',
      'realName',
      'phone',
      'email',
      'awardName',
      'companyName',
      'projectName',
      'referee',
    ] as const) {
      if (input[key] !== undefined) user[key] = input[key]?.trim() || undefined;
    }
    user.updateUser = user.id;
    await ctx.em.flush();
    return user;
  }

  /** Changes the password; every other session ends (refresh tokens revoked, older access tokens refused). */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<IssuedTokens> {
    const user = await this.profile(ctx);
    if (input.newPassword !== input.newPassword1)
      throw badInput(PASSWORD_MESSAGES.mismatch, [{ field: 'newPassword1', message: PASSWORD_MESSAGES.mismatch }]);
    const problem = passwordProblem(input.newPassword, user);
    if (problem) throw badInput(problem, [{ field: 'newPassword', message: problem }]);
    await limit(ctx, 'passwordCheckUser', user.id);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
      throw badInput(PASSWORD_MESSAGES.oldWrong, [{ field: 'oldPassword', message: PASSWORD_MESSAGES.oldWrong }]);
    if (input.oldPassword === input.newPassword)
      throw badInput(PASSWORD_MESSAGES.sameAsOld, [{ field: 'newPassword', message: PASSWORD_MESSAGES.sameAsOld }]);
    user.passwordHash = await hashPassword(input.newPassword);
    await ctx.services.auth.revokeUser(ctx.em, user);
    await ctx.em.flush();
    const client = await ctx.services.auth.client(ctx.em, ctx.user!.clientId, 'refresh_token');
    return ctx.services.auth.issue(ctx.em, user, client);
  }

  /**
   * Guest registration (SPEC sections 4 and 5): the account waits (status 2) for an administrator of the
   * tenant to approve it. `externalSubject` links it to the external login site when the ticket said so.
   */
  async register(ctx: RequestContext, input: RegisterInput, externalSubject?: string): Promise<User> {
    await limit(ctx, 'registerIp', ctx.ip ?? 'unknown');
    const tenantId = input.tenantId.trim();
    const account = input.account.trim();
    if (!ACCOUNT_PATTERN.test(account))
      throw badInput(ACCOUNT_MESSAGES.accountInvalid, [{ field: 'account', message: ACCOUNT_MESSAGES.accountInvalid }]);
    if (input.password !== input.confirmPassword)
      throw badInput(ACCOUNT_MESSAGES.passwordMismatch, [
        { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordMismatch },
      ]);
    const problem = passwordProblem(input.password, { account, realName: input.realName });
    if (problem) throw badInput(problem, [{ field: 'password', message: problem }]);
    if (!(await activeTenant(ctx.em, tenantId)))
      throw badInput('租户编号不存在或已停用', [{ field: 'tenantId', message: '租户编号不存在或已停用' }]);
    const filters = { [TENANT_FILTER]: { tenantId } };
    if (await ctx.em.count(User, { account }, { filters })) throw duplicate(ACCOUNT_MESSAGES.accountTaken, 'account');
    const guest = await ctx.em.findOne(Role, { roleAlias: GUEST_ROLE }, { filters });
    const user = ctx.em.create(User, {
      tenantId,
      account,
      passwordHash: await hashPassword(input.password),
      realName: input.realName?.trim() || undefined,
      phone: input.phone?.trim() || undefined,
      email: input.email?.trim() || undefined,
      roleIds: guest ? [guest.id] : [],
      status: USER_STATUS.pending,
      externalSubject,
    });
    try {
      await ctx.em.flush();
    } catch (e) {
      ctx.em.clear();
      if ((e as { name?: string }).name === 'UniqueConstraintViolationException')
        throw duplicate(ACCOUNT_MESSAGES.accountTaken, 'account');
      throw e;
    }
    ctx.log.info({ tenantId, account }, 'guest registration submitted');
    return user;
  }

  async registrations(ctx: RequestContext, req: PageRequest, filter: RegistrationFilter = {}): Promise<Page<User>> {
    const where: Record<string, unknown> = { status: USER_STATUS.pending };
    if (filter.account?.trim()) where.account = { $ilike: likeText(filter.account.trim()) };
    const [records, total] = await findPage(ctx.em, User, where, {
      orderBy: { createTime: 'asc' },
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  /** Approves waiting registrations of the current tenant; respects the tenant's account quota. */
  async approve(ctx: RequestContext, ids: string[]): Promise<number> {
    const users = await this.pending(ctx, ids);
    const tenant = await ctx.em.findOne(Tenant, { tenantId: ctx.tenantId });
    if (tenant && tenant.accountNumber >= 0) {
      const active = await ctx.em.count(User, { status: USER_STATUS.active });
      if (active + users.length > tenant.accountNumber) throw badInput(ACCOUNT_MESSAGES.quotaReached);
    }
    for (const u of users) {
      u.status = USER_STATUS.active;
      u.reviewRemark = undefined;
      u.updateUser = ctx.userId;
    }
    await ctx.em.flush();
    if (users.length)
      usual(ctx, { logId: 'registration_approve', logData: `注册审核通过：${users.map((u) => u.account).join('、')}` });
    return users.length;
  }

  async reject(ctx: RequestContext, ids: string[], remark?: string): Promise<number> {
    const users = await this.pending(ctx, ids);
    for (const u of users) {
      u.status = USER_STATUS.rejected;
      u.reviewRemark = remark?.trim() || undefined;
      u.updateUser = ctx.userId;
    }
    await ctx.em.flush();
    if (users.length)
      usual(ctx, {
        logId: 'registration_reject',
        logData: `注册审核驳回：${users.map((u) => u.account).join('、')}${remark?.trim() ? `（${remark.trim()}）` : ''}`,
      });
    return users.length;
  }

  private async pending(ctx: RequestContext, ids: string[]): Promise<User[]> {
    const wanted = [...new Set(ids.map((i) => i.trim()).filter(Boolean))];
    if (wanted.length === 0) throw badInput('请选择至少一条数据');
    return ctx.em.find(User, { id: { $in: wanted }, status: USER_STATUS.pending });
  }
}

export const accountService = new AccountService();
