/** A CSV the parser cannot read; `row` is the 1-based record number where it happened. */
export class CsvParseError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(`Row ${row}: ${message}`);
  }
}

const FIELD_END = /[,\r\n]/g;

/**
 * The one CSV reader of the web and the API (so the row numbers of an import's errors are the
 * same on both sides). A small RFC 4180 parser: comma-separated fields, optionally in double quotes (which may hold
 * commas, line breaks and doubled quotes ""), records ended by CRLF, LF or CR, a leading UTF-8
 * BOM ignored, and no record for a final line break. A blank line is a record with one empty
 * field, so record numbers stay those a spreadsheet shows. A quote inside an unquoted field is
 * kept as it is; anything but a comma or line break after a closing quote is an error.
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return records;

  for (;;) {
    let field: string;
    if (text[i] === '"') {
      const startRow = records.length + 1;
      let value = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new CsvParseError(startRow, 'a quoted field is never closed');
        value += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      if (i < n && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        throw new CsvParseError(startRow, 'unexpected text after a closing quote');
      }
      field = value;
    } else {
      FIELD_END.lastIndex = i;
      const end = FIELD_END.exec(text);
      const stop = end ? end.index : n;
      field = text.slice(i, stop);
      i = stop;
    }
    record.push(field);

    if (i >= n) {
      records.push(record);
      return records;
    }
    const c = text[i];
    if (c === ',') {
      i += 1;
      continue;
    }
    // A line break ends the record: CRLF, LF or a lone CR.
    i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    records.push(record);
    record = [];
    if (i >= n) return records;
  }
}
