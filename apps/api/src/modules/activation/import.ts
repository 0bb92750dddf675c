import {
  ACTIVATION_IMPORT_COLUMNS,
  type ActivationImportError,
  type ActivationImportResponse,
  type ErrorParams,
} from '@dd/contract';
import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../access/principal';
import { checkImport, runImport, type CsvImportSpec, type ImportJob } from '../machines';
import {
  activatedRowsSql,
  activationRuleStatements,
  columnAt,
  readActivationHeader,
  type ActivationColumn,
} from './import-rules';
import { activateEach } from './steps';

/**
 * POST /machines/activation/import: the provider's activation file (serial or TID, activation
 * date, optional reference). Read like the machine import: the file streams into a staging table
 * (COPY), the rules run there in SQL (import-rules.ts), a dry run only reports per-row errors
 * (the first MAX_IMPORT_ERRORS, and the count of all by code); otherwise the valid rows are
 * ACTIVATED in one transaction and bad rows are left out.
 */

/** What an activation import is asked: the file (streamed) and whether only to check. */
export type ActivationImportJob = ImportJob;

const ACTIVATION_IMPORT: CsvImportSpec<ActivationColumn> = {
  columns: ACTIVATION_IMPORT_COLUMNS,
  readHeader: readActivationHeader,
};

type Issue = ActivationImportError['code'];

const MESSAGE: Partial<Record<Issue, string>> = {
  device_mismatch: 'The serial number and the TID are of two devices',
  invalid_format: 'A past date, YYYY-MM-DD',
  activation_not_at_retailer: 'The device is not held by a retailer',
  activation_step_invalid: 'The device cannot be activated from its present state',
  activation_kyc_unverified: "The retailer's KYC is not verified",
};

/** An error's English sentence (clients show their own text for the code and params). */
function errorOf(row: number, colNo: number, code: Issue, params: ErrorParams | null) {
  const column = columnAt(colNo);
  let message: string;
  switch (code) {
    case 'no_column':
      message = `Cell ${params?.cell} has no column in the header`;
      break;
    case 'required':
      message = column === 'serialNumber' ? 'A serial number or a TID is required' : 'Required';
      break;
    case 'too_big':
      message = `At most ${params?.max} characters`;
      break;
    case 'device_not_found':
      message = `No device has ${params?.value}`;
      break;
    case 'repeated_in_file':
      message = `The device is also on row ${(params?.rows as number[]).join(', ')}`;
      break;
    default:
      message = MESSAGE[code] ?? 'Check this value';
  }
  const error: ActivationImportError = { row, column, code, message };
  if (params) error.params = params;
  return error;
}

type Checked = Omit<ActivationImportResponse, 'dryRun' | 'imported' | 'total'>;

/** Runs the rules into the errors table and reads the answer's part of it. */
async function check(
  db: Executor,
  tables: { staging: string; errors: string; matched: string },
  total: number,
  lock: boolean,
  today: string,
): Promise<Checked> {
  const statements = activationRuleStatements(tables.staging, tables.errors, tables.matched, {
    today,
    lock,
  });
  return checkImport<Issue, ActivationImportError>(db, tables.errors, statements, total, errorOf);
}

export async function importActivations(
  db: Db,
  principal: Principal,
  job: ActivationImportJob,
  today: string,
): Promise<ActivationImportResponse> {
  const id = randomBytes(6).toString('hex');
  const tables = {
    staging: `activation_import_${id}`,
    errors: `activation_import_errors_${id}`,
    matched: `activation_import_devices_${id}`,
  };
  return runImport(
    db,
    job,
    { tables: [tables.staging, tables.errors, tables.matched], spec: ACTIVATION_IMPORT },
    // Checked again on the locked devices: one moved since the dry run is reported, not activated.
    (executor, total, locked) => check(executor, tables, total, locked, today),
    (tx) => activateEach(tx, principal, activatedRowsSql(tables.errors, tables.matched), 'file'),
  );
}
