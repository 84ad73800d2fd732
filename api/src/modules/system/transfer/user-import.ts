import { Dept } from '../../../engine/access/dept.entity.js';
import { Role } from '../../../engine/access/role.entity.js';
import { User } from '../../../engine/auth/user.entity.js';
import type { RequestContext } from '../../../engine/context.js';
import type { ImportDefinition } from '../../../engine/crud/import.js';
import { importRoutes } from '../../../engine/crud/transfer.rest.js';
import { badInput } from '../../../engine/errors/domain-error.js';
import type { RestRegistration } from '../../../engine/rest/types.js';
import { paramService } from '../param.service.js';
import { USER_CODES, UserInput, userService } from '../user.resource.js';

export const USER_IMPORT_CODE = `${USER_CODES.view}_import`;

/** Splits a list cell: commas (half or full width), semicolons, 、 and spaces. */
export const splitList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,，;；、\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Parameter holding the initial password of imported users whose row leaves the password empty. */
export const INIT_PASSWORD_PARAM = 'account.initPassword';
export const USER_IMPORT_MESSAGES = {
  noPassword: `请填写初始密码（或在参数管理中设置 ${INIT_PASSWORD_PARAM}）`,
  unknownRole: (name: string) => `角色「${name}」不存在`,
  unknownDept: (name: string) => `机构「${name}」不存在`,
  noRole: '请填写角色',
} as const;

async function roleIdsOf(ctx: RequestContext, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const role = await ctx.em.findOne(Role, { $or: [{ roleAlias: name }, { roleName: name }] });
    if (!role) throw badInput(USER_IMPORT_MESSAGES.unknownRole(name));
    ids.push(role.id);
  }
  return ids;
}

/**
 * Import of users (legacy import-user). Every row goes through the user service: account rules, tenant quota,
 * password rules and hashing (argon2id; no plain password is stored). Password rule: the row's 初始密码, or,
 * when it is empty, the tenant's parameter account.initPassword; with neither the row is refused. Covering an
 * existing account updates its name, contacts, department and roles and never changes its password.
 */
export const USER_IMPORT: ImportDefinition<UserInput> = {
  templateName: '用户导入模板',
  maxRows: 1000,
  columns: [
    { header: '登录账号', field: 'account', width: 16 },
    { header: '姓名', field: 'realName', width: 12 },
    { header: '手机号码', field: 'phone', width: 14 },
    { header: '电子邮箱', field: 'email', width: 24 },
    { header: '所属机构', field: 'dept', width: 18 },
    { header: '角色', field: 'roles', width: 24 },
    { header: '初始密码', field: 'password', width: 16, optional: true },
  ],
  input: UserInput,
  toBody: async (ctx, cells) => {
    const roles = splitList(cells.roles);
    if (!roles.length) throw badInput(USER_IMPORT_MESSAGES.noRole);
    let deptId: string | undefined;
    if (cells.dept) {
      const dept = await ctx.em.findOne(Dept, { deptName: cells.dept });
      if (!dept) throw badInput(USER_IMPORT_MESSAGES.unknownDept(cells.dept));
      deptId = dept.id;
    }
    const exists = cells.account ? await ctx.em.count(User, { account: cells.account }) : 0;
    let password = cells.password || undefined;
    if (!password && !exists) {
      password = (await paramService.valueByKey(ctx, INIT_PASSWORD_PARAM)) || undefined;
      if (!password) throw badInput(USER_IMPORT_MESSAGES.noPassword);
    }
    return {
      account: cells.account ?? '',
      realName: cells.realName || undefined,
      phone: cells.phone || undefined,
      email: cells.email || undefined,
      deptId,
      roleIds: await roleIdsOf(ctx, roles),
      password,
    };
  },
  key: (input) => input.account.trim(),
  findExisting: (ctx, input) => ctx.em.findOne(User, { account: input.account.trim() }),
  duplicateMessage: (input) => `登录账号 ${input.account.trim()} 已存在`,
  save: async (ctx, input) => {
    if (input.id) {
      // Covering keeps what the file does not carry (posts, status, award fields) and never the password.
      const current = await userService.detail(ctx, input.id);
      input.postIds = current.postIds;
      input.status = current.status;
      input.password = undefined;
      for (const key of ['avatar', 'awardName', 'companyName', 'projectName', 'referee'] as const)
        input[key] = current[key];
    }
    return userService.submit(ctx, input);
  },
};

/** Legacy paths: POST /blade-system/user/import-user (multipart `file`, isCovered) and GET /user/export-template. */
export const registerUserImportRest: RestRegistration = (deps) => {
  importRoutes(deps, {
    importPaths: ['/blade-system/user/import', '/blade-system/user/import-user'],
    templatePaths: ['/blade-system/user/export-template'],
    access: { any: [USER_IMPORT_CODE] },
    definition: USER_IMPORT,
  });
};
