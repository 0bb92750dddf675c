import { MAX_IMPORT_ROWS } from '@dd/contract';
import { badRequest } from '../../lib/http-errors';
import { CsvParseError, parseCsv } from '../../lib/csv-parse';

/** A non-blank data row of an imported CSV: its cells and its row number in the file (header = 1). */
export type CsvDataRow = { cells: string[]; row: number };

/**
 * An imported CSV file (machines, the provider's activation file): its columns (what readHeader
 * makes of the header, which may refuse it) and its non-blank data rows, blank lines skipped but keeping their number. A file that cannot be read, has no
 * header or data, or more than MAX_IMPORT_ROWS rows is a 400 (csv_unreadable, csv_empty,
 * csv_too_many_rows).
 */
export function readCsvTable<Columns>(
  csv: string,
  readHeader: (header: string[]) => Columns,
): { columns: Columns; dataRows: CsvDataRow[] } {
  let records: string[][];
  try {
    records = parseCsv(csv);
  } catch (err) {
    if (err instanceof CsvParseError) {
      throw badRequest('csv_unreadable', `The CSV could not be read: ${err.message}`, {
        details: [{ path: 'csv', message: err.message, code: 'invalid_format' }],
      });
    }
    throw err;
  }
  const [header, ...data] = records;
  if (!header || header.every((c) => !c.trim()))
    throw badRequest('csv_empty', 'The CSV has no header row');
  const columns = readHeader(header);
  const dataRows = data
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (dataRows.length === 0) throw badRequest('csv_empty', 'The CSV has no data rows');
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw badRequest(
      'csv_too_many_rows',
      `The CSV has ${dataRows.length} data rows; at most ${MAX_IMPORT_ROWS} can be imported at once`,
      { params: { max: MAX_IMPORT_ROWS } },
    );
  }
  return { columns, dataRows };
}
