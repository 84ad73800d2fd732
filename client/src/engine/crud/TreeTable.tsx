import { Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { type Column, DataTable, type DataTableProps } from './DataTable';
import { type TreeNode, visibleNodes } from './tree';
import { TreeToggle } from './TreeToggle';
import type { TreeExpansion } from './useTreeExpansion';

export interface TreeTableProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  nodes: ReadonlyArray<TreeNode<T>>;
  /** Which branches are open (useTreeExpansion). */
  expansion: Pick<TreeExpansion, 'expanded' | 'toggle'>;
}

/**
 * A DataTable of a tree: rows of open branches are shown under their parent, the first column indented by
 * depth with an open/close arrow. Selection, actions and states are DataTable's.
 */
export function TreeTable<T>({ nodes, expansion, columns, rowLabel, ...rest }: TreeTableProps<T>) {
  const shown = useMemo(() => visibleNodes(nodes, expansion.expanded), [nodes, expansion.expanded]);
  const nodeOf = useMemo(() => new Map(shown.map((n) => [n.item, n])), [shown]);
  // A tree without branches (or a filtered one) is a plain list: no arrows and no room kept for them.
  const flat = !nodes.some((n) => n.children.length > 0);

  const treeColumns = useMemo<Array<Column<T>>>(() => {
    const [first, ...others] = columns;
    if (!first) return [];
    const tree: Column<T> = {
      ...first,
      truncate: false,
      render: (row) => {
        const node = nodeOf.get(row)!;
        const text = first.value?.(row) ?? undefined;
        const content = first.render ? first.render(row) : text;
        return (
          <Flex align="center" gap="1" ps={`${node.depth * 20}px`} minW="0" maxW={first.width}>
            {!flat && (
              <TreeToggle
                name={rowLabel(row)}
                branch={node.children.length > 0}
                expanded={expansion.expanded.has(node.id)}
                onToggle={() => expansion.toggle(node.id)}
              />
            )}
            <Text
              as="span"
              display="block"
              truncate={first.truncate}
              title={first.truncate ? text : undefined}
              minW="0"
            >
              {content}
            </Text>
          </Flex>
        );
      },
    };
    return [tree, ...others];
  }, [columns, nodeOf, expansion, rowLabel, flat]);

  return <DataTable {...rest} rows={shown.map((n) => n.item)} columns={treeColumns} rowLabel={rowLabel} />;
}
