import { MACHINE_IMPORT_COLUMNS } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { copyTextRow, type StagingSession } from '../../../db/copy-staging';
import { csvBatches } from '../../../lib/csv-stream';
import { badRequest } from '../../../lib/http-errors';
import { CsvParseError } from '../../../lib/csv-parse';
import { readHeader, type ImportColumn } from './import-read';

/**
 * The machine import's staging table: one row per non-blank data row of the file, with its row
 * number (header = 1), the position of its first filled cell beyond the header's columns (if
 * any), and each column's cell as text (trimmed; empty = NULL; NULL too where the header lacks
 * the column). The rules (import-rules.ts) run on it in SQL.
 */
export const STAGED_COLUMNS = ['row_no', 'extra_cell', ...MACHINE_IMPORT_COLUMNS] as const;

export function createStagingSql(table: string) {
  const cells = MACHINE_IMPORT_COLUMNS.map((c) => sql`${sql.identifier(c)} text`);
  return sql`CREATE TEMP TABLE ${sql.identifier(table)} (row_no int NOT NULL, extra_cell int,
    ${sql.join(cells, sql`, `)})`;
}

/** The file's rows as COPY text, a batch (about a megabyte of the file) at a time. */
async function* copyBatches(
  source: AsyncIterable<Uint8Array | string>,
  counted: { rows: number },
): AsyncGenerator<string> {
  let columns: (ImportColumn | undefined)[] | undefined;
  const position = new Map(MACHINE_IMPORT_COLUMNS.map((c, i) => [c, i]));
  for await (const { records, firstRow } of csvBatches(source)) {
    let text = '';
    records.forEach((cells, index) => {
      if (!columns) {
        if (cells.every((c) => !c.trim()))
          throw badRequest('csv_empty', 'The CSV has no header row');
        columns = readHeader(cells);
        return;
      }
      const values: (string | number | null)[] = new Array(STAGED_COLUMNS.length).fill(null);
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
export async function stageImport(
  session: StagingSession,
  table: string,
  source: AsyncIterable<Uint8Array | string>,
): Promise<number> {
  await session.db.execute(createStagingSql(table));
  const counted = { rows: 0 };
  try {
    await session.copyRows(table, [...STAGED_COLUMNS], copyBatches(source, counted));
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
