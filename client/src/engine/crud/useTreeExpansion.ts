import { useCallback, useMemo, useState } from 'react';
import { branchIds, type TreeNode, walkTree } from './tree';

export interface TreeExpansion {
  /** Ids of the expanded branches. */
  expanded: ReadonlySet<string>;
  toggle(id: string): void;
  expandAll(): void;
  collapseAll(): void;
  /** True when every branch is expanded. */
  allExpanded: boolean;
}

/**
 * Which branches of a tree are open. Branches down to `defaultDepth` start open (Infinity: all, 1: the roots);
 * the user's choices are remembered per id, so they survive the tree being reloaded or filtered.
 */
export function useTreeExpansion<T>(nodes: ReadonlyArray<TreeNode<T>>, defaultDepth = Infinity): TreeExpansion {
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(() => new Map());

  const expanded = useMemo(() => {
    const open = new Set<string>();
    for (const node of walkTree(nodes)) {
      if (node.children.length === 0) continue;
      if (choices.get(node.id) ?? node.depth < defaultDepth) open.add(node.id);
    }
    return open;
  }, [nodes, choices, defaultDepth]);

  const branches = useMemo(() => branchIds(nodes), [nodes]);
  const allExpanded = branches.every((id) => expanded.has(id));

  const toggle = useCallback(
    (id: string) => setChoices((prev) => new Map(prev).set(id, !expanded.has(id))),
    [expanded],
  );
  const setAll = useCallback(
    (open: boolean) =>
      setChoices((prev) => {
        const next = new Map(prev);
        for (const id of branches) next.set(id, open);
        return next;
      }),
    [branches],
  );
  const expandAll = useCallback(() => setAll(true), [setAll]);
  const collapseAll = useCallback(() => setAll(false), [setAll]);

  return useMemo(
    () => ({ expanded, toggle, expandAll, collapseAll, allExpanded }),
    [expanded, toggle, expandAll, collapseAll, allExpanded],
  );
}
