import type { ReportCell, ReportFormat, ReportPreviewResponse } from '@dd/contract';

/**
 * The file's size is not known in advance (the server streams it, without Content-Length), so
 * the progress bar goes by an estimate made from the preview: its first rows written as the
 * server writes CSV, times the report's total. Excel files are zipped XML; measured on the demo
 * data they are about 0.42 of the CSV's size plus about 3.3 kB of fixed parts.
 */
const EXCEL_RATIO = 0.42;
const EXCEL_FIXED_BYTES = 3300;
const CSV_BOM_BYTES = 3;

const encoder = new TextEncoder();

function csvCell(value: ReportCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvBytes(cells: ReportCell[]): number {
  return encoder.encode(`${cells.map(csvCell).join(',')}\r\n`).byteLength;
}

/** About how many bytes the file of this report will have; null when the preview cannot tell. */
export function estimateFileBytes(
  preview: Pick<ReportPreviewResponse, 'fields' | 'rows' | 'total'>,
  format: ReportFormat,
): number | null {
  if (preview.total > 0 && preview.rows.length === 0) return null;
  const header = CSV_BOM_BYTES + csvBytes(preview.fields.map((f) => f.header));
  const rowBytes = preview.rows.map((row) =>
    csvBytes(preview.fields.map((f) => row[f.key] ?? null)),
  );
  const average = rowBytes.length ? rowBytes.reduce((a, b) => a + b, 0) / rowBytes.length : 0;
  const csv = header + average * preview.total;
  return Math.round(format === 'excel' ? EXCEL_FIXED_BYTES + EXCEL_RATIO * csv : csv);
}

/** Percent done by the estimate: never 100 before the last byte (the estimate may be short). */
export function estimatedPercent(received: number, estimate: number | null): number | null {
  if (!estimate || estimate <= 0) return null;
  return Math.min(99, Math.floor((received / estimate) * 100));
}
