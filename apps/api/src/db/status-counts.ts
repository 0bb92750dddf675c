import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A select object counting rows in total and per status: `{ total, <key>: count of rows whose
 * status is statuses[key] }`, as ints on both drivers.
 */
export function statusCounts<K extends string>(
  status: Column,
  statuses: Record<K, string>,
): Record<'total' | K, SQL<number>> {
  const counts = { total: sql<number>`count(*)::int` } as Record<'total' | K, SQL<number>>;
  for (const [key, value] of Object.entries(statuses) as [K, string][]) {
    counts[key] = sql<number>`(count(*) filter (where ${status} = ${value}))::int`;
  }
  return counts;
}
