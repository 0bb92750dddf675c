import { Zip, ZipDeflate } from 'fflate';
import { looksLikeFormula } from './formula';

/**
 * A streaming XLSX (Office Open XML) writer: one worksheet, rows written as they come, zipped on
 * the fly, so memory stays flat whatever the row count. Text is written as inline strings (never
 * formulas); text that looks like a formula also gets Excel's quotePrefix style. Numbers stay
 * numbers, dates and date-times are real Excel dates.
 */
export type XlsxCellKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime';
export type XlsxColumn = { header: string; kind: XlsxCellKind; width?: number };
export type XlsxValue = string | number | boolean | null | undefined;

const enc = new TextEncoder();

// Styles (cellXfs order): 0 default, 1 bold header, 2 date, 3 date-time, 4 quote-prefixed text.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5">
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>
</cellXfs>
</styleSheet>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>
</Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`;

const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<sheets><sheet name="${escapeXml(sheetName).slice(0, 31)}" sheetId="1" r:id="rId1"/></sheets>
</workbook>`;

/** XML-escapes text and drops the control characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry these characters
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
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
  const text = String(value);
  const style = looksLikeFormula(text) ? ' s="4"' : '';
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

export type XlsxWriter = {
  /** Writes one row; answers false when the consumer wants a pause (see `onChunk`). */
  row(values: XlsxValue[]): void;
  /** Writes the sheet's end and closes the zip. */
  end(): void;
};

/**
 * Starts a workbook. `onChunk` receives the zipped bytes as they are produced (`final` on the
 * last one). `utcOffsetMinutes` is the zone date-times are shown in (India: 330).
 */
export function createXlsxWriter(
  columns: XlsxColumn[],
  onChunk: (err: Error | null, chunk: Uint8Array, final: boolean) => void,
  options: {
    sheetName?: string;
    utcOffsetMinutes?: number;
    level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  } = {},
): XlsxWriter {
  const offset = options.utcOffsetMinutes ?? 0;
  const zip = new Zip(onChunk);
  const addFile = (name: string, text: string) => {
    const f = new ZipDeflate(name, { level: 6 });
    zip.add(f);
    f.push(enc.encode(text), true);
  };
  addFile('[Content_Types].xml', CONTENT_TYPES);
  addFile('_rels/.rels', ROOT_RELS);
  addFile('xl/workbook.xml', workbook(options.sheetName ?? 'Report'));
  addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addFile('xl/styles.xml', STYLES);

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: options.level ?? 3 });
  zip.add(sheet);
  const names = columns.map((_, i) => columnName(i));
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
  sheet.push(
    enc.encode(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
    ),
  );
  let r = 1;
  let buffer = '';
  const flush = () => {
    if (buffer) sheet.push(enc.encode(buffer));
    buffer = '';
  };
  return {
    row(values) {
      r += 1;
      let xml = `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++)
        xml += cellXml(`${names[i]}${r}`, columns[i]!.kind, values[i], offset);
      buffer += `${xml}</row>`;
      if (buffer.length > 64 * 1024) flush();
    },
    end() {
      flush();
      sheet.push(enc.encode('</sheetData></worksheet>'), true);
      zip.end();
    },
  };
}
