import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { ChevronsDownUp, ChevronsUpDown, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../apollo/errors';
import { hasAnyPermission, useSession } from '../auth';
import { type Column, DataTable } from './DataTable';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportDialog';
import { Pagination } from './Pagination';
import { SearchBar, type SearchField } from './SearchBar';
import { Toolbar } from './Toolbar';
import { buildTree, filterTree, matchesTextFilter, walkTree } from './tree';
import { TreeTable } from './TreeTable';
import { activeFilter, type ListState } from './useListState';
import { useRemoveAction } from './useRemoveAction';
import { useTreeExpansion } from './useTreeExpansion';

export interface CrudTreeOptions<T, F> {
  parentId(row: T): string | null | undefined;
  /** Branches down to this depth start open (default all). */
  defaultExpandDepth?: number;
  /** Does a row match the searched filter? Default: every filter value occurs in the field of that name. */
  matches?: (row: T, filter: F) => boolean;
}

export interface CrudListProps<T, F extends Record<string, string>> {
  /** Names the table for assistive technology (参数列表 ...). */
  caption: string;
  list: ListState<F>;
  searchFields?: readonly SearchField[];
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowId(row: T): string;
  rowLabel(row: T): string;
  /**
   * A paged list: the total of the query (pagination is shown). Leave out for trees, which show every row,
   * nested by parent and filtered by the search values here on the client.
   */
  total?: number;
  tree?: CrudTreeOptions<T, F>;
  loading: boolean;
  refreshing?: boolean;
  error?: unknown;
  onRefresh(): void;
  /** 新增 in the toolbar, shown to holders of `code`. */
  create?: { code: string; onClick(): void };
  /** 删除 in the toolbar (for the selection) and on every row (where `when` allows), shown to holders of `code`. */
  remove?: { code: string; run(ids: string[]): Promise<unknown>; when?: (row: T) => boolean };
  /** 查看 on every row. */
  onView?: (row: T) => void;
  /** 编辑 on every row (where `when` allows), shown to holders of `code`. */
  edit?: { code: string; onClick(row: T): void; when?: (row: T) => boolean };
  /** More toolbar buttons (after 新增 and 删除); gate them with <Can>. */
  toolbar?: ReactNode;
  /**
   * 导出 in the toolbar, shown to holders of `code`: downloads `path` as .xlsx with the applied search values as
   * its query (`query` maps them when the REST names differ), so the file holds the filtered list.
   */
  exporting?: {
    code: string;
    path: string;
    fileName: string;
    query?: (filter: F) => Record<string, string | number | undefined>;
  };
  /** 导入 in the toolbar with the import dialog (template link, per-row errors), shown to holders of `code`. */
  importing?: { code: string; path: string; templatePath: string; templateName: string; onImported?(): void };
  /** More row buttons (before 查看 / 编辑 / 删除); gate them with <Can>. */
  rowActions?: (row: T) => ReactNode;
  actionsWidth?: string;
}

/**
 * A resource's list screen: search form, toolbar (新增, 删除, extras, refresh), the table (paged, or a tree) with
 * selection and row actions, and the delete flow of SPEC section 8. Buttons follow the user's permission codes.
 */
export function CrudList<T, F extends Record<string, string>>(props: CrudListProps<T, F>) {
  const { list, rows, columns, rowId, rowLabel, tree, create, remove, edit, onView } = props;
  const intl = useIntl();
  const granted = useSession()?.permissions ?? [];
  const may = (code: string | undefined) => code !== undefined && hasAnyPermission(granted, [code]);
  const canCreate = may(create?.code);
  const canRemove = may(remove?.code);
  const canEdit = may(edit?.code);

  const { setSelected } = list;
  const clearSelection = useCallback(() => setSelected(new Set()), [setSelected]);
  const run = remove?.run;
  const removeRows = useRemoveAction(
    useCallback((ids: string[]) => (run ? run(ids) : Promise.resolve()), [run]),
    clearSelection,
  );

  const { filter } = list;
  const parentId = tree?.parentId;
  const matches = tree?.matches;
  const nodes = useMemo(() => {
    if (!parentId) return [];
    const all = buildTree(rows, { id: rowId, parentId });
    const searching = Object.values(filter).some((v) => v.trim() !== '');
    if (!searching) return all;
    const test = matches ? (row: T) => matches(row, filter) : (matchesTextFilter(filter) as (row: T) => boolean);
    return filterTree(all, test);
  }, [rows, rowId, parentId, matches, filter]);
  const searching = Object.values(filter).some((v) => v.trim() !== '');
  const expansion = useTreeExpansion(nodes, searching ? Infinity : tree?.defaultExpandDepth);

  const errorText = props.error
    ? (readApiProblem(props.error)?.message ?? intl.formatMessage({ id: 'errors.network' }))
    : undefined;
  const hasRowActions = Boolean(props.rowActions || onView || (edit && canEdit) || (remove && canRemove));
  const actions = hasRowActions
    ? (row: T) => (
        <HStack gap="0" justify="center">
          {props.rowActions?.(row)}
          {onView && (
            <Button size="xs" variant="ghost" onClick={() => onView(row)}>
              <Eye />
              <FormattedMessage id="common.view" />
            </Button>
          )}
          {edit && canEdit && (edit.when?.(row) ?? true) && (
            <Button size="xs" variant="ghost" onClick={() => edit.onClick(row)}>
              <Pencil />
              <FormattedMessage id="common.edit" />
            </Button>
          )}
          {remove && canRemove && (remove.when?.(row) ?? true) && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void removeRows([rowId(row)])}>
              <Trash2 />
              <FormattedMessage id="common.delete" />
            </Button>
          )}
        </HStack>
      )
    : undefined;

  const tableProps = {
    caption: props.caption,
    columns,
    rowId,
    rowLabel,
    selection: remove && canRemove ? { selected: list.selected, onChange: list.setSelected } : undefined,
    loading: props.loading,
    refreshing: props.refreshing,
    error: errorText,
    onRetry: props.onRefresh,
    skeletonRows: Math.min(list.size, 8),
    actionsWidth: props.actionsWidth,
    actions,
  };

  return (
    <Stack gap="4">
      {props.searchFields && props.searchFields.length > 0 && (
        <Card.Root size="sm" variant="outline">
          <Card.Body>
            <SearchBar
              fields={props.searchFields}
              values={list.draft}
              onChange={list.setDraft}
              onSearch={list.search}
              onReset={list.reset}
            />
          </Card.Body>
        </Card.Root>
      )}

      <Card.Root size="sm" variant="outline">
        <Card.Body gap="4">
          <Toolbar selectedCount={list.selected.size} onRefresh={props.onRefresh} refreshing={props.refreshing}>
            {create && canCreate && (
              <Button size="sm" onClick={create.onClick}>
                <Plus />
                <FormattedMessage id="common.add" />
              </Button>
            )}
            {remove && canRemove && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => void removeRows([...list.selected])}
              >
                <Trash2 />
                <FormattedMessage id="common.delete" />
              </Button>
            )}
            {props.toolbar}
            {props.exporting && (
              <ExportButton
                code={props.exporting.code}
                path={props.exporting.path}
                fileName={props.exporting.fileName}
                query={props.exporting.query ? props.exporting.query(filter) : activeFilter(filter)}
              />
            )}
            {props.importing && (
              <ImportButton
                code={props.importing.code}
                path={props.importing.path}
                templatePath={props.importing.templatePath}
                templateName={props.importing.templateName}
                onImported={props.importing.onImported ? () => props.importing?.onImported?.() : props.onRefresh}
              />
            )}
            {tree && walkTree(nodes).some((n) => n.children.length > 0) && (
              <Button
                size="sm"
                variant="ghost"
                onClick={expansion.allExpanded ? expansion.collapseAll : expansion.expandAll}
              >
                {expansion.allExpanded ? <ChevronsDownUp /> : <ChevronsUpDown />}
                <FormattedMessage id={expansion.allExpanded ? 'common.tree.collapseAll' : 'common.tree.expandAll'} />
              </Button>
            )}
          </Toolbar>

          {tree ? (
            <TreeTable {...tableProps} nodes={nodes} expansion={expansion} />
          ) : (
            <DataTable {...tableProps} rows={rows} />
          )}

          {!tree && (
            <Pagination
              page={list.current}
              pageSize={list.size}
              total={props.total ?? 0}
              onPageChange={list.setPage}
              onPageSizeChange={list.setSize}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
