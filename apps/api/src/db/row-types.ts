import { z } from 'zod';

/**
 * Parsers of the column types the two drivers answer differently through drizzle's `execute`,
 * settled here once for every row schema (decision 0168). Both answer int4, boolean, text,
 * jsonb and int[] alike; dates and timestamps both as text.
 */

/** An int8 (bigint, bigserial, `count(*)`, `sum` of integers): PGlite answers a number, node-pg a string. */
export const int8 = z
  .union([z.number(), z.string().regex(/^-?\d+$/)])
  .transform(Number)
  .pipe(z.int());

/** A `date`: 'YYYY-MM-DD' on both drivers. */
export const date = z.iso.date();

/** A `timestamptz` ('2026-12-03 11:45:14.913+00') as a Date. */
export const timestamptz = z
  .string()
  .transform((text) => new Date(text))
  .pipe(z.date());

/** A `numeric`: its exact decimal text on both drivers. */
export const numeric = z.string().regex(/^-?\d+(\.\d+)?$/);
