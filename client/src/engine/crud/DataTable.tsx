import {
  Alert,
  Box,
  Button,
  Checkbox,
  EmptyState,
  IconButton,
  Popover,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import { Ellipsis, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the text of `value`. */
  render?: (row: T) => ReactNode;
  /** Plain text of the cell (also the tooltip of truncated cells). */
  value?: (row: T) => string | null | undefined;
  width?: string;
  minWidth?: string;
  /** One line, cut with an ellipsis; the full text shows on hover. */
  truncate?: boolean;
  align?: 'start' | 'center' | 'end';
}

export interface Selection {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowId(row: T): string;
  /** Names a row for assistive technology (the selection checkbox reads "选择 <name>"). */
  rowLabel(row: T): string;
  selection?: Selection;
  /** The 操作 column. */
  actions?: (row: T) => ReactNode;
  actionsWidth?: string;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Reloading with rows on screen: rows stay, dimmed. */
  refreshing?: boolean;
  /** A failed load: message and retry. */
  error?: ReactNode;
  onRetry?: () => void;
  skeletonRows?: number;
  caption?: string;
}

/** The 操作 column stays in view at the end of a table wider than the screen (the data scrolls beneath it). */
const STICKY_END = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'bg.panel',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)',
} as const;

/** The actions of one row behind a single button (narrow screens): the same buttons, stacked in a popover. */
function RowActionsMenu({ label, actions }: { label: string; actions: ReactNode }) {
  if (actions === null || actions === undefined || actions === false) return null;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton size="xs" variant="ghost" colorPalette="gray" aria-label={label}>
          <Ellipsis />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" minW="36">
            <Popover.Body p="2">
              <Stack gap="1" align="stretch" css={{ '& > button, & > a': { justifyContent: 'flex-start' } }}>
                {actions}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** A list table with optional page-wide selection, an actions column and loading, empty and error states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    rows,
    columns,
    rowId,
    rowLabel,
    selection,
    actions,
    actionsWidth,
    loading,
    refreshing,
    error,
    onRetry,
    caption,
  } = props;
  const intl = useIntl();
  const ids = rows.map(rowId);
  const selectedHere = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const headerChecked = selectedHere === 0 ? false : selectedHere === ids.length ? true : 'indeterminate';
  const columnCount = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
  // On a phone the actions of a row fold into one menu button, so they never sit off-screen.
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  const toggle = (id: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  let body: ReactNode;
  if (error) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount} py="8">
          <Alert.Root status="error" variant="subtle" maxW="xl" mx="auto">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="common.loadFailed" />
              </Alert.Title>
              <Alert.Description>{error}</Alert.Description>
            </Alert.Content>
            {onRetry && (
              <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
                <FormattedMessage id="common.retry" />
              </Button>
            )}
          </Alert.Root>
        </Table.Cell>
      </Table.Row>
    );
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: props.skeletonRows ?? 5 }, (_, i) => (
      <Table.Row key={`skeleton-${i}`} aria-hidden>
        {Array.from({ length: columnCount }, (_, j) => (
          <Table.Cell key={j}>
            <Skeleton height="4" />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <Inbox />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title fontWeight="normal" color="fg.muted">
                  <FormattedMessage id="common.noData" />
                </EmptyState.Title>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((row) => {
      const id = rowId(row);
      const checked = selection?.selected.has(id) ?? false;
      return (
        <Table.Row key={id} data-selected={checked || undefined} bg={checked ? 'colorPalette.subtle' : undefined}>
          {selection && (
            <Table.Cell width="10">
              <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => toggle(id, e.checked === true)}>
                <Checkbox.HiddenInput
                  aria-label={intl.formatMessage({ id: 'common.table.selectRow' }, { name: rowLabel(row) })}
                />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
          )}
          {columns.map((column) => {
            const text = column.value?.(row) ?? undefined;
            const content = column.render ? column.render(row) : text;
            return (
              <Table.Cell
                key={column.key}
                textAlign={column.align}
                maxW={column.truncate ? (column.width ?? '64') : undefined}
              >
                {column.truncate ? (
                  <Text truncate title={text ?? undefined}>
                    {content}
                  </Text>
                ) : (
                  content
                )}
              </Table.Cell>
            );
          })}
          {actions && (
            <Table.Cell textAlign="center" whiteSpace="nowrap" {...STICKY_END}>
              {narrow ? (
                <RowActionsMenu
                  label={intl.formatMessage({ id: 'common.table.rowActions' }, { name: rowLabel(row) })}
                  actions={actions(row)}
                />
              ) : (
                actions(row)
              )}
            </Table.Cell>
          )}
        </Table.Row>
      );
    });
  }

  return (
    <Box position="relative" aria-busy={loading || refreshing || undefined}>
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="md">
        <Table.Root
          size="md"
          interactive={rows.length > 0 && !error}
          opacity={refreshing ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
          <Table.Header>
            <Table.Row bg="bg.muted">
              {selection && (
                <Table.ColumnHeader width="10">
                  <Checkbox.Root
                    size="sm"
                    checked={headerChecked}
                    disabled={ids.length === 0}
                    onCheckedChange={(e) => toggleAll(e.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'common.table.selectAll' })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  width={column.width}
                  minW={column.minWidth}
                  textAlign={column.align}
                  fontWeight="semibold"
                  color="fg.muted"
                  whiteSpace="nowrap"
                >
                  {column.header}
                </Table.ColumnHeader>
              ))}
              {actions && (
                <Table.ColumnHeader
                  width={narrow ? '14' : actionsWidth}
                  textAlign="center"
                  fontWeight="semibold"
                  color="fg.muted"
                  {...STICKY_END}
                  bg="bg.muted"
                >
                  <FormattedMessage id="common.actions" />
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
