import {
  type ErrorParams,
  type ImportIssueCode,
  type MachineImportError,
  type MachineImportResponse,
} from '@dd/contract';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { withStagingSession } from '../../../db/copy-staging';
import { actorOf, type Principal } from '../../../access/principal';
import { DUPLICATE_MESSAGES, FIELD_LABEL, type UniqueField } from '../duplicates';
import { insertMachinesFrom } from './insert';
import { issueSentence, TRUE_WORDS, type ImportColumn } from './import-read';
import { cellParams, columnAt, providerIdSql, ruleStatements } from './import-rules';
import { createErrorsSql, MACHINE_IMPORT, stageImport, summarizeErrors } from './import-stage';

/** What an import is asked: the file (streamed), whether only to check, the provider chosen. */
export type MachineImportJob = {
  csv: AsyncIterable<Uint8Array | string>;
  dryRun: boolean;
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
  await db.execute(createErrorsSql(errors));
  for (const statement of ruleStatements(staging, errors, chosen)) await db.execute(statement);
  const summary = await summarizeErrors<ImportIssueCode>(db, errors);
  return {
    valid: total - summary.invalidRows,
    invalid: summary.invalidRows,
    errors: summary.first.map((e) => errorOf(e.row_no, e.col_no, e.code, e.params)),
    errorCount: summary.errorCount,
    errorCounts: summary.errorCounts,
    errorsTruncated: summary.errorsTruncated,
  };
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
  return withStagingSession(db, async (session) => {
    try {
      const total = await stageImport(session, staging, job.csv, MACHINE_IMPORT);
      await session.db.execute(sql`ANALYZE ${sql.identifier(staging)}`);
      const answer = (checked: Checked, imported: number): MachineImportResponse => ({
        dryRun: job.dryRun,
        total,
        imported,
        ...checked,
      });
      if (job.dryRun) return answer(await check(session.db, staging, errors, total, chosen), 0);
      return await session.db.transaction(async (tx) => {
        // Checked inside the transaction; a concurrent insert of the same serial still ends in
        // the unique index, which rolls the whole import back with a 409.
        const checked = await check(tx, staging, errors, total, chosen);
        const actor = actorOf(principal);
        const [done] = await insertMachinesFrom<{ n: number }>(
          tx,
          validRowsSql(staging, errors, chosen),
          actor,
          { action: 'machine.imported', details: { import: true } },
          sql`SELECT count(*)::int AS n FROM audited`,
        );
        return answer(checked, Number(done?.n ?? 0));
      });
    } finally {
      // A connection broken by a failed COPY is closed instead (and its temp tables with it).
      await session.db
        .execute(sql`DROP TABLE IF EXISTS ${sql.identifier(staging)}, ${sql.identifier(errors)}`)
        .catch(() => {});
    }
  });
}
