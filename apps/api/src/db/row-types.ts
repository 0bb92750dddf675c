import { z } from 'zod';

/**
 * Parsers of the column types the two drivers answer differently through drizzle's `execute`,
 * settled here once for every row schema (decision 0168). Both answer int4, boolean, text,
 * jsonb and int[] alike; dates and timestamps both as text.
 */

/**
 * An integer column of any width. int2/int4 come as numbers from both drivers; int8 (bigint,
 * bigserial, `count(*)`, `sum` of integers) as a number from PGlite but as text from node-pg:
 * one parser for all, so a row schema never depends on which width a column has.
 */
export const integer = z.union([
  z.int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number)
    .pipe(z.int()),
]);

/** A `date`: 'YYYY-MM-DD' on both drivers. */
export const date = z.iso.date();

/** A `timestamptz` ('2026-12-03 11:45:14.913+00') as a Date. */
export const timestamptz = z
  .string()
  .transform((text) => new Date(text))
  .pipe(z.date());

/** A `numeric`: its exact decimal text on both drivers. */
export const numeric = z.string().regex(/^-?\d+(\.\d+)?$/);
