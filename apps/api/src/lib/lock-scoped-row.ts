import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { notFound } from './http-errors';

type Identified = PgTable & { id: PgColumn };

/**
 * The row of `table` with `id`, locked for the rest of the transaction, if `scope` (the caller's
 * row scoping) keeps it; else 404 with `message`: out of scope is missing.
 */
export async function lockScopedRow<T extends Identified>(
  tx: Executor,
  table: T,
  id: number,
  scope: SQL | undefined,
  message: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), scope))
    .for('update');
  if (!row) throw notFound('not_found', message);
  return row as T['$inferSelect'];
}
