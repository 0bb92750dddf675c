import type { SortOrder } from '@dd/contract';
import type { ReactNode } from 'react';

/** One column of a DataTable: its header, its cell, and the server sort it offers, if any. */
export interface Column<T, S extends string = string> {
  /** Unique in the table. */
  key: string;
  /** The header's text (also the sort bar's label for the column on a phone). */
  header: string;
  /** The header is for screen readers only (an actions column). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** The list's sort name (the contract's whitelist): the header sorts by it. */
  sort?: S;
  /** The cell's classes (`Td`). */
  className?: string;
  /** The header's classes (`Th`). */
  headerClassName?: string;
}

/** The list's sort as the headers (or a phone's sort bar) show it and change it. */
export interface TableSort<S extends string> {
  sort: S | null;
  order: SortOrder;
  onSort: (column: S) => void;
}

/** Row checkboxes, and the header's "this page" checkbox (`mixed` for a part of the page). */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  pageState: 'all' | 'some' | 'none';
  togglePage: () => void;
  pageLabel: string;
  rowLabel: (row: T) => string;
}

/** The sortable columns, for a sort bar. */
export function sortColumns<T, S extends string>(
  columns: readonly Column<T, S>[],
): { column: S; label: string }[] {
  return columns.flatMap((c) => (c.sort ? [{ column: c.sort, label: c.header }] : []));
}
