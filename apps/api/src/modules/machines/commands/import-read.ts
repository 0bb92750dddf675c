import {
  fieldIssueCode,
  MACHINE_IMPORT_COLUMNS,
  MachineInput,
  type ErrorParams,
  type MachineImportError,
} from '@dd/contract';
import type { z } from 'zod';
import { badRequest } from '../../../lib/http-errors';
import { readCsvTable } from '../csv-table';

export type ImportColumn = (typeof MACHINE_IMPORT_COLUMNS)[number];

/** A data row of the file: its row number (header = 1), raw cells and, if valid, the machine. */
export type ImportRow = {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
  input: MachineInput | undefined;
};

/**
 * Columns the header must name: those MachineInput has no default for, except the provider (the
 * import dialog chooses it for rows that do not name one).
 */
export const REQUIRED_COLUMNS = MACHINE_IMPORT_COLUMNS.filter(
  (c) => c !== 'serviceProviderId' && !MachineInput.shape[c].safeParse(undefined).success,
);

const BY_LOWER_NAME = new Map<string, ImportColumn>(
  MACHINE_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]),
);

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);
const PG_INT_MAX = 2_147_483_647;

/** The header's column at each position, or 400 naming unknown, repeated and missing columns. */
function readHeader(header: string[]): (ImportColumn | undefined)[] {
  const columns: (ImportColumn | undefined)[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<ImportColumn>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    // A trailing separator (some spreadsheets write one) leaves an empty last cell: ignored.
    if (!name && index > 0 && index === header.length - 1) {
      columns.push(undefined);
      return;
    }
    const column = BY_LOWER_NAME.get(name.toLowerCase());
    if (!column) unknown.push(name || `(empty, column ${index + 1})`);
    else if (seen.has(column)) repeated.push(column);
    else seen.add(column);
    columns.push(column);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !seen.has(c));
  const problems = [
    unknown.length ? `Unknown columns: ${unknown.join(', ')}` : '',
    repeated.length ? `Repeated columns: ${repeated.join(', ')}` : '',
    missing.length ? `Missing required columns: ${missing.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) {
    throw badRequest(
      'csv_unreadable',
      `${problems.join('. ')}. Expected columns: ${MACHINE_IMPORT_COLUMNS.join(', ')}.`,
      { details: problems.map((message) => ({ path: 'csv', message, code: 'invalid_value' })) },
    );
  }
  return columns;
}

/** What a text for a schema issue needs: the length limit, or the values allowed. */
function issueParams(issue: z.core.$ZodIssue): ErrorParams | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'invalid_value') return { options: issue.values.map(String) };
  return undefined;
}

/**
 * A schema issue in words for a person (the web shows its own text for the code; API clients
 * read this one), never the schema library's wording.
 */
function issueSentence(column: string, code: string, params: ErrorParams | undefined): string {
  if (code === 'required' && column === 'serviceProviderId')
    return 'Choose the service provider for the import, or fill this column';
  switch (code) {
    case 'required':
      return 'This column is required';
    case 'too_small':
      return `Too short: at least ${params?.min} characters`;
    case 'too_big':
      return `Too long: at most ${params?.max} characters`;
    case 'invalid_value':
      return `Must be one of: ${(params?.options as string[] | undefined)?.join(', ')}`;
    case 'invalid_format':
      return column === 'serialNumber'
        ? 'Use only letters, digits, -, _ and /'
        : 'This is not in the right format';
    default:
      return 'Check this value';
  }
}

/** A row's cells as a MachineInput candidate; cell-level errors go to `errors`. */
function candidateOf(
  row: number,
  cells: Partial<Record<ImportColumn, string>>,
  errors: MachineImportError[],
  providerId: number | undefined,
): Record<string, unknown> {
  const candidate: Record<string, unknown> = {};
  if (providerId !== undefined) candidate.serviceProviderId = providerId;
  for (const [column, value] of Object.entries(cells) as [ImportColumn, string][]) {
    if (column === 'hasStandee') {
      const word = value.toLowerCase();
      if (TRUE_WORDS.has(word)) candidate.hasStandee = true;
      else if (FALSE_WORDS.has(word)) candidate.hasStandee = false;
      else {
        errors.push({
          row,
          column,
          code: 'not_yes_no',
          message: 'Must be true, false, yes, no, 1 or 0',
        });
      }
    } else if (column === 'serviceProviderId') {
      const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (id >= 1 && id <= PG_INT_MAX) candidate.serviceProviderId = id;
      else {
        errors.push({
          row,
          column,
          code: 'not_an_id',
          message: 'Must be the id (a whole number) of a service provider',
        });
      }
    } else {
      candidate[column] = value;
    }
  }
  return candidate;
}

/**
 * Parses the CSV and checks every row on its own (no database): one error per bad cell, with
 * the file's row number. Blank lines are skipped (but keep their number).
 */
export function readImport(
  csv: string,
  providerId?: number,
): { rows: ImportRow[]; errors: MachineImportError[] } {
  const { columns, dataRows } = readCsvTable(csv, readHeader);

  const errors: MachineImportError[] = [];
  const rows = dataRows.map(({ cells: raw, row }): ImportRow => {
    const rowErrors: MachineImportError[] = [];
    const cells: Partial<Record<ImportColumn, string>> = {};
    raw.forEach((value, index) => {
      const column = columns[index];
      const cell = value.trim();
      if (column && cell !== '') cells[column] = cell;
      else if (!column && cell !== '') {
        rowErrors.push({
          row,
          column: '',
          code: 'no_column',
          params: { cell: index + 1 },
          message: `Cell ${index + 1} has no column in the header`,
        });
      }
    });
    const candidate = candidateOf(row, cells, rowErrors, providerId);
    const parsed = MachineInput.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        const absent = issue.code === 'invalid_type' && candidate[column] === undefined;
        // A cell already reported (e.g. an unreadable hasStandee) is not reported twice.
        if (rowErrors.some((e) => e.column === column)) continue;
        const code = fieldIssueCode(issue.code, absent);
        const params = issueParams(issue);
        rowErrors.push({ row, column, code, params, message: issueSentence(column, code, params) });
      }
    }
    errors.push(...rowErrors);
    return {
      row,
      cells,
      input: rowErrors.length === 0 && parsed.success ? parsed.data : undefined,
    };
  });
  return { rows, errors };
}
