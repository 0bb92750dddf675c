import {
  type ErrorParams,
  type ImportIssueCode,
  type MachineImportError,
  type MachineImportResponse,
} from '@dd/contract';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { actorOf, type Principal } from '../../../access/principal';
import { DUPLICATE_MESSAGES, FIELD_LABEL, type UniqueField } from '../duplicates';
import { z } from 'zod';
import { insertMachinesFrom } from './insert';
import { issueSentence, TRUE_WORDS, type ImportColumn } from './import-read';
import { cellParams, columnAt, providerIdSql, ruleStatements } from './import-rules';
import { checkImport, MACHINE_IMPORT, runImport, type ImportJob } from './import-stage';

/** What an import is asked: the file (streamed), whether only to check, the provider chosen. */
export type MachineImportJob = ImportJob & {
  serviceProviderId?: number;
};

/** An error's English sentence (clients show their own text for the code and params). */
function errorOf(row: number, colNo: number, code: ImportIssueCode, stored: ErrorParams | null) {
  const column = columnAt(colNo);
  const params = stored ?? cellParams(column, code);
  let message: string;
  switch (code) {
    case 'no_column':
      message = `Cell ${params?.cell} has no column in the header`;
      break;
    case 'not_yes_no':
      message = 'Must be true, false, yes, no, 1 or 0';
      break;
    case 'not_an_id':
      message = 'Must be the id (a whole number) of a service provider';
      break;
    case 'provider_not_found':
      message = `Service provider ${params?.id} not found`;
      break;
    case 'repeated_in_file':
      message = `${FIELD_LABEL[column as UniqueField]} appears more than once in the file (also on row ${(params?.rows as number[]).join(', ')})`;
      break;
    case 'serial_taken':
    case 'tid_taken':
    case 'qr_taken':
    case 'sim_taken':
    case 'imei_taken':
      message = DUPLICATE_MESSAGES[column as UniqueField];
      break;
    default:
      message = issueSentence(column, code, params);
  }
  const error: MachineImportError = { row, column, code, message };
  if (params) error.params = params;
  return error;
}

type Checked = Omit<MachineImportResponse, 'dryRun' | 'imported' | 'total'>;

/** Runs the rules into the errors table and reads the answer's part of it. */
async function check(
  db: Executor,
  staging: string,
  errors: string,
  total: number,
  chosen?: number,
): Promise<Checked> {
  return checkImport<ImportIssueCode, MachineImportError>(
    db,
    errors,
    ruleStatements(staging, errors, chosen),
    total,
    errorOf,
  );
}

/** The staged rows without an error, as machines (INSERTED_COLUMNS), in file order. */
function validRowsSql(staging: string, errors: string, chosen?: number) {
  const c = (name: ImportColumn) => sql`s.${sql.identifier(name)}`;
  return sql`SELECT ${c('serialNumber')}, ${c('model')}, ${c('manufacturer')}, ${c('type')},
      coalesce(${c('status')}, 'AVAILABLE'), ${c('partner')}, ${c('partnerType')}, ${c('mid')},
      ${c('tid')}, ${c('qrCode')}, ${c('simNumber')}, ${c('imei')},
      coalesce(lower(${c('hasStandee')}) = ANY(${sql.param(TRUE_WORDS)}::text[]), false),
      ${providerIdSql(sql`s`, chosen)}
    FROM ${sql.identifier(staging)} s
    WHERE NOT EXISTS (SELECT 1 FROM ${sql.identifier(errors)} e WHERE e.row_no = s.row_no)
    ORDER BY s.row_no`;
}

/**
 * POST /machines/import. The file streams into a staging table (COPY), the rules run there in
 * SQL, and the answer holds the first MAX_IMPORT_ERRORS errors in row and column order with the
 * count of all by code. A dry run only reports; otherwise the valid rows are inserted in one
 * transaction with the checks (INSERT ... SELECT), each with a 'machine.imported' audit entry;
 * bad rows are left out.
 */
export async function importMachines(
  db: Db,
  principal: Principal,
  job: MachineImportJob,
): Promise<MachineImportResponse> {
  const id = randomBytes(6).toString('hex');
  const staging = `machine_import_${id}`;
  const errors = `machine_import_errors_${id}`;
  const chosen = job.serviceProviderId;
  return runImport(
    db,
    job,
    { tables: [staging, errors], spec: MACHINE_IMPORT },
    // Checked inside the transaction too; a concurrent insert of the same serial still ends in
    // the unique index, which rolls the whole import back with a 409.
    (executor, total) => check(executor, staging, errors, total, chosen),
    async (tx) => {
      const [done] = await insertMachinesFrom(
        tx,
        validRowsSql(staging, errors, chosen),
        actorOf(principal),
        { action: 'machine.imported', details: { import: true } },
        sql`SELECT count(*)::int AS n FROM audited`,
        z.object({ n: z.int() }),
      );
      return done?.n ?? 0;
    },
  );
}
