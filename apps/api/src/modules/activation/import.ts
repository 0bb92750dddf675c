import {
  ACTIVATION_IMPORT_COLUMNS,
  IsoDate,
  MAX_IMPORT_ERRORS,
  type ActivationImportError,
  type ActivationImportRequest,
  type ActivationImportResponse,
} from '@dd/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { machines } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { badRequest } from '../../lib/http-errors';
import { readCsvTable } from '../machines';
import { applyStep, lifecycleOf, problemOf, todayInIndia, type LifecycleRow } from './steps';

/**
 * POST /machines/activation/import: the provider's activation file (serial or TID, activation
 * date, optional reference). Read like the machine import: a dry run only reports per-row
 * errors; otherwise the valid rows are ACTIVATED in one transaction and bad rows are left out.
 */

type Column = (typeof ACTIVATION_IMPORT_COLUMNS)[number];
type FileRow = { row: number; cells: Partial<Record<Column, string>> };
type Checked = { row: number; device: LifecycleRow; date: string; ref: string | null };

const BY_LOWER_NAME = new Map<string, Column>(
  ACTIVATION_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]),
);

const MESSAGE: Record<string, string> = {
  activation_not_at_retailer: 'The device is not held by a retailer',
  activation_step_invalid: 'The device cannot be activated from its present state',
  activation_kyc_unverified: "The retailer's KYC is not verified",
};

function readHeader(header: string[]): (Column | undefined)[] {
  const columns = header.map((h) => BY_LOWER_NAME.get(h.trim().toLowerCase()));
  const unknown = header.filter((h, i) => h.trim() && !columns[i]);
  const problems = [
    unknown.length ? `Unknown columns: ${unknown.join(', ')}` : '',
    !columns.includes('activatedOn') ? 'Missing required column: activatedOn' : '',
    !columns.includes('serialNumber') && !columns.includes('tid')
      ? 'Missing column: serialNumber or tid'
      : '',
  ].filter(Boolean);
  if (problems.length)
    throw badRequest(
      'csv_unreadable',
      `${problems.join('. ')}. Expected columns: ${ACTIVATION_IMPORT_COLUMNS.join(', ')}.`,
      { details: problems.map((message) => ({ path: 'csv', message, code: 'invalid_value' })) },
    );
  return columns;
}

/** The file's rows and the errors each row has on its own (no database). */
function readFile(csv: string) {
  const { columns, dataRows } = readCsvTable(csv, readHeader);
  const errors: ActivationImportError[] = [];
  const rows: FileRow[] = dataRows.map(({ cells: raw, row }) => {
    const cells: FileRow['cells'] = {};
    raw.forEach((value, index) => {
      const column = columns[index];
      const cell = value.trim();
      if (column && cell) cells[column] = cell;
      else if (!column && cell)
        errors.push({
          row,
          column: '',
          code: 'no_column',
          params: { cell: index + 1 },
          message: `Cell ${index + 1} has no column in the header`,
        });
    });
    if (!cells.serialNumber && !cells.tid)
      errors.push({
        row,
        column: 'serialNumber',
        code: 'required',
        message: 'A serial number or a TID is required',
      });
    if (!cells.activatedOn)
      errors.push({ row, column: 'activatedOn', code: 'required', message: 'Required' });
    else if (!IsoDate.safeParse(cells.activatedOn).success || cells.activatedOn > todayInIndia())
      errors.push({
        row,
        column: 'activatedOn',
        code: 'invalid_format',
        message: 'A past date, YYYY-MM-DD',
      });
    if ((cells.ref?.length ?? 0) > 100)
      errors.push({
        row,
        column: 'ref',
        code: 'too_big',
        params: { max: 100 },
        message: 'At most 100 characters',
      });
    return { row, cells };
  });
  return { rows, errors };
}

/** The devices the rows name (serial and TID, in any letter case), locked when in a transaction. */
async function devicesOf(db: Db | Tx, rows: FileRow[], lock: boolean) {
  const serials = rows.flatMap((r) =>
    r.cells.serialNumber ? [r.cells.serialNumber.toLowerCase()] : [],
  );
  const tids = rows.flatMap((r) => (r.cells.tid ? [r.cells.tid.toLowerCase()] : []));
  const match = sql`(lower(${machines.serialNumber}) = ANY(${sql.param(serials)}::text[])
    OR lower(${machines.tid}) = ANY(${sql.param(tids)}::text[]))`;
  const query = db
    .select({ id: machines.id, serial: machines.serialNumber, tid: machines.tid })
    .from(machines)
    .where(match)
    .orderBy(asc(machines.id));
  const found = lock ? await query.for('update') : await query;
  const lifecycle = await lifecycleOf(
    db,
    found.map((f) => f.id),
  );
  const byId = new Map(lifecycle.map((l) => [l.id, l]));
  return {
    bySerial: new Map(found.map((f) => [f.serial.toLowerCase(), byId.get(f.id)!])),
    byTid: new Map(
      found.flatMap((f) => (f.tid ? [[f.tid.toLowerCase(), byId.get(f.id)!] as const] : [])),
    ),
  };
}

/** Every problem of the file, in row order, and the rows that can be activated. */
async function checkAll(db: Db | Tx, csv: string, lock: boolean) {
  const { rows, errors } = readFile(csv);
  const { bySerial, byTid } = await devicesOf(db, rows, lock);
  const badRows = new Set(errors.map((e) => e.row));
  const named = new Map<number, number[]>();
  const candidates: Checked[] = [];
  for (const r of rows) {
    if (badRows.has(r.row)) continue;
    const { serialNumber, tid } = r.cells;
    const bySn = serialNumber ? bySerial.get(serialNumber.toLowerCase()) : undefined;
    const byT = tid ? byTid.get(tid.toLowerCase()) : undefined;
    const column = serialNumber ? 'serialNumber' : 'tid';
    const push = (e: Omit<ActivationImportError, 'row'>) => errors.push({ row: r.row, ...e });
    if ((serialNumber && !bySn) || (tid && !byT)) {
      const value = serialNumber && !bySn ? serialNumber : tid!;
      push({
        column: serialNumber && !bySn ? 'serialNumber' : 'tid',
        code: 'device_not_found',
        params: { value },
        message: `No device has ${value}`,
      });
      continue;
    }
    const device = (bySn ?? byT)!;
    if (bySn && byT && bySn.id !== byT.id) {
      push({
        column: 'tid',
        code: 'device_mismatch',
        message: 'The serial number and the TID are of two devices',
      });
      continue;
    }
    const problem = problemOf(device, 'ACTIVATED');
    if (problem) {
      push({ column, code: problem, message: MESSAGE[problem]! });
      continue;
    }
    named.set(device.id, [...(named.get(device.id) ?? []), r.row]);
    candidates.push({ row: r.row, device, date: r.cells.activatedOn!, ref: r.cells.ref ?? null });
  }
  for (const rowNumbers of named.values()) {
    if (rowNumbers.length < 2) continue;
    for (const row of rowNumbers) {
      const others = rowNumbers.filter((n) => n !== row);
      errors.push({
        row,
        column: '',
        code: 'repeated_in_file',
        params: { rows: others },
        message: `The device is also on row ${others.join(', ')}`,
      });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  const invalid = new Set(errors.map((e) => e.row));
  return {
    total: rows.length,
    errors,
    invalid: invalid.size,
    valid: candidates.filter((c) => !invalid.has(c.row)),
  };
}

export async function importActivations(
  db: Db,
  principal: Principal,
  body: ActivationImportRequest,
): Promise<ActivationImportResponse> {
  const answer = (checked: Awaited<ReturnType<typeof checkAll>>, imported: number) => ({
    dryRun: body.dryRun,
    total: checked.total,
    valid: checked.valid.length,
    invalid: checked.invalid,
    imported,
    errors: checked.errors.slice(0, MAX_IMPORT_ERRORS),
    errorCount: checked.errors.length,
    errorsTruncated: checked.errors.length > MAX_IMPORT_ERRORS,
  });
  if (body.dryRun) return answer(await checkAll(db, body.csv, false), 0);
  return db.transaction(async (tx) => {
    // Checked again on the locked rows: a device moved since the dry run is reported, not activated.
    const checked = await checkAll(tx, body.csv, true);
    for (const c of checked.valid)
      await applyStep(
        tx,
        principal,
        [c.device],
        { step: 'ACTIVATED', date: c.date, ref: c.ref },
        'file',
      );
    return answer(checked, checked.valid.length);
  });
}
