import {
  MACHINE_IMPORT_EXAMPLES,
  MACHINE_IMPORT_TEMPLATE_COLUMNS,
  type MachineImportError,
} from '@dd/contract';

/**
 * RFC 4180 reading, the same rules as the server's import parser (so row numbers match its
 * errors): commas, double quotes with "" inside, CRLF / LF / CR line ends, a leading BOM
 * ignored, no record for a final line break. Returns null when the text cannot be read.
 */
export function parseCsv(input: string): string[][] | null {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  if (text.length === 0) return records;
  let record: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) return null;
        field += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      if (i < text.length && !',\r\n'.includes(text[i]!)) return null;
    } else {
      let stop = i;
      while (stop < text.length && !',\r\n'.includes(text[stop]!)) stop += 1;
      field = text.slice(i, stop);
      i = stop;
    }
    record.push(field);
    if (i >= text.length) {
      records.push(record);
      return records;
    }
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    records.push(record);
    record = [];
    if (i >= text.length) return records;
  }
}

/** One CSV cell: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string): string {
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
  const records = parseCsv(csv);
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

/** Saves text as a file through a temporary link. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
