import type { SortOrder } from '@dd/contract';
import { asc, desc, type Column, type SQL } from 'drizzle-orm';

/** What a list query carries: one of its whitelisted `sort` names and a direction. */
type SortRequest<K extends string> = { sort?: K | undefined; order?: SortOrder | undefined };

/**
 * ORDER BY for a list: the requested column (the whitelist in the contract maps each name to a
 * column here, checked by the type) then the id in the same direction, so rows with equal values
 * keep one order and paging never repeats or skips a row. Without `sort`, the list's default.
 */
export function sortedBy<K extends string>(
  q: SortRequest<K>,
  columns: Record<K, Column | SQL>,
  id: Column,
  byDefault: SQL[],
): SQL[] {
  if (!q.sort) return byDefault;
  const direction = q.order === 'desc' ? desc : asc;
  return [direction(columns[q.sort]), direction(id)];
}
