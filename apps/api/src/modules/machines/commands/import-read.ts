import { MACHINE_IMPORT_COLUMNS, MachineInput, type ErrorParams } from '@dd/contract';
import { badRequest } from '../../../lib/http-errors';

export type ImportColumn = (typeof MACHINE_IMPORT_COLUMNS)[number];

/**
 * Columns the header must name: those MachineInput has no default for, except the provider (the
 * import dialog chooses it for rows that do not name one).
 */
const REQUIRED_COLUMNS = MACHINE_IMPORT_COLUMNS.filter(
  (c) => c !== 'serviceProviderId' && !MachineInput.shape[c].safeParse(undefined).success,
);

const BY_LOWER_NAME = new Map<string, ImportColumn>(
  MACHINE_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]),
);

/** The words a hasStandee cell may hold (any case). */
export const TRUE_WORDS = ['true', 'yes', '1'];
export const FALSE_WORDS = ['false', 'no', '0'];
export const PG_INT_MAX = 2_147_483_647;

/** The header's column at each position, or 400 naming unknown, repeated and missing columns. */
export function readHeader(header: string[]): (ImportColumn | undefined)[] {
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

/**
 * A schema issue in words for a person (the web shows its own text for the code; API clients
 * read this one), never the schema library's wording.
 */
export function issueSentence(
  column: string,
  code: string,
  params: ErrorParams | undefined,
): string {
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
      if (!params?.options) return 'This is not a valid value';
      return `Must be one of: ${(params?.options as string[] | undefined)?.join(', ')}`;
    case 'invalid_format':
      return column === 'serialNumber'
        ? 'Use only letters, digits, -, _ and /'
        : 'This is not in the right format';
    default:
      return 'Check this value';
  }
}
