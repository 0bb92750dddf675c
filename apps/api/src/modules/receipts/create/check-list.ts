import { MAX_RECEIPT_ERRORS, type ExpectedDevice } from '@dd/contract';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { takenValues, type MachineCodeColumn } from '../../machines';
import type { ListError, ListRow } from './read-list';

type CodeField = 'serialNumber' | 'tid' | 'qrCode' | 'simNumber' | 'imei';

/** The unique codes of a device: its column, its "taken" code and sentence. */
const CODES: {
  field: CodeField;
  column: MachineCodeColumn;
  code: ListError['code'];
  label: string;
}[] = [
  { field: 'serialNumber', column: 'serial_number', code: 'serial_taken', label: 'Serial number' },
  { field: 'tid', column: 'tid', code: 'tid_taken', label: 'TID' },
  { field: 'qrCode', column: 'qr_code', code: 'qr_taken', label: 'QR code' },
  { field: 'simNumber', column: 'sim_number', code: 'sim_taken', label: 'SIM number' },
  { field: 'imei', column: 'imei', code: 'imei_taken', label: 'IMEI' },
];

const valueOf = (d: ExpectedDevice, field: CodeField) => d[field]?.trim() || undefined;

/** A code on two or more rows (ignoring case, as the unique indexes do): an error on each. */
function repeatedInList(rows: ListRow[]): ListError[] {
  const errors: ListError[] = [];
  for (const { field, label } of CODES) {
    const seen = new Map<string, number[]>();
    for (const r of rows) {
      const v = r.device && valueOf(r.device, field)?.toLowerCase();
      if (v) seen.set(v, [...(seen.get(v) ?? []), r.row]);
    }
    for (const at of seen.values()) {
      if (at.length < 2) continue;
      for (const row of at) {
        const others = at.filter((n) => n !== row);
        errors.push({
          row,
          column: field,
          code: 'repeated_in_list',
          message: `${label} appears more than once in the list (also on row ${others.join(', ')})`,
        });
      }
    }
  }
  return errors;
}

/** Codes a machine already has (serial, TID, QR, SIM, IMEI): an error per cell. */
async function alreadyInStock(db: Executor, rows: ListRow[]): Promise<ListError[]> {
  const errors: ListError[] = [];
  for (const { field, column, code, label } of CODES) {
    const values = [
      ...new Set(rows.flatMap((r) => (r.device ? [valueOf(r.device, field)] : [])).filter(Boolean)),
    ] as string[];
    if (values.length === 0) continue;
    const taken = await takenValues(db, column, values);
    for (const r of rows) {
      const v = r.device && valueOf(r.device, field);
      if (v && taken.has(v)) {
        errors.push({ row: r.row, column: field, code, message: `${label} already exists` });
      }
    }
  }
  return errors;
}

/**
 * Refuses the list with 400 receipt_list_invalid when any row is bad: each error a detail
 * `rows.<row>.<column>` (the first MAX_RECEIPT_ERRORS, in row order), params.errorCount all.
 */
export async function assertListValid(
  db: Executor,
  rows: ListRow[],
  cellErrors: ListError[],
): Promise<ExpectedDevice[]> {
  const errors = [...cellErrors, ...repeatedInList(rows), ...(await alreadyInStock(db, rows))];
  if (errors.length === 0) return rows.map((r) => r.device!);
  errors.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  throw badRequest(
    'receipt_list_invalid',
    `The expected list has ${errors.length} error(s); nothing was saved`,
    {
      params: { errorCount: errors.length },
      details: errors.slice(0, MAX_RECEIPT_ERRORS).map((e) => ({
        path: `rows.${e.row}${e.column ? `.${e.column}` : ''}`,
        message: e.message,
        code: e.code,
      })),
    },
  );
}
