import { PassThrough, type Readable } from 'node:stream';
import { csvHead, csvLine } from './csv';
import { drained } from './drained';
import { createXlsxWriter, type XlsxColumn, type XlsxValue } from './xlsx';

export type RowsFileSpec<R> = {
  format: 'csv' | 'xlsx';
  columns: readonly XlsxColumn[];
  sheetName: string;
  /** The rows in file order, a batch at a time (read again only as the client takes them). */
  batches: () => AsyncIterable<readonly R[]>;
  /** A row's CSV cells, each already made by `csvTypedCell` (date-times in the business's zone). */
  csvCells: (row: R) => string[];
  /** A row's Excel values, written into `into` (one array for every row: the writer is done
   *  with it when its row() returns). */
  xlsxValues: (row: R, into: XlsxValue[]) => void;
  /** Writes the CSV rows another way after the header (PostgreSQL's COPY), instead of batches. */
  csvRows?: (out: PassThrough) => Promise<unknown>;
  /** A failure while streaming (the stream is then destroyed with it). */
  onError: (err: unknown) => void;
};

/**
 * Rows as a CSV or Excel file, streamed as they are read, so memory stays flat whatever the row
 * count. Pauses reading while the client is slow; stops when the client goes away (the stream is
 * destroyed). Both writers neutralise text that a spreadsheet would run as a formula.
 */
export function streamRowsFile<R>(spec: RowsFileSpec<R>): Readable {
  let stream: Readable;
  let produce: () => Promise<unknown>;
  if (spec.format === 'csv') {
    const out = new PassThrough();
    stream = out;
    out.write(csvHead(spec.columns.map((c) => c.header)));
    produce = spec.csvRows
      ? () => spec.csvRows!(out)
      : async () => {
          for await (const batch of spec.batches()) {
            if (out.destroyed) return;
            let text = '';
            for (const row of batch) text += csvLine(spec.csvCells(row));
            if (!out.write(text)) await drained(out);
          }
          out.end();
        };
  } else {
    const columns = spec.columns.map(({ header, kind, width }) => ({ header, kind, width }));
    const xlsx = createXlsxWriter(columns, { sheetName: spec.sheetName });
    stream = xlsx.stream;
    produce = async () => {
      const values = new Array<XlsxValue>(spec.columns.length);
      for await (const batch of spec.batches()) {
        if (stream.destroyed) return;
        for (const row of batch) {
          spec.xlsxValues(row, values);
          xlsx.row(values);
        }
        await xlsx.flush();
      }
      if (!stream.destroyed) await xlsx.end();
    };
  }
  produce().catch((err: unknown) => {
    spec.onError(err);
    stream.destroy(err as Error);
  });
  return stream;
}
