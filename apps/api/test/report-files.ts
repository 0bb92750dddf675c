import { parse as parseCsv } from 'csv-parse/sync';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';
import type { ReportCodeSet } from '@dd/contract';
import { REPORT_CODE_WORDS } from '../src/lib/code-words';

/** A report's preview as GET /api/reports/:type answers it (the part the files are checked on). */
type Preview = {
  fields: { key: string; header: string; kind: string; codes?: ReportCodeSet }[];
  rows: Record<string, unknown>[];
  total: number;
};

/** An ISO instant as India's wall clock with its offset, worked out here by hand. */
export const indiaText = (iso: unknown) =>
  `${new Date(Date.parse(String(iso)) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;

/** A report's CSV (its body, byte order mark first) read back to rows of cells. */
export const csvTable = (body: string) => parseCsv(body.slice(1)) as string[][];

/** A report's Excel file read back to rows of cells (dates as Date, empty cells as null). */
export function excelGrid(bytes: Buffer): unknown[][] {
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: true });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: true,
    defval: null,
  });
}

/** A preview cell as the files write it: a code (the field's `codes`) as its English word. */
export function fileValue(f: Preview['fields'][number], v: unknown): unknown {
  if (!f.codes || typeof v !== 'string') return v;
  const word = REPORT_CODE_WORDS[f.codes][v];
  expect(word, `${f.codes} ${v} has a word`).toBeDefined();
  return word;
}

/**
 * Checks a report's CSV table and Excel grid against its preview, cell by cell below the header:
 * null is an empty cell in both; a date-time is India time text in the CSV and a Date in Excel;
 * a date is its day in both; a code its English word; any other value its text in the CSV and
 * itself in Excel. `csvText` reads a CSV cell back to the value's text (the export test takes
 * the formula guard off).
 */
export function expectFilesMatchPreview(
  expected: Preview,
  table: string[][],
  grid: unknown[][],
  csvText: (cell: string) => string = (cell) => cell,
) {
  expect(table).toHaveLength(expected.total + 1);
  expect(grid).toHaveLength(expected.total + 1);
  for (const [i, row] of expected.rows.entries()) {
    expected.fields.forEach((f, j) => {
      const want = fileValue(f, row[f.key]);
      const csvCell = table[i + 1]![j]!;
      const xlsxCell = grid[i + 1]![j];
      if (want === null) {
        expect(csvCell).toBe('');
        expect(xlsxCell).toBeNull();
        return;
      }
      if (f.kind === 'datetime') expect(csvCell).toBe(indiaText(want));
      else expect(csvText(csvCell)).toBe(String(want));
      if (f.kind === 'date') {
        expect(xlsxCell).toBeInstanceOf(Date);
        expect((xlsxCell as Date).toISOString().slice(0, 10)).toBe(want);
      } else if (f.kind === 'datetime') expect(xlsxCell).toBeInstanceOf(Date);
      else expect(xlsxCell).toBe(want);
    });
  }
}

/**
 * What a report row becomes in its files, by each column's kind, as the exports promise it: an
 * amount in paise as rupees with two decimals in the CSV ('1626.00') and a number of rupees in
 * Excel (1626); a date its day in both (see `excelDays`); null an empty cell; any other value
 * its text in the CSV and itself in Excel.
 */
export function fileCells(fields: Preview['fields'], row: Record<string, unknown>) {
  const csv: string[] = [];
  const excel: unknown[] = [];
  for (const f of fields) {
    const v = fileValue(f, row[f.key]);
    if (v === null || v === undefined) {
      csv.push('');
      excel.push(null);
    } else if (f.kind === 'rupees') {
      csv.push((Number(v) / 100).toFixed(2));
      excel.push(Number(v) / 100);
    } else {
      csv.push(String(v));
      excel.push(v);
    }
  }
  return { csv, excel };
}

/** An Excel grid with each date cell as its day ('YYYY-MM-DD'), to compare with `fileCells`. */
export const excelDays = (grid: unknown[][]) =>
  grid.map((row) => row.map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : c)));
