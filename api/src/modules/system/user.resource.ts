import type { FilterQuery } from '@mikro-orm/core';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
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
import { queryFilter } from '../../engine/rest/filters.js';
import { route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { Tenant } from '../../engine/tenancy/tenant.entity.js';
import { ACCOUNT_MESSAGES } from './auth.inputs.js';
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
  @Field(() => String) @RequiredText('请输入登录账号', 64) account!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Required when creating; ignored when updating (use resetUserPassword).',
  })
  @OptionalText(128)
  password?: string;
  @Field(() => String, { nullable: true }) @OptionalText(64) realName?: string;
  @Field(() => String, { nullable: true }) @OptionalText(32) phone?: string;
  @Field(() => String, { nullable: true }) @OptionalText(128) email?: string;
  @Field(() => String, { nullable: true }) @OptionalText(500) avatar?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() deptId?: string;
  @Field(() => [ID], { nullable: true }) @IsOptional() @ArrayMaxSize(50) @IsString({ each: true }) postIds?: string[];
  @Field(() => [ID]) @ArrayMaxSize(50) @IsString({ each: true }) roleIds!: string[];
  @Field(() => Int, { nullable: true, description: '1 active, 0 disabled.' })
  @IsOptional()
  @IsIn([0, 1], { message: '状态不正确' })
  status?: number;
  @Field(() => String, { nullable: true }) @OptionalText() awardName?: string;
  @Field(() => String, { nullable: true }) @OptionalText() companyName?: string;
  @Field(() => String, { nullable: true }) @OptionalText() projectName?: string;
  @Field(() => String, { nullable: true }) @OptionalText() referee?: string;
}

@InputType()
export class UserFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() account?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() realName?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() deptId?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() status?: number;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String) @RequiredText('请输入新密码', 128) password!: string;
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
  const { status, ...rest } = queryFilter(req, ['account', 'realName', 'deptId', 'status']);
  return { ...rest, ...(status === '0' || status === '1' ? { status: Number(status) } : {}) } as UserFilter;
}

export const registerUserRest: RestRegistration = (deps) => {
  crudRest({
    base: '/blade-system/user',
    service: userService,
    input: UserInput,
    codes: USER_CODES,
    filter: userRestFilter,
    exporting: { definition: USER_EXPORT, paths: ['/blade-system/user/export-user'] },
  })(deps);
  route(
    deps,
    'POST',
    '/blade-system/user/reset-password',
    { any: [USER_RESET_CODE] },
    async (req, res, ctx) => {
      sendOk(res, await userService.resetPassword(ctx, await validateInput(ResetPasswordInput, req.body)));
    },
    { body: ResetPasswordInput },
  );
  // Own info (legacy GET /blade-system/user/info).
  route(deps, 'GET', '/blade-system/user/info', 'user', async (_req, res, ctx) => {
    sendOk(res, toRest(await accountService.profile(ctx)));
  });
};
