import { useId, type Key, type ReactNode } from 'react';
import { SortableTh } from '../../lib/list/SortableTh';
import { useMediaQuery } from '../../lib/use-media-query';
import { cn } from './cn';
import type { Column, RowSelection, TableSort } from './columns';
import { DataCards } from './DataCards';
import { PageCheckbox, SelectCheckbox } from './SelectCheckbox';
import { EmptyState, ErrorState, LoadingState } from './States';
import { Table, Td, Th } from './Table';
import { TableBody } from './TableBody';

/** What a table shows instead of its rows (the screen's texts, from the spec). */
export interface TableStates {
  /** The first answer is on its way: the spinner's label. */
  loading?: string | false;
  /** The answer failed: its title, the reason, and "Try again" when `onRetry` is given. */
  failed?: { title: string; detail?: string; onRetry?: () => void } | false;
  /** There are no rows. Without it an empty table shows its header only. */
  empty?: { title: string; hint?: string };
}

export interface DataTableProps<T, S extends string> {
  /** The table's name (its caption, for screen readers) and the cards' list name. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  columns: readonly Column<T, S>[];
  /** Server-side sort: the columns with a `sort` name sort by it. */
  sort?: TableSort<S>;
  selection?: RowSelection<T>;
  states?: TableStates;
  /** The rows shown are the previous answer's while the next one loads. */
  busy?: boolean;
  /**
   * Where the media query `cardsWhen` matches (phones by default) the rows are cards: `card`
   * draws one, else it shows each column's header and cell.
   */
  card?: (row: T) => ReactNode;
  cardsWhen?: string;
  /** Data attributes of a row (`data-testid`). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** A typical row's height in px (the windowing of a body over 100 rows). */
  estimateRowHeight?: number;
}

/**
 * The app's one table: columns with their headers (sortable ones sort on the server), optional
 * row checkboxes, the loading / failed / empty states, and on a phone a card per row under a
 * sort bar (DataCards). Rows render through TableBody (aria-rowindex, windowing past 100 rows).
 */
export function DataTable<T, S extends string = never>({
  label,
  rows,
  rowKey,
  columns,
  sort,
  selection,
  states = {},
  busy = false,
  card,
  cardsWhen = '(max-width: 639px)',
  rowData,
  estimateRowHeight,
}: DataTableProps<T, S>) {
  const captionId = useId();
  const cards = useMediaQuery(cardsWhen);

  if (states.loading) return <LoadingState label={states.loading} />;
  if (states.failed) {
    const { title, detail, onRetry } = states.failed;
    return <ErrorState title={title} detail={detail} onRetry={onRetry} />;
  }
  if (rows.length === 0 && states.empty) {
    return <EmptyState title={states.empty.title} hint={states.empty.hint} />;
  }
  if (cards) {
    return <DataCards {...{ label, rows, rowKey, columns, card, sort, selection, busy }} />;
  }

  return (
    <Table
      aria-labelledby={captionId}
      aria-busy={busy}
      aria-rowcount={rows.length + 1}
      className={cn(busy && 'opacity-60')}
    >
      <caption id={captionId} className="sr-only">
        {label}
      </caption>
      <thead>
        <tr aria-rowindex={1}>
          {selection ? (
            <Th className="w-10">
              <PageCheckbox selection={selection} />
            </Th>
          ) : null}
          {columns.map((column) => {
            const text = column.hideHeader ? (
              <span className="sr-only">{column.header}</span>
            ) : (
              column.header
            );
            return column.sort && sort ? (
              <SortableTh
                key={column.key}
                column={column.sort}
                className={column.headerClassName}
                {...sort}
              >
                {text}
              </SortableTh>
            ) : (
              <Th key={column.key} className={column.headerClassName}>
                {text}
              </Th>
            );
          })}
        </tr>
      </thead>
      <TableBody
        rows={rows}
        rowKey={rowKey}
        rowData={rowData}
        columns={columns.length + (selection ? 1 : 0)}
        estimateRowHeight={estimateRowHeight}
        className="divide-y divide-slate-200 dark:divide-slate-800"
        rowClassName="hover:bg-slate-50 dark:hover:bg-slate-800/40"
      >
        {(row) => (
          <>
            {selection ? (
              <Td className="w-10">
                <SelectCheckbox
                  checked={selection.isSelected(row)}
                  label={selection.rowLabel(row)}
                  onChange={() => selection.toggle(row)}
                />
              </Td>
            ) : null}
            {columns.map((column) => (
              <Td key={column.key} className={column.className}>
                {column.cell(row)}
              </Td>
            ))}
          </>
        )}
      </TableBody>
    </Table>
  );
}
