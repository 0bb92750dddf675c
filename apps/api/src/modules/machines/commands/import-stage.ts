import {
  CsvParseError,
  MACHINE_IMPORT_COLUMNS,
  MAX_IMPORT_ERRORS,
  ErrorParams,
} from '@dd/contract';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../db/client';
import { rows as selectRows } from '../../../db/rows';
import { integer } from '../../../db/row-types';
import { copyTextRow, withStagingSession, type StagingSession } from '../../../db/copy-staging';
import { csvBatches } from '../../../lib/csv-stream';
import { badRequest } from '../../../lib/http-errors';
import { readHeader, type ImportColumn } from './import-read';

/**
 * What a CSV import stages: the file's columns (in the answer's order) and how its header is
 * read (the column at each position, or a 400 for a bad header).
 */
export type CsvImportSpec<Column extends string> = {
  columns: readonly Column[];
  /**
   * The column at each position of the first row; `{ headerless }`: the file has no header row,
   * the first row is data in those columns (a receipt's list of serials alone).
   */
  readHeader: (header: string[]) => (Column | undefined)[] | { headerless: (Column | undefined)[] };
};

export const MACHINE_IMPORT: CsvImportSpec<ImportColumn> = {
  columns: MACHINE_IMPORT_COLUMNS,
  readHeader,
};

/**
 * An import's staging table: one row per non-blank data row of the file, with its row number
 * (header = 1), the position of its first filled cell beyond the header's columns (if any), and
 * each column's cell as text (trimmed; empty = NULL; NULL too where the header lacks the
 * column). The import's rules (machines: import-rules.ts) run on it in SQL.
 */
const stagedColumns = (spec: CsvImportSpec<string>) => ['row_no', 'extra_cell', ...spec.columns];

function createStagingSql(table: string, spec: CsvImportSpec<string>) {
  const cells = spec.columns.map((c) => sql`${sql.identifier(c)} text`);
  return sql`CREATE TEMP TABLE ${sql.identifier(table)} (row_no int NOT NULL, extra_cell int,
    ${sql.join(cells, sql`, `)})`;
}

/**
 * A new staging table `table` holding `batches`: rows in COPY text (copyTextRow) of the row
 * number, the extra cell and the spec's columns, in that order.
 */
export async function stageRows(
  session: StagingSession,
  table: string,
  spec: CsvImportSpec<string>,
  batches: AsyncIterable<string>,
): Promise<void> {
  await session.db.execute(createStagingSql(table, spec));
  await session.copyRows(table, stagedColumns(spec), batches);
}

/** The file's rows as COPY text, a batch (about 64 kB of the file) at a time. */
async function* copyBatches(
  source: AsyncIterable<Uint8Array | string>,
  spec: CsvImportSpec<string>,
  counted: { rows: number },
): AsyncGenerator<string> {
  let columns: (string | undefined)[] | undefined;
  const position = new Map(spec.columns.map((c, i) => [c, i]));
  const width = spec.columns.length + 2;
  for await (const { records, firstRow } of csvBatches(source)) {
    let text = '';
    records.forEach((cells, index) => {
      if (!columns) {
        if (cells.every((c) => !c.trim()))
          throw badRequest('csv_empty', 'The CSV has no header row');
        const read = spec.readHeader(cells);
        if (Array.isArray(read)) {
          columns = read;
          return;
        }
        columns = read.headerless;
      }
      const values: (string | number | null)[] = new Array(width).fill(null);
      let filled = false;
      for (let i = 0; i < cells.length; i++) {
        const cell = cells[i]!.trim();
        if (cell === '') continue;
        filled = true;
        const column = columns[i];
        if (column) values[2 + position.get(column)!] = cell;
        else if (values[1] === null) values[1] = i + 1;
      }
      if (!filled) return;
      values[0] = firstRow + index;
      counted.rows += 1;
      text += copyTextRow(values);
    });
    // PostgreSQL text cannot hold U+0000 (the JSON body is refused for it by the validator).
    if (text.includes('\u0000'))
      throw badRequest('invalid_character', 'Text cannot contain the NUL character (U+0000)');
    yield text;
  }
  if (!columns) throw badRequest('csv_empty', 'The CSV has no header row');
}

/**
 * Streams the CSV `source` into a new staging table `table` on the session, never holding the
 * file. Answers the number of data rows; 400 csv_unreadable / csv_empty for a file that cannot
 * be read, has a bad header, or has no data rows.
 */
export async function stageImport<Column extends string>(
  session: StagingSession,
  table: string,
  source: AsyncIterable<Uint8Array | string>,
  spec: CsvImportSpec<Column>,
): Promise<number> {
  const counted = { rows: 0 };
  try {
    await stageRows(session, table, spec, copyBatches(source, spec, counted));
  } catch (err) {
    if (err instanceof CsvParseError) {
      throw badRequest('csv_unreadable', `The CSV could not be read: ${err.message}`, {
        details: [{ path: 'csv', message: err.message, code: 'invalid_format' }],
      });
    }
    throw err;
  }
  if (counted.rows === 0) throw badRequest('csv_empty', 'The CSV has no data rows');
  return counted.rows;
}

/**
 * An import's errors table: one row per error, with its row, its column's place in the answer's
 * order (0 for the whole row), its kind (the order of a cell's errors) and its code and params.
 */
function createErrorsSql(errors: string) {
  return sql`CREATE TEMP TABLE ${sql.identifier(errors)} (row_no int NOT NULL, col_no int NOT NULL,
    kind int NOT NULL, code text NOT NULL, params jsonb)`;
}

/**
 * What an answer tells of an errors table: the first MAX_IMPORT_ERRORS errors in row, column and
 * kind order, the count of all by code, and how many rows have one.
 */
async function summarizeErrors<Code extends string>(db: Executor, errors: string) {
  const table = sql.identifier(errors);
  // The errors table holds only the codes of this import's spec (`Code`).
  const counts = await selectRows(
    db,
    sql`SELECT code, count(*)::int AS n, 0 AS rows FROM ${table} GROUP BY code
        UNION ALL SELECT '' , 0, count(DISTINCT row_no)::int FROM ${table}`,
    z.object({ code: z.string().transform((c) => c as Code | ''), n: integer, rows: integer }),
  );
  const first = await selectRows(
    db,
    sql`SELECT row_no, col_no, code, params FROM ${table}
        ORDER BY row_no, col_no, kind LIMIT ${MAX_IMPORT_ERRORS}`,
    z.object({
      row_no: integer,
      col_no: integer,
      code: z.string().transform((c) => c as Code),
      params: ErrorParams.nullable(),
    }),
  );
  const errorCounts: Partial<Record<Code, number>> = {};
  let errorCount = 0;
  let invalidRows = 0;
  for (const c of counts) {
    if (c.code) {
      errorCounts[c.code] = c.n;
      errorCount += c.n;
    } else invalidRows = c.rows;
  }
  return {
    first,
    errorCount,
    errorCounts,
    invalidRows,
    errorsTruncated: errorCount > MAX_IMPORT_ERRORS,
  };
}

/** Runs the rule statements of staged rows into a new errors table and summarizes it. */
export async function runRules<Code extends string>(
  db: Executor,
  errors: string,
  statements: Iterable<SQL>,
) {
  await db.execute(createErrorsSql(errors));
  for (const statement of statements) await db.execute(statement);
  return summarizeErrors<Code>(db, errors);
}

/**
 * The part of an import's answer its rules give (runRules): valid and invalid rows, the first
 * errors (each worded by `errorOf`) and the count of all by code.
 */
export async function checkImport<Code extends string, E>(
  db: Executor,
  errors: string,
  statements: Iterable<SQL>,
  total: number,
  errorOf: (row: number, colNo: number, code: Code, params: ErrorParams | null) => E,
) {
  const summary = await runRules<Code>(db, errors, statements);
  return {
    valid: total - summary.invalidRows,
    invalid: summary.invalidRows,
    errors: summary.first.map((e) => errorOf(e.row_no, e.col_no, e.code, e.params)),
    errorCount: summary.errorCount,
    errorCounts: summary.errorCounts,
    errorsTruncated: summary.errorsTruncated,
  };
}

/**
 * Runs `use` on a staging session and drops the named temp tables after it, however it ends (a
 * connection broken by a failed COPY is closed instead, and its temp tables with it).
 */
export function withStagingTables<T>(
  db: Db,
  tables: string[],
  use: (session: StagingSession) => Promise<T>,
): Promise<T> {
  return withStagingSession(db, async (session) => {
    try {
      return await use(session);
    } finally {
      const names = tables.map((t) => sql.identifier(t));
      await session.db
        .execute(sql`DROP TABLE IF EXISTS ${sql.join(names, sql`, `)}`)
        .catch(() => {});
    }
  });
}

/** The file of an import and whether it only reports. */
export type ImportJob = { csv: AsyncIterable<Uint8Array | string>; dryRun: boolean };

/**
 * A file import: the file is staged into `staging` (its first table), `check` answers the rules'
 * part of the answer; a dry run stops there, otherwise `check` runs again with `apply` in one
 * transaction and `apply` answers how many rows it imported.
 */
export async function runImport<Column extends string, Checked extends object>(
  db: Db,
  job: ImportJob,
  staging: { tables: [string, ...string[]]; spec: CsvImportSpec<Column> },
  check: (db: Executor, total: number, inTransaction: boolean) => Promise<Checked>,
  apply: (tx: Tx) => Promise<number>,
) {
  const [table] = staging.tables;
  return withStagingTables(db, staging.tables, async (session) => {
    const total = await stageImport(session, table, job.csv, staging.spec);
    await session.db.execute(sql`ANALYZE ${sql.identifier(table)}`);
    const answer = (checked: Checked, imported: number) => ({
      dryRun: job.dryRun,
      total,
      imported,
      ...checked,
    });
    if (job.dryRun) return answer(await check(session.db, total, false), 0);
    return session.db.transaction(async (tx) => {
      const checked = await check(tx, total, true);
      return answer(checked, await apply(tx));
    });
  });
}
