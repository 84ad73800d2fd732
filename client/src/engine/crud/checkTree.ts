import { type TreeNode, walkTree } from './tree';

/** A checkbox's look: checked, unchecked, or partly (indeterminate). */
export type CheckState = boolean | 'indeterminate';

/**
 * Grants over a tree (menus with their buttons, scopes grouped by resource) are a set of node ids. With
 * cascading checks:
 * - checking a node adds it, everything under it and its ancestors (a granted child needs its parent);
 * - unchecking a node removes it and everything under it; ancestors stay (a page without its buttons is a
 *   valid grant);
 * - a node looks checked when it and everything under it is in the set, indeterminate when only part is.
 * Virtual nodes (group headings that are no record) never enter the set; they only summarise their children.
 */
export interface CheckRules<T> {
  isVirtual?: (item: T) => boolean;
}

function members<T>(node: TreeNode<T>, rules: CheckRules<T>): string[] {
  return walkTree([node])
    .filter((n) => !rules.isVirtual?.(n.item))
    .map((n) => n.id);
}

export function checkStateOf<T>(node: TreeNode<T>, value: ReadonlySet<string>, rules: CheckRules<T> = {}): CheckState {
  const ids = members(node, rules);
  if (ids.length === 0) return false;
  const held = ids.filter((id) => value.has(id)).length;
  if (held === 0) return false;
  return held === ids.length ? true : 'indeterminate';
}

/**
 * The set after the user checks (or unchecks) `node`. `ancestors` are the node's ancestors (any order);
 * virtual ones are skipped.
 */
export function toggleChecked<T>(
  node: TreeNode<T>,
  checked: boolean,
  value: ReadonlySet<string>,
  ancestors: ReadonlyArray<TreeNode<T>>,
  rules: CheckRules<T> = {},
): Set<string> {
  const next = new Set(value);
  if (checked) {
    for (const id of members(node, rules)) next.add(id);
    for (const ancestor of ancestors) if (!rules.isVirtual?.(ancestor.item)) next.add(ancestor.id);
  } else {
    for (const id of members(node, rules)) next.delete(id);
  }
  return next;
}

/** Every selectable id of the tree (for 全选). */
export function allMembers<T>(nodes: ReadonlyArray<TreeNode<T>>, rules: CheckRules<T> = {}): string[] {
  return walkTree(nodes)
    .filter((n) => !rules.isVirtual?.(n.item))
    .map((n) => n.id);
}
