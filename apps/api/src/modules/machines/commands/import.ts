import {
  MACHINE_IMPORT_COLUMNS,
  MAX_IMPORT_ERRORS,
  type ImportIssueCode,
  type MachineImportError,
  type MachineImportRequest,
  type MachineImportResponse,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { rows as selectRows } from '../../../db/rows';
import { actorOf, type Principal } from '../../../access/principal';
import {
  DUPLICATE_CODES,
  DUPLICATE_MESSAGES,
  takenValues,
  type MachineCodeColumn,
  type UniqueField,
} from '../duplicates';
import { insertMachines } from './insert';
import { readImport, type ImportRow } from './import-read';

const UNIQUE_FIELDS: UniqueField[] = ['serialNumber', 'tid', 'qrCode', 'simNumber', 'imei'];

const COLUMN_SQL: Record<UniqueField, MachineCodeColumn> = {
  serialNumber: 'serial_number',
  tid: 'tid',
  qrCode: 'qr_code',
  simNumber: 'sim_number',
  imei: 'imei',
};

const LABEL: Record<UniqueField, string> = {
  serialNumber: 'Serial number',
  tid: 'TID',
  qrCode: 'QR code',
  simNumber: 'SIM number',
  imei: 'IMEI',
};

/**
 * A unique value on two or more rows of the file, ignoring case as the database does: an error
 * on each of them (none is kept).
 */
function duplicatesInFile(rows: ImportRow[]): MachineImportError[] {
  const errors: MachineImportError[] = [];
  for (const field of UNIQUE_FIELDS) {
    const seen = new Map<string, number[]>();
    for (const r of rows) {
      const value = r.cells[field]?.toLowerCase();
      if (value) seen.set(value, [...(seen.get(value) ?? []), r.row]);
    }
    for (const rowNumbers of seen.values()) {
      if (rowNumbers.length < 2) continue;
      for (const row of rowNumbers) {
        const others = rowNumbers.filter((n) => n !== row);
        errors.push({
          row,
          column: field,
          code: 'repeated_in_file',
          params: { rows: others },
          message: `${LABEL[field]} appears more than once in the file (also on row ${others.join(', ')})`,
        });
      }
    }
  }
  return errors;
}

/** Clashes with the database (serial, TID, QR) and unknown providers, one error per cell. */
async function databaseErrors(db: Executor, rows: ImportRow[]): Promise<MachineImportError[]> {
  const errors: MachineImportError[] = [];
  for (const field of UNIQUE_FIELDS) {
    const values = [...new Set(rows.map((r) => r.cells[field]).filter((v): v is string => !!v))];
    if (values.length === 0) continue;
    const taken = await takenValues(db, COLUMN_SQL[field], values);
    for (const r of rows) {
      const value = r.cells[field];
      if (value && taken.has(value)) {
        errors.push({
          row: r.row,
          column: field,
          code: DUPLICATE_CODES[field],
          message: DUPLICATE_MESSAGES[field],
        });
      }
    }
  }
  const providerIds = [
    ...new Set(rows.flatMap((r) => (r.input ? [r.input.serviceProviderId] : []))),
  ];
  if (providerIds.length > 0) {
    const known = new Set(
      (
        await selectRows<{ id: number }>(
          db,
          sql`SELECT id FROM service_providers WHERE id = ANY(${sql.param(providerIds)}::int[])`,
        )
      ).map((p) => Number(p.id)),
    );
    for (const r of rows) {
      if (r.input && !known.has(r.input.serviceProviderId)) {
        errors.push({
          row: r.row,
          column: 'serviceProviderId',
          code: 'provider_not_found',
          params: { id: r.input.serviceProviderId },
          message: `Service provider ${r.input.serviceProviderId} not found`,
        });
      }
    }
  }
  return errors;
}

/** Errors without a column (the whole row) first, then in the template's column order. */
const COLUMN_ORDER: Record<string, number> = Object.fromEntries(
  ['', ...MACHINE_IMPORT_COLUMNS].map((c, i) => [c, i]),
);

/** Every problem of the file: per cell, in file order. */
async function checkAll(db: Executor, rows: ImportRow[], cellErrors: MachineImportError[]) {
  const errors = [...cellErrors, ...duplicatesInFile(rows), ...(await databaseErrors(db, rows))];
  errors.sort(
    (a, b) => a.row - b.row || (COLUMN_ORDER[a.column] ?? 99) - (COLUMN_ORDER[b.column] ?? 99),
  );
  const badRows = new Set(errors.map((e) => e.row));
  const valid = rows.filter((r) => r.input && !badRows.has(r.row));
  return { errors, valid, invalid: badRows.size };
}

/**
 * The first MAX_IMPORT_ERRORS errors (already in row order) and the count of all, by code: a
 * file of 20,000 bad rows answers a few hundred kB, not megabytes of sentences.
 */
function cappedErrors(errors: MachineImportError[]) {
  const errorCounts: Partial<Record<ImportIssueCode, number>> = {};
  for (const e of errors) errorCounts[e.code] = (errorCounts[e.code] ?? 0) + 1;
  return {
    errors: errors.slice(0, MAX_IMPORT_ERRORS),
    errorCount: errors.length,
    errorCounts,
    errorsTruncated: errors.length > MAX_IMPORT_ERRORS,
  };
}

/**
 * POST /machines/import. A dry run only reports; otherwise the valid rows are inserted in one
 * transaction (set-based batches), each with a 'machine.imported' audit entry; bad rows are left
 * out.
 */
export async function importMachines(
  db: Db,
  principal: Principal,
  body: MachineImportRequest,
): Promise<MachineImportResponse> {
  const { rows, errors: cellErrors } = readImport(body.csv, body.serviceProviderId);
  const answer = (checked: Awaited<ReturnType<typeof checkAll>>, imported: number) => ({
    dryRun: body.dryRun,
    total: rows.length,
    valid: checked.valid.length,
    invalid: checked.invalid,
    imported,
    ...cappedErrors(checked.errors),
  });

  if (body.dryRun) return answer(await checkAll(db, rows, cellErrors), 0);

  return db.transaction(async (tx) => {
    // Checked again inside the transaction; a concurrent insert of the same serial still ends
    // in the unique index, which rolls the whole import back with a 409.
    const checked = await checkAll(tx, rows, cellErrors);
    const actor = actorOf(principal);
    const done = await insertMachines(
      tx,
      checked.valid.map((r) => r.input!),
      actor,
      { action: 'machine.imported', details: { import: true } },
    );
    return answer(checked, done.length);
  });
}
