import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './client';

/**
 * Runs raw SQL on either driver and answers its rows, each parsed by `schema`: the row's type
 * is what the schema checks, never what a caller asserts. Column types the two drivers answer
 * differently (int8, timestamps) are settled by the parsers of `row-types.ts`.
 */
export async function rows<S extends z.ZodType>(
  db: Executor,
  query: SQL,
  schema: S,
): Promise<z.output<S>[]>;
/** @deprecated Pass a row schema: this form casts the rows unchecked (until its callers are converted). */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]>;
export async function rows(db: Executor, query: SQL, schema?: z.ZodType): Promise<unknown[]> {
  const found = ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return schema ? found.map((row) => schema.parse(row)) : found;
}
