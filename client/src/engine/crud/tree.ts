/**
 * Trees made from flat rows that name their parent (departments, roles, menus ...). The API answers such
 * resources as one flat list in tree order; the screens nest them here.
 */
export interface TreeNode<T> {
  id: string;
  item: T;
  /** 0 for roots. */
  depth: number;
  children: Array<TreeNode<T>>;
}

export interface TreeAccess<T> {
  id(row: T): string;
  /** The parent's id; empty, or an id that is not among the rows, makes a root. */
  parentId(row: T): string | null | undefined;
}

/**
 * Nests the rows. Keeps their order among siblings; rows whose parent is missing become roots; a cycle in the
 * data (a row that is its own ancestor) is broken by making the first row met of the cycle a root.
 */
export function buildTree<T>(rows: readonly T[], access: TreeAccess<T>): Array<TreeNode<T>> {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of rows) {
    const id = access.id(item);
    if (!nodes.has(id)) nodes.set(id, { id, item, depth: 0, children: [] });
  }
  const parentOf = new Map<string, string>();
  for (const node of nodes.values()) {
    const parentId = access.parentId(node.item);
    if (parentId && parentId !== node.id && nodes.has(parentId)) parentOf.set(node.id, parentId);
  }
  // Break cycles: walk up from every node; a node met twice on one walk loses its parent.
  for (const start of nodes.keys()) {
    const seen = new Set<string>([start]);
    let cursor = parentOf.get(start);
    while (cursor) {
      if (seen.has(cursor)) {
        parentOf.delete(cursor);
        break;
      }
      seen.add(cursor);
      cursor = parentOf.get(cursor);
    }
  }
  const roots: Array<TreeNode<T>> = [];
  for (const node of nodes.values()) {
    const parentId = parentOf.get(node.id);
    if (parentId) nodes.get(parentId)!.children.push(node);
    else roots.push(node);
  }
  const setDepth = (list: Array<TreeNode<T>>, depth: number) => {
    for (const node of list) {
      node.depth = depth;
      setDepth(node.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

/** Nests rows of the usual shape, `{ id, parentId }`. */
export function nestByParent<T extends { id: string; parentId?: string | null }>(
  rows: readonly T[],
): Array<TreeNode<T>> {
  return buildTree(rows, { id: (row) => row.id, parentId: (row) => row.parentId });
}

/** Every node, depth first (parents before their children). */
export function walkTree<T>(nodes: ReadonlyArray<TreeNode<T>>): Array<TreeNode<T>> {
  const out: Array<TreeNode<T>> = [];
  const visit = (list: ReadonlyArray<TreeNode<T>>) => {
    for (const node of list) {
      out.push(node);
      visit(node.children);
    }
  };
  visit(nodes);
  return out;
}

/** The nodes on screen: roots, and the children of expanded nodes whose ancestors are expanded too. */
export function visibleNodes<T>(nodes: ReadonlyArray<TreeNode<T>>, expanded: ReadonlySet<string>): Array<TreeNode<T>> {
  const out: Array<TreeNode<T>> = [];
  const visit = (list: ReadonlyArray<TreeNode<T>>) => {
    for (const node of list) {
      out.push(node);
      if (expanded.has(node.id)) visit(node.children);
    }
  };
  visit(nodes);
  return out;
}

/** Ids of the node and everything under it. */
export function subtreeIds<T>(node: TreeNode<T>): string[] {
  return walkTree([node]).map((n) => n.id);
}

/** The branches (nodes with children) down to the given depth: 0 = none, 1 = the roots, Infinity = all. */
export function branchIds<T>(nodes: ReadonlyArray<TreeNode<T>>, maxDepth = Infinity): string[] {
  return walkTree(nodes)
    .filter((n) => n.children.length > 0 && n.depth < maxDepth)
    .map((n) => n.id);
}

/** Map from id to the ids of its ancestors, nearest first. */
export function ancestorsById<T>(nodes: ReadonlyArray<TreeNode<T>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const visit = (list: ReadonlyArray<TreeNode<T>>, above: string[]) => {
    for (const node of list) {
      out.set(node.id, above);
      visit(node.children, [node.id, ...above]);
    }
  };
  visit(nodes, []);
  return out;
}

/**
 * The part of the tree that matches: every matching node with its ancestors (so it stays in place). Children
 * of a match are kept only when they match themselves. The result is a new tree; the input is untouched.
 */
export function filterTree<T>(nodes: ReadonlyArray<TreeNode<T>>, matches: (item: T) => boolean): Array<TreeNode<T>> {
  const out: Array<TreeNode<T>> = [];
  for (const node of nodes) {
    const children = filterTree(node.children, matches);
    if (children.length > 0 || matches(node.item)) out.push({ ...node, children });
  }
  return out;
}

/**
 * A search-bar filter as a row predicate: every non-blank filter value must occur (case-insensitive) in the
 * row's field of the same name.
 */
export function matchesTextFilter(filter: Readonly<Record<string, string>>): (row: object) => boolean {
  const active = Object.entries(filter)
    .map(([name, value]) => [name, value.trim().toLowerCase()] as const)
    .filter(([, value]) => value !== '');
  return (row) =>
    active.every(([name, value]) => {
      const field = (row as Record<string, unknown>)[name];
      return field !== null && field !== undefined && String(field).toLowerCase().includes(value);
    });
}
