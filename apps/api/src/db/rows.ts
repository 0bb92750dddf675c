import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './client';

/**
 * Runs raw SQL on either driver and answers its rows, each parsed by `schema`: the row's type
 * is what the schema checks, never what a caller asserts. Column types the two drivers answer
 * differently (int8, timestamps) are settled by the parsers of `row-types.ts`. (Tests read their
 * own checks' rows with test/read-rows.ts.)
 */
export async function rows<S extends z.ZodType>(
  db: Executor,
  query: SQL,
  schema: S,
): Promise<z.output<S>[]> {
  const found = ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return found.map((row) => schema.parse(row));
}
