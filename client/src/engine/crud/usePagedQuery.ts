import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { PageInput } from '../../generated/graphql';
import type { ListState } from './useListState';

/** What every paged list query answers (SPEC paging: records, total, current, size, pages). */
export interface PageOf<T> {
  records: readonly T[];
  total: number;
  pages: number;
}

export interface PagedQuery<T> {
  rows: readonly T[];
  /** Undefined until the first answer. */
  total: number | undefined;
  /** First load: nothing to show yet. */
  loading: boolean;
  /** Reloading with rows on screen. */
  refreshing: boolean;
  error: unknown;
  refetch(): void;
}

/**
 * Runs a paged list query (`xs(page, filter)`) for the list state: the current page and size, the searched
 * filter. The previous page stays on screen while the next one loads; after deleting the last rows of the last
 * page, the page that now is the last one is shown.
 */
export function usePagedQuery<TData, TFilter, TRow>(
  document: TypedDocumentNode<TData, { page?: PageInput | null; filter?: TFilter | null }>,
  options: {
    list: Pick<ListState<Record<string, string>>, 'current' | 'size' | 'setPage'>;
    filter: TFilter;
    select(data: TData): PageOf<TRow>;
  },
): PagedQuery<TRow> {
  const { list, filter, select } = options;
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: { page: { current: list.current, size: list.size }, filter },
    notifyOnNetworkStatusChange: true,
  });
  const fresh = data ? select(data as TData) : undefined;
  const page = fresh ?? (previousData ? select(previousData as TData) : undefined);

  const emptyPage = fresh !== undefined && fresh.records.length === 0 && list.current > 1;
  const lastPage = fresh ? Math.max(1, fresh.pages) : 1;
  const { setPage } = list;
  useEffect(() => {
    if (emptyPage) setPage(lastPage);
  }, [emptyPage, lastPage, setPage]);

  return {
    rows: page?.records ?? [],
    total: page?.total,
    loading: loading && !page,
    refreshing: loading && Boolean(page),
    error,
    refetch: () => void refetch(),
  };
}

/** The list props of a paged query (rows, total, loading, refreshing, error, refresh) for `<CrudList {...pagedListProps(query)} />`. */
export function pagedListProps<T>(query: PagedQuery<T>) {
  return {
    rows: query.rows,
    total: query.total,
    loading: query.loading,
    refreshing: query.refreshing,
    error: query.error,
    onRefresh: query.refetch,
  };
}
