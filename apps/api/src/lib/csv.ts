import { looksLikeFormula } from './formula';

/**
 * CSV cells per RFC 4180, safe to open in a spreadsheet: text that looks like a formula is
 * prefixed with ' so no spreadsheet runs it. Only text is neutralised; numbers keep their sign.
 */
export function neutraliseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

export function csvCell(
  value: string | number | boolean | null | undefined,
  isText = true,
): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (isText && typeof value === 'string') text = neutraliseFormula(text);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** Excel needs the byte-order mark to read UTF-8 (Hindi, Gujarati names) correctly. */
export const CSV_BOM = '\uFEFF';
