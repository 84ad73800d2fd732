import { Box, Button, Checkbox, Flex, HStack, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { allMembers, checkStateOf, type CheckRules, type CheckState, toggleChecked } from './checkTree';
import { FieldItemScope } from './FieldItemScope';
import { ancestorsById, type TreeNode, walkTree } from './tree';
import { TreeToggle } from './TreeToggle';
import { useTreeExpansion } from './useTreeExpansion';

export interface CheckboxTreeProps<T> {
  nodes: ReadonlyArray<TreeNode<T>>;
  /** The text of a node (its checkbox's label). */
  label(item: T): string;
  /** Extra content after the label (a code, a badge ...). */
  detail?: (item: T) => ReactNode;
  /** The checked ids. */
  value: readonly string[];
  onChange(next: string[]): void;
  /**
   * true (default): checks flow down to children and up to ancestors (see checkTree.ts); false: every box is
   * independent (a plain multiple choice that happens to be nested).
   */
  cascade?: boolean;
  /** Group headings that are no record: shown with a box that (un)checks their children, never in the value. */
  isVirtual?: (item: T) => boolean;
  /** Branches down to this depth start open (default all). */
  defaultExpandDepth?: number;
  disabled?: boolean;
  /** 全选 / 全不选 / 展开全部 / 折叠全部 above the tree. */
  controls?: boolean;
  /** Names the whole tree for assistive technology. */
  'aria-label': string;
  /** Shown when there are no nodes. */
  emptyText?: ReactNode;
  maxH?: string;
  invalid?: boolean;
}

/** A tree of checkboxes with open/close arrows: grants (menus, scopes), or a nested multiple choice. */
export function CheckboxTree<T>(props: CheckboxTreeProps<T>) {
  const { nodes, label, detail, value, onChange, cascade = true, isVirtual, disabled, controls, maxH, invalid } = props;
  const intl = useIntl();
  const expansion = useTreeExpansion(nodes, props.defaultExpandDepth);
  const rules = useMemo<CheckRules<T>>(() => ({ isVirtual }), [isVirtual]);
  const checked = useMemo(() => new Set(value), [value]);
  const ancestors = useMemo(() => ancestorsById(nodes), [nodes]);
  const byId = useMemo(() => new Map(walkTree(nodes).map((n) => [n.id, n])), [nodes]);
  const order = useMemo(() => walkTree(nodes).map((n) => n.id), [nodes]);
  const flat = !nodes.some((n) => n.children.length > 0);

  /** Tree order first; ids the tree does not know (yet) are kept at the end rather than silently dropped. */
  const emit = (next: ReadonlySet<string>) => {
    const known = order.filter((id) => next.has(id));
    const unknown = [...next].filter((id) => !byId.has(id));
    onChange([...known, ...unknown]);
  };

  const stateOf = (node: TreeNode<T>): CheckState => {
    if (cascade) return checkStateOf(node, checked, rules);
    return checked.has(node.id);
  };

  const toggle = (node: TreeNode<T>, on: boolean) => {
    if (cascade) {
      const above = (ancestors.get(node.id) ?? []).map((id) => byId.get(id)!).filter(Boolean);
      emit(toggleChecked(node, on, checked, above, rules));
    } else {
      const next = new Set(checked);
      if (on) next.add(node.id);
      else next.delete(node.id);
      emit(next);
    }
  };

  const renderNodes = (list: ReadonlyArray<TreeNode<T>>): ReactNode => (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {list.map((node) => {
        const branch = node.children.length > 0;
        const open = expansion.expanded.has(node.id);
        const state = stateOf(node);
        const text = label(node.item);
        const virtual = isVirtual?.(node.item) ?? false;
        return (
          <Box as="li" key={node.id} role="none">
            <Flex
              align="center"
              gap="1"
              ps={`${node.depth * 20}px`}
              py="0.5"
              minH="8"
              rounded="sm"
              _hover={{ bg: 'bg.muted' }}
            >
              {!flat && (
                <TreeToggle name={text} branch={branch} expanded={open} onToggle={() => expansion.toggle(node.id)} />
              )}
              {virtual && !cascade ? (
                <Text fontWeight="medium">{text}</Text>
              ) : (
                <FieldItemScope value={node.id}>
                  <Checkbox.Root
                    size="sm"
                    checked={state}
                    disabled={disabled}
                    onCheckedChange={(details) =>
                      toggle(node, details.checked === true || (details.checked === 'indeterminate' && state !== true))
                    }
                    gap="2"
                    minW="0"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight={virtual ? 'medium' : 'normal'} truncate>
                      {text}
                    </Checkbox.Label>
                  </Checkbox.Root>
                </FieldItemScope>
              )}
              {detail && (
                <Box ms="2" color="fg.muted" textStyle="xs" flexShrink={0}>
                  {detail(node.item)}
                </Box>
              )}
            </Flex>
            {branch && open && renderNodes(node.children)}
          </Box>
        );
      })}
    </Box>
  );

  const everything = allMembers(nodes, rules);
  return (
    <Box width="full">
      {controls && nodes.length > 0 && !disabled && (
        <HStack gap="1" mb="2" wrap="wrap">
          <Button
            size="xs"
            variant="ghost"
            disabled={disabled}
            onClick={() => emit(new Set([...checked, ...everything]))}
          >
            <FormattedMessage id="common.tree.checkAll" />
          </Button>
          <Button
            size="xs"
            variant="ghost"
            disabled={disabled}
            onClick={() => emit(new Set([...checked].filter((id) => !byId.has(id))))}
          >
            <FormattedMessage id="common.tree.uncheckAll" />
          </Button>
          <Button
            size="xs"
            variant="ghost"
            onClick={expansion.allExpanded ? expansion.collapseAll : expansion.expandAll}
          >
            <FormattedMessage id={expansion.allExpanded ? 'common.tree.collapseAll' : 'common.tree.expandAll'} />
          </Button>
        </HStack>
      )}
      <Box
        role="group"
        aria-label={props['aria-label']}
        aria-invalid={invalid || undefined}
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border.muted'}
        rounded="md"
        p="2"
        maxH={maxH}
        overflowY={maxH ? 'auto' : undefined}
      >
        {nodes.length > 0 ? (
          renderNodes(nodes)
        ) : (
          <Text color="fg.muted" textStyle="sm" px="2" py="1">
            {props.emptyText ?? intl.formatMessage({ id: 'common.noData' })}
          </Text>
        )}
      </Box>
    </Box>
  );
}
