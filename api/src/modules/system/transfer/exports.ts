import { Dept } from '../../../engine/access/dept.entity.js';
import { Role } from '../../../engine/access/role.entity.js';
import { USER_STATUS, type User } from '../../../engine/auth/user.entity.js';
import type { ExportDefinition } from '../../../engine/crud/export.js';
import type { Param } from '../param.entity.js';
import type { Post } from '../post.entity.js';

/** Export columns of the plain system lists (declared once, used by crudRest's `exporting`). */
const POST_CATEGORY_LABELS: Record<number, string> = { 1: '高层', 2: '中层', 3: '基层', 4: '其他' };

export const POST_EXPORT: ExportDefinition<Post> = {
  fileName: '岗位列表',
  columns: [
    { header: '岗位类型', width: 10, value: (r) => POST_CATEGORY_LABELS[r.category] ?? r.category },
    { header: '岗位编号', width: 16, value: (r) => r.postCode },
    { header: '岗位名称', width: 20, value: (r) => r.postName },
    { header: '排序', width: 8, value: (r) => r.sort },
    { header: '备注', width: 30, value: (r) => r.remark },
    { header: '创建时间', width: 20, value: (r) => r.createTime },
  ],
};

export const PARAM_EXPORT: ExportDefinition<Param> = {
  fileName: '参数列表',
  columns: [
    { header: '参数名称', width: 24, value: (r) => r.paramName },
    { header: '参数键名', width: 28, value: (r) => r.paramKey },
    { header: '参数键值', width: 28, value: (r) => r.paramValue },
    { header: '备注', width: 30, value: (r) => r.remark },
    { header: '创建时间', width: 20, value: (r) => r.createTime },
  ],
};

interface UserLookup {
  depts: Map<string, string>;
  roles: Map<string, string>;
}

const STATUS_LABELS: Record<number, string> = { [USER_STATUS.active]: '正常', [USER_STATUS.disabled]: '停用' };

/** Columns of the user export; the first six are also the import template's (an export can be imported back). */
export const USER_EXPORT: ExportDefinition<User, UserLookup> = {
  fileName: '用户列表',
  lookup: async (ctx, rows) => {
    const deptIds = [...new Set(rows.map((r) => r.deptId).filter((id): id is string => Boolean(id)))];
    const roleIds = [...new Set(rows.flatMap((r) => r.roleIds))];
    const depts = deptIds.length ? await ctx.em.find(Dept, { id: { $in: deptIds } }) : [];
    const roles = roleIds.length ? await ctx.em.find(Role, { id: { $in: roleIds } }) : [];
    return {
      depts: new Map(depts.map((d) => [d.id, d.deptName])),
      roles: new Map(roles.map((r) => [r.id, r.roleAlias])),
    };
  },
  columns: [
    { header: '登录账号', width: 16, value: (r) => r.account },
    { header: '姓名', width: 12, value: (r) => r.realName },
    { header: '手机号码', width: 14, value: (r) => r.phone },
    { header: '电子邮箱', width: 24, value: (r) => r.email },
    { header: '所属机构', width: 18, value: (r, l) => (r.deptId ? l.depts.get(r.deptId) : undefined) },
    {
      header: '角色',
      width: 24,
      value: (r, l) =>
        r.roleIds
          .map((id) => l.roles.get(id))
          .filter(Boolean)
          .join(','),
    },
    { header: '状态', width: 8, value: (r) => STATUS_LABELS[r.status] ?? String(r.status) },
    { header: '创建时间', width: 20, value: (r) => r.createTime },
  ],
};
