import type { FilterQuery } from '@mikro-orm/core';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import type { Request } from 'express';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Resolver } from 'type-graphql';
import { Dept } from '../../engine/access/dept.entity.js';
import { resourceCodes } from '../../engine/access/permissions.js';
import { Role } from '../../engine/access/role.entity.js';
import { usual } from '../../engine/audit/audit.service.js';
import { hashPassword, passwordProblem } from '../../engine/auth/password.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, duplicate, forbidden, notFound } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc, queryFilter } from '../../engine/rest/filters.js';
import { idList, noteQuery, queryPage, requestParams } from '../../engine/rest/query.js';
import { PAGE_QUERY, route, unsupportedRoutes } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { ACCOUNT_MESSAGES, ChangePasswordInput, ProfileInput } from './auth.inputs.js';
import { REGISTRATION_CODES } from './auth.resolver.js';
import { bladeTokenBody } from './auth.rest.js';
import { accountService, ACCOUNT_PATTERN } from './account.service.js';
import { keepsAdmin, LOCKOUT_MESSAGE } from './role.resource.js';
import { Post } from './post.entity.js';
import { USER_EXPORT } from './transfer/exports.js';

export const USER_CODES = resourceCodes('user');
export const USER_RESET_CODE = 'user_reset';

@InputType()
export class UserInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String, { description: 'The account (login name, up to 64 characters), unique in the tenant.' })
  @RequiredText('请输入登录账号', 64)
  account!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Required when creating; ignored when updating (use resetUserPassword).',
  })
  @OptionalText(128)
  password?: string;
  @Field(() => String, { nullable: true }) @OptionalText(64) realName?: string;
  @Field(() => String, { nullable: true, description: 'Phone number (up to 32 characters).' })
  @OptionalText(32)
  phone?: string;
  @Field(() => String, { nullable: true }) @OptionalText(128) email?: string;
  @Field(() => String, { nullable: true, description: 'Avatar image URL (up to 500 characters).' })
  @OptionalText(500)
  avatar?: string;
  @Field(() => ID, { nullable: true, description: "Id of the user's department." })
  @IsOptional()
  @IsString()
  deptId?: string;
  @Field(() => [ID], { nullable: true, description: "Ids of the user's posts (at most 50)." })
  @IsOptional()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  postIds?: string[];
  @Field(() => [ID], { description: "Ids of the user's roles (at most 50)." })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  roleIds!: string[];
  @Field(() => Int, { nullable: true, description: '1 active, 0 disabled.' })
  @IsOptional()
  @IsIn([0, 1], { message: '状态不正确' })
  status?: number;
  @Field(() => String, { nullable: true }) @OptionalText() awardName?: string;
  @Field(() => String, { nullable: true, description: 'Company name (profile).' }) @OptionalText() companyName?: string;
  @Field(() => String, { nullable: true, description: 'Project name (profile).' }) @OptionalText() projectName?: string;
  @Field(() => String, { nullable: true }) @OptionalText() referee?: string;
}

@InputType()
export class UserFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only accounts containing this text.' })
  @IsOptional()
  @IsString()
  account?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() realName?: string;
  @Field(() => ID, { nullable: true, description: 'Only users of this department.' })
  @IsOptional()
  @IsString()
  deptId?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() status?: number;
  /** REST only (BladeX's page): users of any of these departments; set from `deptId` and its descendants. */
  deptIds?: string[];
}

@InputType({ description: 'A new password set by an administrator.' })
export class ResetPasswordInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { description: 'The new password (up to 128 characters).' })
  @RequiredText('请输入新密码', 128)
  password!: string;
}

/** The legacy grant call (userIds, roleIds): replaces the roles of the users. */
@InputType()
export class UserGrantInput {
  @Field(() => [ID])
  @ArrayMinSize(1, { message: '请选择至少一个用户' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  userIds!: string[];
  @Field(() => [ID])
  @ArrayMinSize(1, { message: '请选择至少一个角色' })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  roleIds!: string[];
}

/** The legacy reset-password call: the users (userIds, or one id) and the new password chosen by the administrator. */
@InputType()
export class ResetPasswordsInput {
  @Field(() => [ID])
  @ArrayMinSize(1, { message: '请选择至少一个用户' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  userIds!: string[];
  @Field(() => String) @RequiredText('请输入新密码', 128) password!: string;
}

/** The users of the legacy unlock call. */
@InputType()
export class UserIdsInput {
  @Field(() => [ID])
  @ArrayMinSize(1, { message: '请选择至少一个用户' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  userIds!: string[];
}

/** The answer of BladeX's platform-detail and update-platform. */
export const USER_PLATFORM_UNSUPPORTED = '本系统不区分用户平台（userType、userExt），用户资料请用 detail 和 update';

/** BladeX's audit-refuse: the users and an optional reason the applicant sees. */
@InputType()
export class AuditRefuseInput extends UserIdsInput {
  @Field(() => String, { nullable: true, description: 'Why the registration is refused.' })
  @OptionalText()
  remark?: string;
}

/** true when registrations were decided; none of the chosen users waiting is a clear refusal, not `false`. */
function noneWaiting(count: number): true {
  if (count === 0) throw badInput('所选用户没有待审核的注册');
  return true;
}

/** A user as an edit input (the fields `assign` writes), to save a change of one part through `submit`. */
function userInputOf(user: User): UserInput {
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
    deptId: user.deptId,
    postIds: user.postIds,
    roleIds: user.roleIds,
    status: user.status,
    awardName: user.awardName,
    companyName: user.companyName,
    projectName: user.projectName,
    referee: user.referee,
  };
}

/**
 * Users of the current tenant. Lock-out protection: nobody can delete or disable their own account, and an
 * administrator cannot take their own last administrator role away.
 */
class UserService extends CrudService<User, UserInput, UserFilter> {
  constructor() {
    super({
      entity: User,
      notFoundMessage: '用户不存在',
      uniqueViolation: () => duplicate(ACCOUNT_MESSAGES.accountTaken, 'account'),
      dataScope: { resourceCode: 'user', columns: { owner: 'createUser', dept: 'deptId' } },
    });
  }

  override where(filter: UserFilter = {}): FilterQuery<User> {
    const where = textWhere(filter as Record<string, unknown>, ['account', 'realName'], ['deptId']);
    if (filter.deptIds) where.deptId = { $in: filter.deptIds };
    // Registrations waiting for approval have their own screen.
    where.status = filter.status ?? { $in: [USER_STATUS.active, USER_STATUS.disabled] };
    return where as FilterQuery<User>;
  }

  protected override async validate(ctx: RequestContext, input: UserInput, existing?: User): Promise<void> {
    const account = input.account.trim();
    if (!ACCOUNT_PATTERN.test(account))
      throw badInput(ACCOUNT_MESSAGES.accountInvalid, [{ field: 'account', message: ACCOUNT_MESSAGES.accountInvalid }]);
    if (await ctx.em.count(User, { account, ...(existing ? { id: { $ne: existing.id } } : {}) }))
      throw duplicate(ACCOUNT_MESSAGES.accountTaken, 'account');
    if (!existing) {
      const problem = input.password
        ? passwordProblem(input.password, { account, realName: input.realName, companyName: input.companyName })
        : '请输入密码';
      if (problem) throw badInput(problem, [{ field: 'password', message: problem }]);
      const tenant = await ctx.em.findOne(Tenant, { tenantId: ctx.tenantId });
      if (
        tenant &&
        tenant.accountNumber >= 0 &&
        (await ctx.em.count(User, { status: { $ne: USER_STATUS.rejected } })) >= tenant.accountNumber
      ) {
        throw badInput(ACCOUNT_MESSAGES.quotaReached);
      }
    }
    const roleIds = [...new Set(input.roleIds)];
    if (roleIds.length && (await ctx.em.count(Role, { id: { $in: roleIds } })) !== roleIds.length)
      throw badInput('角色不存在', [{ field: 'roleIds', message: '角色不存在' }]);
    if (input.deptId && !(await ctx.em.count(Dept, { id: input.deptId })))
      throw badInput('机构不存在', [{ field: 'deptId', message: '机构不存在' }]);
    const postIds = [...new Set(input.postIds ?? [])];
    if (postIds.length && (await ctx.em.count(Post, { id: { $in: postIds } })) !== postIds.length)
      throw badInput('岗位不存在', [{ field: 'postIds', message: '岗位不存在' }]);
    const me = ctx.user;
    if (existing && me && existing.id === me.id) {
      if (input.status === USER_STATUS.disabled) throw forbidden('不能停用自己的账号');
      if (me.isAdmin && !(await keepsAdmin(ctx, roleIds))) throw forbidden(LOCKOUT_MESSAGE);
    }
  }

  protected override assign(entity: User, input: UserInput): void {
    entity.account = input.account.trim();
    for (const key of [
      'realName',
      'phone',
      'email',
      'avatar',
      'awardName',
      'companyName',
      'projectName',
      'referee',
    ] as const)
      entity[key] = input[key]?.trim() || undefined;
    entity.deptId = input.deptId || undefined;
    entity.postIds = [...new Set(input.postIds ?? [])];
    entity.roleIds = [...new Set(input.roleIds)];
    if (input.status !== undefined && entity.status !== USER_STATUS.pending) entity.status = input.status;
  }

  override async submit(ctx: RequestContext, input: UserInput): Promise<{ entity: User; created: boolean }> {
    const hash = input.id ? undefined : await hashPassword(input.password ?? '');
    const wasActive = input.id ? (await this.detail(ctx, input.id)).status === USER_STATUS.active : false;
    const result = await super.submit(ctx, input);
    if (hash) result.entity.passwordHash = hash;
    // Disabling ends every session of the user.
    if (wasActive && result.entity.status === USER_STATUS.disabled)
      await ctx.services.auth.revokeUser(ctx.em, result.entity);
    await this.flush(ctx);
    return result;
  }

  protected override async beforeRemove(ctx: RequestContext, rows: User[]): Promise<void> {
    if (ctx.user && rows.some((r) => r.id === ctx.user!.id)) throw forbidden('不能删除自己的账号');
    for (const row of rows) await ctx.services.auth.revokeUser(ctx.em, row);
  }

  /**
   * Replaces the roles of users (the legacy grant call): each user is saved through `submit`, so the same rules
   * apply as to an edit (roles must exist, nobody takes their own last administrator role away).
   */
  async grant(ctx: RequestContext, input: UserGrantInput): Promise<number> {
    const users = await this.usersOf(ctx, input.userIds);
    for (const user of users) await this.submit(ctx, { ...userInputOf(user), roleIds: input.roleIds });
    usual(ctx, { logId: 'user_grant', logData: `用户角色设置：${users.map((u) => u.account).join('、')}` });
    return users.length;
  }

  /** Clears the failed sign-in counters of users (the legacy unlock call): they may sign in again at once. */
  async unlock(ctx: RequestContext, userIds: string[]): Promise<number> {
    const users = await this.usersOf(ctx, userIds);
    for (const user of users) {
      // The key the sign-in throttle counts failed attempts under (engine/auth: tenant id | lower-case account).
      await ctx.services.limits?.reset('loginAccount', `${user.tenantId}|${user.account.toLowerCase()}`);
      await ctx.services.limits?.reset('passwordCheckUser', user.id);
    }
    usual(ctx, { logId: 'user_unlock', logData: `用户解锁：${users.map((u) => u.account).join('、')}` });
    return users.length;
  }

  /** Users of the current tenant (within the data scope) by id; every id must be found. */
  private async usersOf(ctx: RequestContext, ids: string[]): Promise<User[]> {
    const wanted = [...new Set(ids)];
    const users = await ctx.em.find(User, {
      $and: [{ id: { $in: wanted } }, await this.scopedWhere(ctx, { status: undefined } as UserFilter)],
    } as FilterQuery<User>);
    if (users.length !== wanted.length) throw notFound('用户不存在');
    return users;
  }

  /** Sets a new password chosen by an administrator; the user's sessions end. */
  async resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<boolean> {
    const user = await ctx.em.findOne(User, { id: input.id });
    if (!user) throw notFound('用户不存在');
    const problem = passwordProblem(input.password, user);
    if (problem) throw badInput(problem, [{ field: 'password', message: problem }]);
    user.passwordHash = await hashPassword(input.password);
    await ctx.services.auth.revokeUser(ctx.em, user);
    await this.flush(ctx);
    usual(ctx, { logId: 'user_password_reset', logData: `重置用户密码：${user.account}` });
    return true;
  }
}

export const userService = new UserService();

const UserCrudResolver = crudResolver({
  entity: User,
  input: UserInput,
  filter: UserFilter,
  service: userService,
  names: { one: 'user', many: 'users' },
  codes: USER_CODES,
});

@Resolver(() => User)
export class UserResolver extends UserCrudResolver {
  @Authorized(USER_RESET_CODE)
  @Mutation(() => Boolean, { description: "Sets a user's password; their sessions end." })
  async resetUserPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
  ): Promise<boolean> {
    return userService.resetPassword(ctx, input);
  }
}

/** The filter of the REST user list and export: account, realName, deptId, status (1 active, 0 disabled). */
function userRestFilter(req: Parameters<typeof queryFilter>[0]): UserFilter {
  noteQuery(req, 'status', { type: 'integer', enum: [0, 1] });
  const { status, ...rest } = queryFilter(req, ['account', 'realName', 'deptId', 'status']);
  return { ...rest, ...(status === '0' || status === '1' ? { status: Number(status) } : {}) } as UserFilter;
}

/**
 * A legacy user body: BladeX's comma-separated `roleId`, `postId` (and a `deptId` list, of which the first is
 * kept) mapped to the input's `roleIds`, `postIds` and `deptId`.
 */
function userBody(req: Request): unknown {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out = { ...(body as Record<string, unknown>) };
  if (out.roleIds === undefined && typeof out.roleId === 'string') out.roleIds = idList(out.roleId);
  if (out.postIds === undefined && typeof out.postId === 'string') out.postIds = idList(out.postId);
  if (typeof out.deptId === 'string' && out.deptId.includes(',')) out.deptId = out.deptId.split(',')[0];
  return out;
}

/** The id and the ids of every row below it in a tree. */
function descendantIds(rows: { id: string; parentId?: string | null }[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++)
    for (const r of rows) if (r.parentId === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}

/** BladeX's user module answers under /blade-system/user and (older front ends) /blade-user. */
const USER_BASES = ['/blade-system/user', '/blade-user'] as const;

export const registerUserRest: RestRegistration = (deps) => {
  for (const base of USER_BASES) {
    crudRest({
      base,
      service: userService,
      input: UserInput,
      codes: USER_CODES,
      filter: userRestFilter,
      body: userBody,
      ...(base === '/blade-system/user'
        ? { exporting: { definition: USER_EXPORT, paths: [`${base}/export-user`] } }
        : {}),
    })(deps);
    // BladeX's page (the list with the department filter) and user-list (every user of the filter, no paging).
    route(
      deps,
      'GET',
      `${base}/page`,
      { any: [USER_CODES.view] },
      async (req, res, ctx) => {
        const filter = userRestFilter(req);
        // BladeX's page: a department's users include those of the departments below it.
        if (filter.deptId) {
          filter.deptIds = descendantIds(await ctx.em.find(Dept, {}), filter.deptId);
          delete filter.deptId;
        }
        sendOk(res, pageToRest(await userService.list(ctx, queryPage(req), filter)));
      },
      {
        query: { ...PAGE_QUERY, ...filterQueryDoc(userRestFilter), deptId: '机构主键（含下级机构的用户）' },
        data: { page: User },
      },
    );
    route(
      deps,
      'GET',
      `${base}/user-list`,
      { any: [USER_CODES.view] },
      async (req, res, ctx) => {
        sendOk(res, (await userService.all(ctx, userRestFilter(req))).map(toRest));
      },
      { query: filterQueryDoc(userRestFilter), data: { list: User } },
    );
    // update: an edit of an existing user (submit with an id), with the rules of the GraphQL edit.
    route(
      deps,
      'POST',
      `${base}/update`,
      { any: [USER_CODES.edit] },
      async (req, res, ctx) => {
        const input = await validateInput(UserInput, userBody(req));
        if (!input.id) throw badInput('请选择要修改的用户', [{ field: 'id', message: '请选择要修改的用户' }]);
        sendOk(res, toRest((await userService.submit(ctx, input)).entity), '更新成功');
      },
      { body: UserInput, data: { type: User } },
    );
    route(
      deps,
      'POST',
      `${base}/grant`,
      { any: [USER_CODES.edit] },
      async (req, res, ctx) => {
        const p = requestParams(req);
        const input = await validateInput(UserGrantInput, { userIds: idList(p.userIds), roleIds: idList(p.roleIds) });
        sendOk(res, (await userService.grant(ctx, input)) > 0, '操作成功');
      },
      { query: { userIds: '用户主键，逗号分隔', roleIds: '角色主键，逗号分隔' }, body: UserGrantInput },
    );
    // The administrator chooses the new password (there is no shared initial password); `id` works for one user.
    route(
      deps,
      'POST',
      `${base}/reset-password`,
      { any: [USER_RESET_CODE] },
      async (req, res, ctx) => {
        const p = requestParams(req);
        if (p.userIds === undefined && p.id !== undefined) {
          // One user by `id` (the GraphQL resetUserPassword input).
          await userService.resetPassword(
            ctx,
            await validateInput(ResetPasswordInput, { id: p.id, password: p.password }),
          );
        } else {
          const input = await validateInput(ResetPasswordsInput, { userIds: idList(p.userIds), password: p.password });
          for (const id of new Set(input.userIds))
            await userService.resetPassword(ctx, { id, password: input.password });
        }
        sendOk(res, true, '重置密码成功');
      },
      { query: { userIds: '用户主键，逗号分隔' }, body: ResetPasswordsInput },
    );
    route(
      deps,
      'POST',
      `${base}/unlock`,
      { any: [USER_CODES.edit] },
      async (req, res, ctx) => {
        const input = await validateInput(UserIdsInput, { userIds: idList(requestParams(req).userIds) });
        sendOk(res, (await userService.unlock(ctx, input.userIds)) > 0, '操作成功');
      },
      { query: { userIds: '用户主键，逗号分隔' }, body: UserIdsInput },
    );
    // BladeX's registration audit: guest registrations waiting for approval are approved or refused (注册审核).
    route(
      deps,
      'POST',
      `${base}/audit-pass`,
      { any: [REGISTRATION_CODES.audit] },
      async (req, res, ctx) => {
        const input = await validateInput(UserIdsInput, { userIds: idList(requestParams(req).userIds) });
        sendOk(res, noneWaiting(await accountService.approve(ctx, input.userIds)), '审核通过');
      },
      { query: { userIds: '用户主键，逗号分隔' }, body: UserIdsInput },
    );
    route(
      deps,
      'POST',
      `${base}/audit-refuse`,
      { any: [REGISTRATION_CODES.audit] },
      async (req, res, ctx) => {
        const p = requestParams(req);
        const input = await validateInput(AuditRefuseInput, { userIds: idList(p.userIds), remark: p.remark });
        sendOk(res, noneWaiting(await accountService.reject(ctx, input.userIds, input.remark)), '审核驳回');
      },
      { query: { userIds: '用户主键，逗号分隔', remark: '驳回理由（可选）' }, body: AuditRefuseInput },
    );
    // BladeX's per-platform user extension (userType, userExt) has no counterpart: the calls answer so.
    unsupportedRoutes(deps, { any: [USER_CODES.view] }, USER_PLATFORM_UNSUPPORTED, [
      ['GET', `${base}/platform-detail`],
      ['POST', `${base}/update-platform`],
    ]);
    // The signed-in user's own account: info, update-info and update-password (the GraphQL myProfile,
    // updateMyProfile and changePassword).
    route(
      deps,
      'GET',
      `${base}/info`,
      'user',
      async (_req, res, ctx) => {
        sendOk(res, toRest(await accountService.profile(ctx)));
      },
      { data: { type: User } },
    );
    route(
      deps,
      'POST',
      `${base}/update-info`,
      'user',
      async (req, res, ctx) => {
        sendOk(
          res,
          toRest(await accountService.updateProfile(ctx, await validateInput(ProfileInput, req.body))),
          '修改成功',
        );
      },
      { body: ProfileInput, data: { type: User } },
    );
    // The other sessions end; `data` holds fresh tokens for this one (as the token endpoint answers them).
    route(
      deps,
      'POST',
      `${base}/update-password`,
      'user',
      async (req, res, ctx) => {
        const p = requestParams(req);
        const input = await validateInput(ChangePasswordInput, {
          oldPassword: p.oldPassword,
          newPassword: p.newPassword,
          newPassword1: p.newPassword1,
        });
        sendOk(res, bladeTokenBody(await accountService.changePassword(ctx, input)), '修改密码成功');
      },
      {
        query: { oldPassword: '原密码', newPassword: '新密码', newPassword1: '确认新密码' },
        body: ChangePasswordInput,
      },
    );
  }
};
