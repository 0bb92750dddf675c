import { RECEIPT_LIST_COLUMNS, type ErrorDetail, type ReceiptListColumn } from '@dd/contract';
import { badRequest } from '../../../lib/http-errors';
import type { CsvImportSpec } from '../../machines';

/** Header names accepted besides the template's (case-insensitive). */
const ALIASES: Record<string, ReceiptListColumn> = {
  serial: 'serialNumber',
  serial_number: 'serialNumber',
  machine_type: 'type',
  qr_code: 'qrCode',
  sim: 'simNumber',
  sim_number: 'simNumber',
};
const BY_NAME = new Map<string, ReceiptListColumn>([
  ...RECEIPT_LIST_COLUMNS.map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(ALIASES),
]);
const REQUIRED: ReceiptListColumn[] = ['serialNumber', 'type', 'model', 'manufacturer'];

/**
 * A first row of one cell that names no column is no header: the list is serials alone, one a
 * line (a provider's delivery note), its first line the first serial.
 */
function isSerialsAlone(header: string[]): boolean {
  const cells = header.map((c) => c.trim()).filter(Boolean);
  return cells.length === 1 && header.length <= 2 && !BY_NAME.has(cells[0]!.toLowerCase());
}

/**
 * The column at each position of the list's header row, or 400 csv_unreadable naming every
 * problem; `given` columns (the request's type, model, manufacturer) need not be in the list.
 */
function readHeader(
  header: string[],
  given: readonly ReceiptListColumn[],
): (ReceiptListColumn | undefined)[] | { headerless: ReceiptListColumn[] } {
  if (isSerialsAlone(header)) return { headerless: ['serialNumber'] };
  const seen = new Set<ReceiptListColumn>();
  const problems: ErrorDetail[] = [];
  // `header.<the column as written>`: a table of the header's problems, by code (the web's).
  const problem = (column: string, code: ErrorDetail['code'], message: string) =>
    problems.push({ path: `header.${column}`, code, message });
  const columns = header.map((raw, index) => {
    const name = raw.trim();
    if (!name && index === header.length - 1 && index > 0) return undefined;
    const column = BY_NAME.get(name.toLowerCase());
    if (!column)
      problem(name, 'unknown_field', `Unknown column: ${name || `(empty, column ${index + 1})`}`);
    else if (seen.has(column)) problem(name, 'repeated_in_list', `Repeated column: ${column}`);
    else seen.add(column);
    return column;
  });
  for (const column of REQUIRED.filter((c) => !seen.has(c) && !given.includes(c)))
    problem(column, 'required', `Missing required column: ${column}`);
  if (problems.length) {
    throw badRequest(
      'csv_unreadable',
      `${problems.map((p) => p.message).join('. ')}. Expected columns: ${RECEIPT_LIST_COLUMNS.join(', ')}.`,
      { details: problems },
    );
  }
  return columns;
}

/**
 * The expected list as a staged CSV: the template's columns, read by their names or aliases, or
 * serials alone; `given`: the columns the request fills for rows that leave them empty.
 */
export const receiptList = (
  given: readonly ReceiptListColumn[] = [],
): CsvImportSpec<ReceiptListColumn> => ({
  columns: RECEIPT_LIST_COLUMNS,
  readHeader: (header) => readHeader(header, given),
});
