import { nestByParent, type TreeNode } from '../../../engine/crud';

/** A row of a scope tree: a resource heading (virtual) or a scope under it. */
export interface ScopeTreeRow {
  id: string;
  parentId: string | null;
  kind: 'group' | 'scope';
  label: string;
  detail?: string;
}

interface ScopeLike {
  id: string;
  resourceCode: string;
  scopeName: string;
  menuId?: string | null;
  scopePath?: string | null;
  scopeMethod?: string | null;
}

/**
 * Scopes grouped by the resource they guard, for the grant dialog: one heading per resource code (named after
 * the menu of its scopes when there is one: 用户管理 · user), the scopes under it, in the order given.
 */
export function groupScopes(
  scopes: readonly ScopeLike[],
  menuNames: ReadonlyMap<string, string>,
): Array<TreeNode<ScopeTreeRow>> {
  const rows: ScopeTreeRow[] = [];
  const groups = new Map<string, ScopeTreeRow>();
  for (const scope of scopes) {
    const groupId = `resource:${scope.resourceCode}`;
    let group = groups.get(groupId);
    if (!group) {
      group = { id: groupId, parentId: null, kind: 'group', label: scope.resourceCode };
      groups.set(groupId, group);
      rows.push(group);
    }
    const menuName = scope.menuId ? menuNames.get(scope.menuId) : undefined;
    if (menuName && group.label === scope.resourceCode) group.label = `${menuName} · ${scope.resourceCode}`;
    const detail = scope.scopePath ? [scope.scopeMethod, scope.scopePath].filter(Boolean).join(' ') : undefined;
    rows.push({ id: scope.id, parentId: groupId, kind: 'scope', label: scope.scopeName, detail });
  }
  return nestByParent(rows);
}
