import type { SortOrder } from '@dd/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** The visible arrow of a sortable column: up (asc), down (desc), or both (not sorted by it). */
export function SortIcon({ order }: { order: SortOrder | null }) {
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      className={order ? 'size-3.5 shrink-0' : 'size-3.5 shrink-0 opacity-50'}
      aria-hidden="true"
      data-sort={order ?? 'none'}
    />
  );
}
