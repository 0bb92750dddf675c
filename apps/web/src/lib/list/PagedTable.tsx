import { answerStates, type AnswerTexts } from '../../components/ui/answer-states';
import { DataTable, type DataTableProps } from '../../components/ui/DataTable';
import type { TableSort } from '../../components/ui/columns';
import type { Pagination } from '../../components/ui/Pagination';
import type { ComponentProps } from 'react';

/** A paged list's query (TanStack Query's answer of `{ total, … }`). */
export type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { total: number };
  refetch: () => unknown;
};

/** The list state (useListState) a paged table needs: its pager and its sort. */
export type PagedList<S extends string> = {
  pager(total: number): ComponentProps<typeof Pagination>;
  tableSort: TableSort<S>;
};

/** ListPage's `pager` of a paged list: left out while the list loads or failed. */
export function pagerOf<S extends string>(list: PagedList<S>, query: PagedQuery) {
  return !query.isPending && !query.isError ? list.pager(query.data?.total ?? 0) : undefined;
}

/**
 * A paged list's DataTable: the rows of the current answer (the previous one's, marked busy,
 * while the next loads), sorted through the list state, with the list's loading, failed (with
 * "Try again") and empty texts.
 */
export function PagedTable<T, S extends string>({
  list,
  query,
  texts,
  ...table
}: Omit<DataTableProps<T, S>, 'sort' | 'busy' | 'states'> & {
  list: PagedList<S>;
  query: PagedQuery;
  texts: AnswerTexts;
}) {
  return (
    <DataTable
      {...table}
      sort={list.tableSort}
      busy={query.isPlaceholderData}
      states={answerStates(query, texts)}
    />
  );
}
