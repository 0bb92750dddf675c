import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * One value as a PostgreSQL literal, for the few statements that take no bind parameters
 * (`COPY (query) TO STDOUT`). Strings are always written as escape strings (`E'...'`, quotes
 * and backslashes doubled), which read the same whatever `standard_conforming_strings` says;
 * anything but a string, a finite number, a boolean or null is refused rather than guessed.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('not a finite number');
    // Parenthesised so a negative number never meets a preceding operator (`x - -1`, `--`).
    return value < 0 ? `(${value})` : String(value);
  }
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : String(value);
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold NUL; with a bind parameter the server refuses it too.
    if (value.includes('\0')) throw new TypeError('text with a NUL character');
    return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  }
  throw new TypeError(`no SQL literal for a ${typeof value}`);
}

/** drizzle's PostgreSQL dialect, writing each parameter as a literal instead of `$n`. */
class LiteralDialect extends PgDialect {
  // drizzle passes each parameter's value along with its number (sql.js, `escapeParam(n, value)`).
  override escapeParam(_num: number, ...value: unknown[]): string {
    if (value.length === 0) throw new Error('drizzle did not pass the parameter value');
    return sqlLiteral(value[0]);
  }
  override escapeString(text: string): string {
    return sqlLiteral(text);
  }
}

const literalDialect = new LiteralDialect();

/**
 * A drizzle query as one parameter-free SQL text: the same text `db.execute(query)` sends,
 * with every parameter written in place by `sqlLiteral` (never concatenated by hand).
 */
export function inlineSql(query: SQL): string {
  return literalDialect.sqlToQuery(query).sql;
}
