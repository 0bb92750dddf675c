import {
  CsvParseError,
  MACHINE_IMPORT_EXAMPLES,
  MACHINE_IMPORT_TEMPLATE_COLUMNS,
  parseCsv,
  type MachineImportError,
} from '@dd/contract';

/** The records of `csv` (the contract's parser, as the server reads it), or null when unreadable. */
function readCsv(csv: string): string[][] | null {
  try {
    return parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvParseError) return null;
    throw error;
  }
}

/** One CSV cell: quoted when it holds a comma, a quote, a line break or edge spaces. */
function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The import template: the header row (the provider is chosen in the dialog, not in the file)
 * and two example rows to overwrite.
 */
export function templateCsv(): string {
  return toCsv([
    [...MACHINE_IMPORT_TEMPLATE_COLUMNS],
    ...MACHINE_IMPORT_EXAMPLES.map((row) =>
      MACHINE_IMPORT_TEMPLATE_COLUMNS.map((c) => row[c] ?? ''),
    ),
  ]);
}

/**
 * The rows the dry run rejected, as they were in the file, with an `errors` column at the end
 * (each problem as "column: text", the text from `describe`, in the UI language). Fix the rows,
 * delete that column, and import the file. When the file cannot be read here, the errors alone
 * are listed (row, column, text).
 */
export function errorRowsCsv<E extends Pick<MachineImportError, 'row' | 'column'>>(
  csv: string,
  errors: readonly E[],
  describe: (error: E) => string,
): string {
  const byRow = new Map<number, string[]>();
  for (const e of errors) {
    const text = e.column ? `${e.column}: ${describe(e)}` : describe(e);
    byRow.set(e.row, [...(byRow.get(e.row) ?? []), text]);
  }
  const records = readCsv(csv);
  const header = records?.[0];
  if (!records || !header) {
    return toCsv([
      ['row', 'column', 'message'],
      ...errors.map((e) => [String(e.row), e.column, describe(e)]),
    ]);
  }
  const width = header.length;
  const rows: string[][] = [[...header, 'errors']];
  for (const [row, messages] of [...byRow.entries()].sort((a, b) => a[0] - b[0])) {
    // Row numbers count records from 1 (the header); errors about the whole file have row < 2.
    const cells = records[row - 1];
    if (!cells || row < 2) continue;
    const padded = [...cells, ...Array<string>(Math.max(0, width - cells.length)).fill('')];
    rows.push([...padded.slice(0, Math.max(width, cells.length)), messages.join('; ')]);
  }
  return toCsv(rows);
}

/** A CSV text as a file to save (lib/save-file.ts). */
export function csvFile(fileName: string, text: string): { blob: Blob; fileName: string } {
  return { fileName, blob: new Blob([text], { type: 'text/csv;charset=utf-8' }) };
}
