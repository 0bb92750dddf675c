import {
  Column,
  getTableColumns,
  sql,
  type InferSelectModel,
  type SQL,
  type Table,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './client';

/**
 * Whole rows of one table for a hot read: the select list written once, and each row decoded
 * by the table's own columns (their `mapFromDriverValue`: timestamps into `Date`, as drizzle
 * does), worked out once per table. drizzle's query builder writes the select list anew and
 * decodes each field of each row through class checks on every call: for a page of 50
 * machines, a fifth of the API's CPU per list request (docs/scaling.md, "Per-request
 * overhead"). The table's columns are decoded by drizzle's own column types; any other field
 * (a joined name, a count) by the zod schema the caller passes.
 */
export function tableRows<T extends Table>(table: T) {
  const fields = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    // Columns that keep the driver's value as it is (text, boolean, date strings) are copied.
    decoder:
      column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (column as Column),
  }));
  const decode = (raw: Record<string, unknown>): InferSelectModel<T> => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decoder } of fields) {
      const value = raw[name] ?? null;
      row[key] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
  type Read<Extra> = { row: InferSelectModel<T>; raw: Extra };
  /** Runs the query; answers each row decoded, with its other fields parsed by `extra`. */
  async function read<E extends z.ZodType>(
    db: Executor,
    query: SQL,
    extra: E,
  ): Promise<Read<z.output<E>>[]>;
  async function read(db: Executor, query: SQL, extra: z.ZodType): Promise<Read<unknown>[]> {
    const found = ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
      .rows;
    return found.map((raw) => ({ row: decode(raw), raw: extra.parse(raw) }));
  }
  return {
    /** The table's columns under their own names, for `select ${columns} from ...`. */
    columns: sql.join(
      fields.map((f) => sql.identifier(f.name)),
      sql`, `,
    ),
    read,
  };
}
