import { CsvParseError, parseCsv } from '@dd/contract';

/** A batch of CSV records and the 1-based record number of its first (header = 1). */
export type CsvBatch = { records: string[][]; firstRow: number };

/**
 * Text parsed at a time. Small on purpose: a batch's records (a few hundred rows of small
 * strings) then die young; 1 MB batches let them reach the old generation, and the API's RSS
 * grew by ~160 MB over a 300,000-row file (14 MB with 64 kB).
 */
const BATCH_CHARS = 1 << 16;

/** A record longer than this is refused: an unclosed quote must not make us hold the file. */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;

/**
 * Where the text can be cut between records: after the last line break outside double quotes
 * (a quote toggles "inside"; a doubled quote toggles twice). `inQuotes` is the state at
 * `from`; a CR is a cut only when what follows it is known (it may be the CR of a CRLF).
 */
function lastRecordEnd(text: string, from: number, inQuotes: boolean) {
  let quoted = inQuotes;
  let cut = -1;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (
      !quoted &&
      (c === 10 || (c === 13 && i + 1 < text.length && text.charCodeAt(i + 1) !== 10))
    ) {
      cut = i + 1;
    }
  }
  return { cut, quotedAtEnd: quoted };
}

/**
 * Reads a CSV file as it arrives (bytes, UTF-8) and yields its records in batches of about
 * 64 kB, never holding the whole file: each batch is cut at a record end and parsed by the
 * same parser as a whole file (csv-parse.ts), so blank lines, quoting, CRLF and the BOM read the
 * same. A parse error names the record number in the whole file.
 */
export async function* csvBatches(
  source: AsyncIterable<Uint8Array | string>,
  batchChars = BATCH_CHARS,
): AsyncGenerator<CsvBatch> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let scanned = 0;
  let quoted = false;
  let nextRow = 1;

  const parse = (text: string): CsvBatch => {
    try {
      const records = parseCsv(text);
      const batch = { records, firstRow: nextRow };
      nextRow += records.length;
      return batch;
    } catch (err) {
      if (err instanceof CsvParseError) {
        throw new CsvParseError(err.row + nextRow - 1, err.message.replace(/^Row \d+: /, ''));
      }
      throw err;
    }
  };

  for await (const chunk of source) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (pending.length < batchChars) continue;
    const { cut, quotedAtEnd } = lastRecordEnd(pending, scanned, quoted);
    if (cut === -1) {
      if (pending.length > MAX_RECORD_CHARS) {
        throw new CsvParseError(
          nextRow,
          'a record is longer than 16 MB (is a quote never closed?)',
        );
      }
      scanned = pending.length;
      quoted = quotedAtEnd;
      continue;
    }
    const text = pending.slice(0, cut);
    pending = pending.slice(cut);
    // A cut is only made outside quotes: what is left starts a record and is scanned afresh.
    scanned = 0;
    quoted = false;
    yield parse(text);
  }
  pending += decoder.decode();
  if (pending.length > 0) yield parse(pending);
}
