import type { SortOrder } from '@dd/contract';
import type { ComponentProps } from 'react';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Th } from '../../components/ui/Table';
import { SortIcon } from './SortIcon';

/**
 * A column header that sorts the list: a button inside the `th` (Enter and Space press it, as
 * any button), `aria-sort` on the `th` and a visible arrow. Pressing flips asc/desc; another
 * column starts at asc. The header's text stays the column's name.
 */
export function SortableTh<S extends string>({
  column,
  sort,
  order,
  onSort,
  children,
  className,
  ...props
}: Omit<ComponentProps<'th'>, 'onClick'> & {
  column: S;
  sort: S | null;
  order: SortOrder;
  onSort: (column: S) => void;
}) {
  const active = sort === column ? order : null;
  return (
    <Th
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
      className={className}
      {...props}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 dark:hover:text-white',
          focusRing,
        )}
      >
        {children}
        <SortIcon order={active} />
      </button>
    </Th>
  );
}
