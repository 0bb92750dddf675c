import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Runs raw SQL on either driver and answers its rows (both drivers expose `rows`). */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
