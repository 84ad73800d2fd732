import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './Pagination';

export interface ListState<F extends Record<string, string>> {
  current: number;
  size: number;
  /** The filter being typed in the search bar. */
  draft: F;
  /** The filter of the last search (what the list shows). */
  filter: F;
  selected: ReadonlySet<string>;
  setDraft(name: string, value: string): void;
  /** Applies the draft (with `values` set into it first, when given) and goes back to page 1. */
  search(values?: Partial<F>): void;
  /** Clears the filter and goes back to page 1. */
  reset(): void;
  setPage(current: number): void;
  setSize(size: number): void;
  setSelected(next: Set<string>): void;
}

/** Paging, search filter and selection of a list screen. Selection belongs to the rows on screen, so it clears on paging and searching. */
export function useListState<F extends Record<string, string>>(
  emptyFilter: F,
  pageSize = DEFAULT_PAGE_SIZE,
): ListState<F> {
  const [current, setCurrent] = useState(1);
  const [size, setSizeState] = useState(pageSize);
  const [draft, setDraftState] = useState<F>(emptyFilter);
  const [filter, setFilter] = useState<F>(emptyFilter);
  const [selected, setSelectedState] = useState<ReadonlySet<string>>(() => new Set());

  const clearSelection = () => setSelectedState(new Set());
  const setDraft = useCallback(
    (name: string, value: string) => setDraftState((prev) => ({ ...prev, [name]: value })),
    [],
  );
  const search = useCallback(
    (values?: Partial<F>) => {
      const applied = values ? { ...draft, ...values } : draft;
      if (values) setDraftState(applied);
      setFilter(applied);
      setCurrent(1);
      clearSelection();
    },
    [draft],
  );
  const reset = useCallback(() => {
    setDraftState(emptyFilter);
    setFilter(emptyFilter);
    setCurrent(1);
    clearSelection();
  }, [emptyFilter]);
  const setPage = useCallback((page: number) => {
    setCurrent(page);
    clearSelection();
  }, []);
  const setSize = useCallback((next: number) => {
    setSizeState(next);
    setCurrent(1);
    clearSelection();
  }, []);
  const setSelected = useCallback((next: Set<string>) => setSelectedState(next), []);

  return useMemo(
    () => ({ current, size, draft, filter, selected, setDraft, search, reset, setPage, setSize, setSelected }),
    [current, size, draft, filter, selected, setDraft, search, reset, setPage, setSize, setSelected],
  );
}

/** The non-blank filter values, trimmed: what goes into a query's `filter` argument. */
export function activeFilter<F extends Record<string, string>>(filter: F): Partial<F> {
  const active: Partial<F> = {};
  for (const [name, value] of Object.entries(filter)) {
    const trimmed = value.trim();
    if (trimmed) (active as Record<string, string>)[name] = trimmed;
  }
  return active;
}
