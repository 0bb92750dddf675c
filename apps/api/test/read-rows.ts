import type { SQL } from 'drizzle-orm';
import type { Executor } from '../src/db/client';

/**
 * A test's own read of raw SQL, its rows as the test says they are: what the test then asserts
 * checks them. The product's code reads through `rows(db, query, schema)` (src/db/rows.ts), which
 * parses every row; this unchecked form is for tests only (decision 0168).
 */
export async function readRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
