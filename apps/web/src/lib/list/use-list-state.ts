import type { SortOrder } from '@dd/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  listQuery,
  nextSort,
  readListView,
  withListChange,
  type ListChange,
  type ListSpec,
} from './list-params';

/** Typing in a list's search waits this long before it becomes a request (and a URL change). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list screen's filters, search, page, page size and sort, kept in the URL so a reload or a
 * shared link shows the same view. `searchText` is what the search box shows while typing; it
 * reaches the URL after SEARCH_DEBOUNCE_MS of quiet. Every change but the page goes back to
 * page 1. Changes build on the latest requested URL, not only the last rendered one:
 * react-router's setSearchParams does not queue updates, so two quick changes would lose one.
 */
export function useListState<F extends string, S extends string>(spec: ListSpec<F, S>) {
  const [params, setParams] = useSearchParams();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    // The URL has caught up with what was asked: read it from the router again.
    if (pending.current === params.toString()) pending.current = null;
  }, [params]);

  const view = useMemo(() => readListView(spec, params), [spec, params]);

  const change = useCallback(
    (next: ListChange<F, S>, replace = false) => {
      const base = new URLSearchParams(pending.current ?? params);
      const url = withListChange(spec, base, next);
      pending.current = url.toString();
      setParams(url, { replace });
    },
    [spec, params, setParams],
  );

  const [searchText, setSearchText] = useState(view.search);
  const [seenSearch, setSeenSearch] = useState(view.search);
  const [committed, setCommitted] = useState(view.search);
  if (view.search !== seenSearch) {
    // The URL changed from elsewhere (back button, a link): the box shows its search.
    setSeenSearch(view.search);
    if (view.search !== committed) {
      setSearchText(view.search);
      setCommitted(view.search);
    }
  }
  useEffect(() => {
    const value = searchText.trim();
    if (value === committed) return;
    const timer = setTimeout(() => {
      setCommitted(value);
      change({ search: value } as ListChange<F, S>, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, committed, change]);

  const hasActiveFilters =
    view.search !== '' || Object.values<string>(view.filters).some((v) => v !== '');

  const setPage = (page: number) => change({ page } as ListChange<F, S>);
  const setPageSize = (pageSize: number) => change({ pageSize } as ListChange<F, S>);
  // The sort the list is in: the chosen one, else the server's default order (when it is one).
  const shownSort = view.sort ? view : (spec.defaultSort ?? view);
  const toggleSort = (column: S) =>
    change({ sort: nextSort(shownSort, column) } as ListChange<F, S>);

  return {
    ...view,
    query: useMemo(() => listQuery(view), [view]),
    hasActiveFilters,
    searchText,
    setSearchText,
    setFilter: (key: F, value: string) => change({ [key]: value } as ListChange<F, S>),
    /** Several filters at once (a filter that narrows another clears it in the same change). */
    setFilters: (values: Partial<Record<F, string>>) => change(values as ListChange<F, S>),
    setPage,
    setPageSize,
    setSort: (sort: S, order: SortOrder) => change({ sort: { sort, order } } as ListChange<F, S>),
    toggleSort,
    /** The pager of `total` rows (ListPage's `pager`, or a Pagination's props). */
    pager: (total: number) => ({
      page: view.page,
      pageSize: view.pageSize,
      total,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
    }),
    /** The table's or sort bar's sort: the column shown active, its order and a press. */
    tableSort: { sort: shownSort.sort, order: shownSort.order, onSort: toggleSort },
    /** Back to the plain list: no filters, no search (the sort and page size stay). */
    clear: () => {
      setSearchText('');
      setCommitted('');
      const cleared = { search: '' } as Record<string, string>;
      for (const key of Object.keys(spec.filters)) cleared[key] = '';
      change(cleared as ListChange<F, S>);
    },
  };
}

export type ListState<F extends string = string, S extends string = string> = ReturnType<
  typeof useListState<F, S>
>;
