import { Fragment, type Key, type ReactNode } from 'react';
import { SortBar } from '../../lib/list/SortBar';
import { cn } from './cn';
import { sortColumns, type Column, type RowSelection, type TableSort } from './columns';
import { PageCheckbox, SelectCheckbox } from './SelectCheckbox';

/** A row as its columns' headers and cells, one under the other (a header hidden stays so). */
function FieldsCard<T>({ row, columns }: { row: T; columns: readonly Column<T, string>[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
      {columns.map((column) =>
        column.hideHeader ? (
          <dd key={column.key} className="col-span-2 min-w-0">
            {column.cell(row)}
          </dd>
        ) : (
          <Fragment key={column.key}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {column.header}
            </dt>
            <dd className="min-w-0 break-words">{column.cell(row)}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

/**
 * A DataTable's rows where a table does not fit (a phone): a sort bar for its sortable columns,
 * the page's checkbox when rows are selectable, then one card per row (the row's checkbox first):
 * the screen's own `card`, or each column's header and cell.
 */
export function DataCards<T, S extends string>({
  label,
  rows,
  rowKey,
  columns,
  card,
  sort,
  selection,
  busy,
}: {
  label: string;
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  columns: readonly Column<T, S>[];
  card?: (row: T) => ReactNode;
  sort?: TableSort<S>;
  selection?: RowSelection<T>;
  busy: boolean;
}) {
  const sortable = sortColumns(columns);
  return (
    <>
      {sort && sortable.length > 0 ? (
        <SortBar
          className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
          columns={sortable}
          {...sort}
        />
      ) : null}
      {selection && rows.length > 0 ? (
        // The header checkbox of the table: what "Select all N matching" follows on a phone.
        <label className="flex cursor-pointer items-center gap-3 border-b border-slate-200 px-4 py-3 text-sm font-medium text-slate-700 dark:border-slate-800 dark:text-slate-300">
          <PageCheckbox selection={selection} />
          <span aria-hidden="true">{selection.pageLabel}</span>
        </label>
      ) : null}
      <ul
        aria-label={label}
        aria-busy={busy}
        className={cn('divide-y divide-slate-200 dark:divide-slate-800', busy && 'opacity-60')}
      >
        {rows.map((row, index) => {
          const content = card ? card(row) : <FieldsCard row={row} columns={columns} />;
          return (
            <li
              key={rowKey(row, index)}
              className={cn(
                'p-4 text-sm text-slate-700 dark:text-slate-300',
                selection && 'flex gap-3',
              )}
            >
              {selection ? (
                <>
                  <SelectCheckbox
                    checked={selection.isSelected(row)}
                    label={selection.rowLabel(row)}
                    onChange={() => selection.toggle(row)}
                  />
                  <div className="min-w-0 flex-1">{content}</div>
                </>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
