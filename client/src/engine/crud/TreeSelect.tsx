import { NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { type TreeNode, walkTree } from './tree';

export interface TreeSelectProps<T> {
  nodes: ReadonlyArray<TreeNode<T>>;
  label(item: T): string;
  /** The chosen id, or '' for none. */
  value: string;
  onChange(value: string): void;
  /** The text of the '' choice (顶级, 请选择 ...); without it there is no empty choice. */
  emptyLabel?: string;
  /** This node and everything under it cannot be chosen (a record cannot be its own parent or descendant). */
  exclude?: string;
  /** Only these nodes can be chosen (the others stay visible, greyed, to keep the tree readable). */
  selectable?: (item: T) => boolean;
  name?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

const INDENT = '\u3000';

/**
 * Chooses one node of a tree: a native select whose options are indented by depth. Used inside a FormField,
 * which names it. Native on purpose: keyboard, screen readers and mobile pickers work as everywhere.
 */
export function TreeSelect<T>({
  nodes,
  label,
  value,
  onChange,
  emptyLabel,
  exclude,
  selectable,
  name,
  disabled,
  size = 'md',
}: TreeSelectProps<T>) {
  const options = useMemo(() => {
    const excluded = new Set<string>();
    const all = walkTree(nodes);
    if (exclude) {
      const root = all.find((n) => n.id === exclude);
      if (root) for (const n of walkTree([root])) excluded.add(n.id);
    }
    return all
      .filter((n) => !excluded.has(n.id))
      .map((n) => ({
        id: n.id,
        text: INDENT.repeat(n.depth) + label(n.item),
        disabled: selectable ? !selectable(n.item) : false,
      }));
  }, [nodes, label, exclude, selectable]);
  // A value that is not among the options (still loading, or removed) is kept visible rather than lost.
  const unknown = value !== '' && !options.some((o) => o.id === value);

  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {unknown && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id} disabled={o.disabled}>
            {o.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
