import { Transform, type TransformCallback } from 'node:stream';
import { rupeesDecimal } from '@dd/contract';
import { businessDateTime } from './business-time';
import { neutraliseFormula } from './formula';
import type { XlsxCellKind } from './xlsx';

/**
 * A CSV cell per RFC 4180, safe to open in a spreadsheet. Text is neutralised (lib/formula.ts:
 * a ' before a formula, also after each `;`) and always quoted, so a text holding a `;` is one
 * quoted cell; the PostgreSQL export quotes the same cells (FORCE_QUOTE of its text columns,
 * modules/reports/copy.ts), as COPY cannot quote by content beyond its own delimiter. Empty text
 * is an empty field, like null. Other values are written as they are (numbers keep their sign),
 * quoted only when they need it.
 */
export function csvCell(
  value: string | number | boolean | null | undefined,
  isText = true,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (isText && typeof value === 'string') {
    const text = neutraliseFormula(value);
    return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
  }
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell of a typed column: text neutralised and quoted, a date-time as the business's local time
 * with its offset (lib/business-time.ts, as Excel shows it), an amount in paise as rupees with two
 * decimals (`1234.50`), anything else as it is.
 */
export function csvTypedCell(
  value: string | number | boolean | null | undefined,
  kind: XlsxCellKind,
): string {
  if (kind === 'datetime' && typeof value === 'string' && value !== '')
    return csvCell(businessDateTime(value) ?? value, false);
  if (kind === 'rupees' && typeof value === 'number') return rupeesDecimal(value);
  return csvCell(value, kind === 'text');
}

export function csvLine(cells: string[]): string {
  return `${cells.join(',')}\r\n`;
}

/** Excel needs the byte-order mark to read UTF-8 (Hindi, Gujarati names) correctly. */
const CSV_BOM = '\uFEFF';

/** The start of every CSV file we write: the byte-order mark and the header line. */
export function csvHead(headers: readonly string[]): string {
  // Our own column names: no formula, no separator; written as they are.
  return CSV_BOM + csvLine(headers.map((h) => csvCell(h, false)));
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Turns the row ends of a CSV stream from LF (what PostgreSQL's `COPY ... (FORMAT csv)` writes)
 * into CRLF (RFC 4180, and what `csvLine` writes), leaving line breaks inside quoted cells as
 * they are. A line feed ends a row exactly when an even number of quotes came before it
 * (`""` inside a quoted cell counts twice), so one bit of state carries across chunks; a quote
 * byte never occurs inside a UTF-8 multi-byte character.
 *
 * The output comes in pieces of at least `pieceSize` bytes (except the last): the database
 * sends a few kB at a time, and fewer, larger pieces cost the HTTP response and the client
 * less per byte.
 */
export class CsvRowEnds extends Transform {
  private quoted = false;
  private readonly ends: number[] = [];
  private out: Buffer;
  private used = 0;

  constructor(private readonly pieceSize = 64 * 1024) {
    super();
    this.out = Buffer.allocUnsafe(2 * pieceSize);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const ends = this.ends;
    ends.length = 0;
    let quoted = this.quoted;
    let quote = chunk.indexOf(QUOTE);
    for (let lf = chunk.indexOf(LF); lf !== -1; lf = chunk.indexOf(LF, lf + 1)) {
      while (quote !== -1 && quote < lf) {
        quoted = !quoted;
        quote = chunk.indexOf(QUOTE, quote + 1);
      }
      if (!quoted) ends.push(lf);
    }
    while (quote !== -1) {
      quoted = !quoted;
      quote = chunk.indexOf(QUOTE, quote + 1);
    }
    this.quoted = quoted;

    const needed = chunk.length + ends.length;
    if (this.used + needed > this.out.length) {
      // Only for a chunk larger than a piece: grow, keeping what is collected.
      const larger = Buffer.allocUnsafe(this.used + needed);
      this.out.copy(larger, 0, 0, this.used);
      this.out = larger;
    }
    const out = this.out;
    let at = this.used;
    let from = 0;
    for (const lf of ends) {
      at += chunk.copy(out, at, from, lf);
      out[at++] = CR;
      out[at++] = LF;
      from = lf + 1;
    }
    at += chunk.copy(out, at, from);
    this.used = at;
    if (at >= this.pieceSize) {
      this.push(out.subarray(0, at));
      this.out = Buffer.allocUnsafe(2 * this.pieceSize);
      this.used = 0;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.used > 0) this.push(this.out.subarray(0, this.used));
    done();
  }
}
