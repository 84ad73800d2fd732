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

/** Menus (not buttons) the user sees: granted, and, when a menu lists meta roles, one of them held. */
export function visibleMenus(menus: Menu[], user: CurrentUser): Menu[] {
  return menus.filter((m) => m.category === MENU_CATEGORY.menu && (m.roles.length === 0 || m.roles.some((r) => user.roleAliases.includes(r))));
}

/** True when setting `parentId` as the parent of `id` would make a cycle (or point at itself). */
export function makesCycle<T extends { id: string; parentId?: string | null }>(rows: T[], id: string, parentId: string | undefined | null): boolean {
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
