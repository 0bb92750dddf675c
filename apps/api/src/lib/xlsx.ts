import { BUSINESS_UTC_OFFSET_MINUTES } from '@dd/contract';
import type { Readable } from 'node:stream';
import { looksLikeFormula } from './formula';
import { ZipWriter } from './zip';

/**
 * A streaming XLSX (Office Open XML) writer: one worksheet (more past Excel's rows per sheet), rows written as they come, zipped on
 * the fly (lib/zip.ts: native zlib), so memory stays flat whatever the row count. Text is written as inline strings (never
 * formulas); text that looks like a formula also gets Excel's quotePrefix style. Numbers stay
 * numbers, dates and date-times are real Excel dates, amounts (`rupees`: the value is integer
 * paise) numbers of rupees shown with the rupee sign and two decimals.
 */
export type XlsxCellKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'rupees';
export type XlsxColumn = { header: string; kind: XlsxCellKind; width?: number };
export type XlsxValue = string | number | boolean | null | undefined;

// Styles (cellXfs order): 0 default, 1 bold header, 2 date, 3 date-time, 4 quote-prefixed text,
// 5 rupees (the digits grouped as the reader's Excel groups them).
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="&quot;₹&quot;#,##0.00"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="6">
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
</cellXfs>
</styleSheet>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>
</Relationships>`;

/** The workbook's parts: sheet i is `rId<i>`, the styles come after them. */
const workbookRels = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
${Array.from({ length: sheets }, (_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('\n')}
<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`;

/** Sheet names: the first as given, the next "<name> (2)", ... (Excel allows 31 characters). */
function sheetNameAt(base: string, index: number): string {
  const suffix = index === 0 ? '' : ` (${index + 1})`;
  return base.slice(0, 31 - suffix.length).trimEnd() + suffix;
}

const workbook = (
  base: string,
  sheets: number,
) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<sheets>${Array.from({ length: sheets }, (_, i) => `<sheet name="${escapeXml(sheetNameAt(base, i))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets>
</workbook>`;

/**
 * A phone number (`+91 98765 43210`): an inline string is text, never run, and typed in again it
 * is at worst a number, so it gets no quotePrefix (Excel would show it with a leading '). The
 * CSV keeps its ' (lib/formula.ts): there a leading + is read as a formula when the file opens.
 */
const PHONE_NUMBER = /^\+[0-9][0-9 -]*$/;

/** Excel's rows per sheet, less the header row. */
const MAX_SHEET_DATA_ROWS = 1_048_575;

// eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry these characters
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry these characters
const ESCAPED = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/**
 * XML-escapes text and drops the control characters XML 1.0 cannot carry. Most cells need
 * neither: one test answers those unchanged (this runs for every text cell of an export).
 */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(ESCAPED, (ch) => ENTITIES[ch] ?? '');
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' -> Excel serial day. */
function dateSerial(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? null : (ms - EXCEL_EPOCH_MS) / DAY_MS;
}

/** An ISO instant -> Excel serial in the given fixed offset (minutes east of UTC). */
function dateTimeSerial(iso: string, offsetMinutes: number): number | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : (ms + offsetMinutes * 60_000 - EXCEL_EPOCH_MS) / DAY_MS;
}

function cellXml(ref: string, kind: XlsxCellKind, value: XlsxValue, offsetMinutes: number): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'number' && typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}"><v>${value}</v></c>`;
  // Paise / 100 is the nearest double to the amount, and prints as its two decimals.
  if (kind === 'rupees' && typeof value === 'number' && Number.isSafeInteger(value))
    return `<c r="${ref}" s="5"><v>${value / 100}</v></c>`;
  if (kind === 'boolean' && typeof value === 'boolean')
    return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (kind === 'date' && typeof value === 'string') {
    const serial = dateSerial(value);
    if (serial !== null) return `<c r="${ref}" s="2"><v>${serial}</v></c>`;
  }
  if (kind === 'datetime' && typeof value === 'string') {
    const serial = dateTimeSerial(value, offsetMinutes);
    if (serial !== null) return `<c r="${ref}" s="3"><v>${serial}</v></c>`;
  }
  const text = typeof value === 'string' ? value : String(value);
  const style = looksLikeFormula(text) && !PHONE_NUMBER.test(text) ? ' s="4"' : '';
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

export type XlsxWriter = {
  /** The .xlsx file's bytes as they are zipped; destroy it to abandon the file. */
  stream: Readable;
  /** Adds one row (buffered; `flush` hands the rows to the compressor). */
  row(values: XlsxValue[]): void;
  /** Hands the buffered rows on; resolves when the compressor wants more (backpressure). */
  flush(): Promise<void>;
  /** Writes the sheet's end and the zip's directory, and ends `stream`. */
  end(): Promise<void>;
};

/** Rows are handed to the compressor in pieces of about this many characters. */
const PIECE = 64 * 1024;

/**
 * Starts a workbook. `utcOffsetMinutes` is the zone date-times are shown in: by default the
 * business's (lib/business-time.ts), the zone the CSV files write too. Past Excel's rows per
 * sheet the rows go on in another sheet ("<name> (2)", ...) under the same header row: a sheet
 * stays one Excel can open, and each sheet's XML stays far below ZIP's 4 GiB per file.
 */
export function createXlsxWriter(
  columns: XlsxColumn[],
  options: {
    sheetName?: string;
    utcOffsetMinutes?: number;
    /** zlib level of the sheet (3: level 1 saves ~5 % CPU but makes the file ~15 % larger). */
    level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
    /** Data rows per sheet (tests set fewer). */
    maxSheetRows?: number;
  } = {},
): XlsxWriter {
  const offset = options.utcOffsetMinutes ?? BUSINESS_UTC_OFFSET_MINUTES;
  const maxRows = options.maxSheetRows ?? MAX_SHEET_DATA_ROWS;
  const zip = new ZipWriter(options.level ?? 3);
  zip.addFile('[Content_Types].xml', CONTENT_TYPES);
  zip.addFile('_rels/.rels', ROOT_RELS);
  zip.addFile('xl/styles.xml', STYLES);
  let sheets = 1;
  let sheet = zip.addStream('xl/worksheets/sheet1.xml');

  const names = columns.map((_, i) => columnName(i));
  const kinds = columns.map((c) => c.kind);
  const cols = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? Math.max(10, Math.min(40, c.header.length + 4))}" customWidth="1"/>`,
    )
    .join('');
  const header = columns
    .map(
      (c, i) =>
        `<c r="${names[i]}1" t="inlineStr" s="1"><is><t>${escapeXml(c.header)}</t></is></c>`,
    )
    .join('');
  const sheetStart = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
  const sheetEnd = '</sheetData></worksheet>';
  let buffer = sheetStart;
  let r = 1;
  /** Whole sheets (the rest of the open one first) filled since the last flush, to write then. */
  const filled: string[] = [];
  const hand = () => {
    if (buffer) sheet.write(Buffer.from(buffer, 'utf8'));
    buffer = '';
  };
  /** Ends the open sheet with what it still lacks and opens the next, for each filled sheet. */
  const writeFilled = async () => {
    for (const text of filled) {
      sheet.write(Buffer.from(text, 'utf8'));
      await sheet.end();
      sheets += 1;
      sheet = zip.addStream(`xl/worksheets/sheet${sheets}.xml`);
    }
    filled.length = 0;
  };
  return {
    stream: zip.stream,
    row(values) {
      if (r - 1 === maxRows) {
        filled.push(buffer + sheetEnd);
        buffer = sheetStart;
        r = 1;
      }
      r += 1;
      let xml = `<row r="${r}">`;
      for (let i = 0; i < kinds.length; i++)
        xml += cellXml(names[i]! + r, kinds[i]!, values[i], offset);
      buffer += `${xml}</row>`;
      if (buffer.length > PIECE && filled.length === 0) hand();
    },
    async flush() {
      await writeFilled();
      hand();
      await sheet.drained();
    },
    async end() {
      await writeFilled();
      buffer += sheetEnd;
      hand();
      await sheet.end();
      zip.addFile('xl/workbook.xml', workbook(options.sheetName ?? 'Report', sheets));
      zip.addFile('xl/_rels/workbook.xml.rels', workbookRels(sheets));
      zip.finish();
    },
  };
}
