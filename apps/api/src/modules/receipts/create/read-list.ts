import {
  ExpectedDevice,
  fieldIssueCode,
  MAX_RECEIPT_ROWS,
  RECEIPT_LIST_COLUMNS,
  type ErrorDetail,
  type ReceiptListColumn,
} from '@dd/contract';
import { badRequest } from '../../../lib/http-errors';
import { CsvParseError, parseCsv } from '../../machines';

/** One device of the expected list: its row (CSV row number, header = 1; or 1-based item). */
export type ListRow = { row: number; device: ExpectedDevice | undefined };

/** A refused cell: `rows.<row>.<column>` as the error's detail path. */
export type ListError = { row: number; column: string; code: ErrorDetail['code']; message: string };

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

function readHeader(header: string[]): (ReceiptListColumn | undefined)[] {
  const seen = new Set<ReceiptListColumn>();
  const problems: string[] = [];
  const columns = header.map((raw, index) => {
    const name = raw.trim();
    if (!name && index === header.length - 1 && index > 0) return undefined;
    const column = BY_NAME.get(name.toLowerCase());
    if (!column) problems.push(`Unknown column: ${name || `(empty, column ${index + 1})`}`);
    else if (seen.has(column)) problems.push(`Repeated column: ${column}`);
    else seen.add(column);
    return column;
  });
  const missing = REQUIRED.filter((c) => !seen.has(c));
  if (missing.length) problems.push(`Missing required columns: ${missing.join(', ')}`);
  if (problems.length) {
    throw badRequest(
      'csv_unreadable',
      `${problems.join('. ')}. Expected columns: ${RECEIPT_LIST_COLUMNS.join(', ')}.`,
      { details: problems.map((message) => ({ path: 'csv', message, code: 'invalid_value' })) },
    );
  }
  return columns;
}

/** A row's cells checked by the contract's ExpectedDevice; one error per bad cell. */
function checkRow(row: number, candidate: Record<string, unknown>, errors: ListError[]): ListRow {
  if (typeof candidate.type === 'string') candidate.type = candidate.type.toUpperCase();
  const parsed = ExpectedDevice.safeParse(candidate);
  if (parsed.success) return { row, device: parsed.data };
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? '');
    if (seen.has(column)) continue;
    seen.add(column);
    const absent = candidate[column] === undefined || candidate[column] === '';
    errors.push({
      row,
      column,
      code: fieldIssueCode(issue.code, absent && issue.code === 'invalid_type'),
      message: absent
        ? 'Required'
        : column === 'type'
          ? 'Unknown type: use POS or SOUNDBOX'
          : issue.message,
    });
  }
  return { row, device: undefined };
}

/** The expected list from CSV text (an uploaded file or a pasted list with its header row). */
export function readCsvList(csv: string): { rows: ListRow[]; errors: ListError[] } {
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
  if (!header || header.every((c) => !c.trim())) {
    throw badRequest('receipt_list_empty', 'The expected list has no devices');
  }
  const columns = readHeader(header);
  const dataRows = data
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  assertSize(dataRows.length);
  const errors: ListError[] = [];
  const rows = dataRows.map(({ cells, row }) => {
    const candidate: Record<string, unknown> = {};
    cells.forEach((value, index) => {
      const column = columns[index];
      const cell = value.trim();
      if (column && cell !== '') candidate[column] = cell;
      else if (!column && cell !== '') {
        errors.push({
          row,
          column: '',
          code: 'invalid_value',
          message: `Cell ${index + 1} has no column in the header`,
        });
      }
    });
    return checkRow(row, candidate, errors);
  });
  return { rows, errors };
}

/** The expected list from JSON items (already checked by the request schema). */
export function readItemList(items: ExpectedDevice[]): { rows: ListRow[]; errors: ListError[] } {
  assertSize(items.length);
  return { rows: items.map((device, i) => ({ row: i + 1, device })), errors: [] };
}

function assertSize(n: number) {
  if (n === 0) throw badRequest('receipt_list_empty', 'The expected list has no devices');
  if (n > MAX_RECEIPT_ROWS) {
    throw badRequest(
      'csv_too_many_rows',
      `The list has ${n} devices; at most ${MAX_RECEIPT_ROWS} can be received at once`,
      { params: { max: MAX_RECEIPT_ROWS } },
    );
  }
}
