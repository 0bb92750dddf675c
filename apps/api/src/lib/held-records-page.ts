import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { distributors } from '../db/schema';

/** A table of records a distributor (maybe via one of its retailers) holds: orders, assignments. */
type HeldRecords = PgTable & { id: PgColumn; distributorId: PgColumn; retailerId: PgColumn };

/**
 * One page of a list of held records: the ids of the rows `where` keeps (joined to their
 * distributor and, when there is one, their retailer: the search reads their names), in the
 * list's order, and how many rows it keeps in all.
 */
export async function heldRecordsPage(
  db: Executor,
  table: HeldRecords,
  retailer: PgTable & { id: PgColumn },
  where: SQL | undefined,
  orderBy: SQL[],
  window: { limit: number; offset: number },
) {
  const matching = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(distributors, eq(distributors.id, table.distributorId))
      .leftJoin(retailer, eq(retailer.id, table.retailerId))
      .where(where);
  const ids = await matching(db.select({ id: table.id }).from(table).$dynamic())
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await matching(
    db.select({ n: sql<number>`count(*)::int` }).from(table).$dynamic(),
  );
  return { ids: ids.map((r) => r.id as number), total: counted!.n };
}
