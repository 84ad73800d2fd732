import type { CurrentUser } from './current-user.js';
import { MENU_CATEGORY, type Menu } from './menu.entity.js';

export interface TreeNode<T> {
  item: T;
  children: TreeNode<T>[];
}

/** Builds a forest from rows with id/parentId; rows whose parent is missing become roots. Keeps input order. */
export function buildTree<T extends { id: string; parentId?: string | null }>(rows: T[]): TreeNode<T>[] {
  const nodes = new Map(rows.map((r) => [r.id, { item: r, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId ? nodes.get(node.item.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Menus (not buttons) the user sees: granted, allowed by their meta roles (when a menu lists roles, the user
 * holds one), and under no granted menu hidden that way (a hidden group hides its children).
 */
export function visibleMenus(menus: Menu[], user: CurrentUser): Menu[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const allowed = (m: Menu) =>
    m.category === MENU_CATEGORY.menu && (m.roles.length === 0 || m.roles.some((r) => user.roleAliases.includes(r)));
  const visible = (m: Menu, seen = new Set<string>()): boolean => {
    if (!allowed(m)) return false;
    const parent = m.parentId ? byId.get(m.parentId) : undefined;
    if (!parent || seen.has(parent.id)) return true;
    seen.add(m.id);
    return visible(parent, seen);
  };
  return menus.filter((m) => visible(m));
}

/** True when setting `parentId` as the parent of `id` would make a cycle (or point at itself). */
export function makesCycle<T extends { id: string; parentId?: string | null }>(
  rows: T[],
  id: string,
  parentId: string | undefined | null,
): boolean {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let cursor = parentId ?? undefined;
  const seen = new Set<string>();
  while (cursor) {
    if (cursor === id || seen.has(cursor)) return true;
    seen.add(cursor);
    cursor = byId.get(cursor)?.parentId ?? undefined;
  }
  return false;
}
