import { z } from 'zod';

/**
 * Parsers of the column types the two drivers answer differently through drizzle's `execute`,
 * settled here once for every row schema (decision 0168). Both answer int4, boolean, text,
 * jsonb and int[] alike; dates and timestamps both as text. The text forms are checked inside
 * one transform: a zod pipe after a transform costs four times as much per field.
 */

const INTEGER_TEXT = /^-?\d+$/;

/**
 * An integer column of any width. int2/int4 come as numbers from both drivers; int8 (bigint,
 * bigserial, `count(*)`, `sum` of integers) as a number from PGlite but as text from node-pg:
 * one parser for all, so a row schema never depends on which width a column has.
 */
export const integer = z.union([
  z.int(),
  z.string().transform((text, ctx) => {
    const value = Number(text);
    if (INTEGER_TEXT.test(text) && Number.isSafeInteger(value)) return value;
    ctx.issues.push({ code: 'custom', message: 'Expected an integer', input: text });
    return z.NEVER;
  }),
]);

/** A `date`: 'YYYY-MM-DD' on both drivers. */
export const date = z.iso.date();

/** A `timestamptz` ('2026-12-03 11:45:14.913+00' on both drivers) as a Date. */
export const timestamptz = z.string().transform((text, ctx) => {
  const at = new Date(text);
  if (!Number.isNaN(at.getTime())) return at;
  ctx.issues.push({ code: 'custom', message: 'Expected a timestamp', input: text });
  return z.NEVER;
});

/**
 * A row whose columns are converted one by one by its caller's own column definitions (the
 * reports': `toReportRow`): checked to be a row, not copied, since a report export reads a
 * million of them.
 */
export const definedRow = z.custom<Record<string, unknown>>(
  (row) => typeof row === 'object' && row !== null && !Array.isArray(row),
);
