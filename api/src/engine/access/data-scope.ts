import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../context.js';
import { Dept } from './dept.entity.js';
import { RoleScope, SCOPE_CATEGORY } from './role.entity.js';
import { DATA_SCOPE_TYPE, DataScope } from './scope.entity.js';

/** Columns of a resource the built-in data scopes compare with the user. */
export interface DataScopeColumns {
  /** Who created the row (own records). Default createUser. */
  owner?: string;
  /** Department of the row (own department, department and children). Default createDept. */
  dept?: string;
}

/**
 * The condition a resource's list adds for the user's data scopes (SPEC section 6, data scope). No scope of the
 * resource granted to the user's roles, or an administrator: no restriction. Several granted: any of them.
 * Answers `undefined` for no restriction and a condition otherwise (one matching nothing when the scope cannot
 * be applied, so a broken rule hides rows rather than leaking them).
 */
export async function dataScopeCondition<E extends object>(
  ctx: RequestContext,
  entity: EntityClass<E>,
  resourceCode: string,
  columns: DataScopeColumns = {},
): Promise<FilterQuery<E> | undefined> {
  const user = ctx.user;
  if (!user || user.isAdmin || user.roleIds.length === 0) return undefined;
  const grants = await ctx.em.find(RoleScope, { roleId: { $in: user.roleIds }, scopeCategory: SCOPE_CATEGORY.data });
  if (grants.length === 0) return undefined;
  const scopes = await ctx.em.find(DataScope, { id: { $in: grants.map((g) => g.scopeId) }, resourceCode });
  if (scopes.length === 0) return undefined;
  const props = ctx.em.getMetadata().get(entity).properties as Record<string, unknown>;
  const owner = columns.owner ?? 'createUser';
  const dept = columns.dept ?? 'createDept';
  const nothing = { id: { $in: [] } } as unknown as FilterQuery<E>;
  const alternatives: Record<string, unknown>[] = [];
  for (const scope of scopes) {
    switch (scope.scopeType) {
      case DATA_SCOPE_TYPE.all:
        return undefined;
      case DATA_SCOPE_TYPE.own:
        alternatives.push({ [owner]: user.id });
        break;
      case DATA_SCOPE_TYPE.ownDept:
        if (user.deptId) alternatives.push({ [dept]: user.deptId });
        break;
      case DATA_SCOPE_TYPE.ownDeptAndChildren:
        if (user.deptId) alternatives.push({ [dept]: { $in: await deptAndChildren(ctx, user.deptId) } });
        break;
      case DATA_SCOPE_TYPE.custom: {
        const column = scope.scopeColumn?.trim();
        if (!column || !(column in props)) {
          ctx.log.warn({ scopeId: scope.id, column }, 'data scope names an unknown column: rows hidden');
          break;
        }
        const values = (scope.scopeValue ?? '')
          .split(',')
          .map((v) =>
            v
              .trim()
              .replaceAll('{userId}', user.id)
              .replaceAll('{deptId}', user.deptId ?? ''),
          )
          .filter(Boolean);
        alternatives.push({ [column]: { $in: values } });
        break;
      }
    }
  }
  if (alternatives.length === 0) return nothing;
  return (alternatives.length === 1 ? alternatives[0] : { $or: alternatives }) as FilterQuery<E>;
}

/** A department id and the ids of every department below it. */
export async function deptAndChildren(ctx: RequestContext, deptId: string): Promise<string[]> {
  const all = await ctx.em.find(Dept, {}, { fields: ['id', 'parentId'] });
  const children = new Map<string, string[]>();
  for (const d of all) if (d.parentId) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  const out: string[] = [];
  const queue = [deptId];
  while (queue.length) {
    const id = queue.shift()!;
    if (out.includes(id)) continue;
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}
