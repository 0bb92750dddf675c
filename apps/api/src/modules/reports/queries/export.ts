import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  REPORT_MIME_TYPES,
  reportFileName,
  type ReportCell,
  type ReportFormat,
  type ReportType,
} from '@dd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { csvCell, csvHead, csvLine } from '../../../lib/csv';
import { todayInIndia } from '../../../lib/dates';
import { createXlsxWriter } from '../../../lib/xlsx';
import { REPORT_COLUMNS } from '../columns';
import { copyCsvRows, pgPoolOf, reportCopyStatement } from '../copy';
import { reportBatches, type AnyReportFilters } from '../report-sql';

/** India Standard Time, for the date-times shown in Excel (India has no DST). */
const IST_OFFSET_MINUTES = 330;

export type ReportFile = {
  fileName: string;
  contentType: string;
  stream: Readable;
};

export type ReportFileOptions = {
  /**
   * CSV through PostgreSQL's COPY (copy.ts). Default: on PostgreSQL, yes; PGlite has no COPY
   * to a client, so there the JS writer below makes the same file.
   */
  copy?: boolean;
};

/** Resolves once `out` wants more (or is gone); one listener pair, removed again. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** The CSV file by the JS writer: the report's batches, cell by cell (lib/csv.ts). */
async function csvByBatches(
  out: PassThrough,
  db: Executor,
  type: ReportType,
  principal: Principal,
  filters: AnyReportFilters,
): Promise<void> {
  const columns = REPORT_COLUMNS[type];
  for await (const batch of reportBatches(db, type, principal, filters)) {
    if (out.destroyed) return;
    let text = '';
    for (const row of batch)
      text += csvLine(columns.map((c) => csvCell(row[c.key], c.kind === 'text')));
    if (!out.write(text)) await drained(out);
  }
  out.end();
}

/**
 * A report as a file, streamed from the database as it is written, so memory stays flat
 * whatever the row count. Pauses reading the database while the client is slow; stops when the
 * client goes away (the stream is destroyed).
 */
export function reportFile(
  db: Executor,
  type: ReportType,
  principal: Principal,
  filters: AnyReportFilters,
  format: ReportFormat,
  log: FastifyBaseLogger,
  options: ReportFileOptions = {},
): ReportFile {
  const columns = REPORT_COLUMNS[type];
  let stream: Readable;
  let produce: () => Promise<unknown>;

  if (format === 'csv') {
    const out = new PassThrough();
    stream = out;
    out.write(csvHead(columns.map((c) => c.header)));
    const pool = options.copy === false ? undefined : pgPoolOf(db);
    if (options.copy && !pool) throw new Error('COPY needs PostgreSQL');
    produce = pool
      ? async () => copyCsvRows(pool, reportCopyStatement(type, principal, filters), out)
      : async () => csvByBatches(out, db, type, principal, filters);
  } else {
    const xlsx = createXlsxWriter(
      columns.map((c) => ({ header: c.header, kind: c.kind })),
      { sheetName: `${type} report`, utcOffsetMinutes: IST_OFFSET_MINUTES },
    );
    stream = xlsx.stream;
    const keys = columns.map((c) => c.key);
    produce = async () => {
      const values: ReportCell[] = new Array<ReportCell>(keys.length);
      for await (const batch of reportBatches(db, type, principal, filters)) {
        if (stream.destroyed) return;
        for (const row of batch) {
          // One array for every row: the writer is done with it when row() returns.
          for (let i = 0; i < keys.length; i++) values[i] = row[keys[i]!] ?? null;
          xlsx.row(values);
        }
        await xlsx.flush();
      }
      if (stream.destroyed) return;
      await xlsx.end();
    };
  }

  produce().catch((err: unknown) => {
    log.error(
      { err: { name: (err as Error).name, code: (err as { code?: string }).code } },
      'report export failed',
    );
    stream.destroy(err as Error);
  });

  return {
    fileName: reportFileName(type, format, todayInIndia()),
    contentType: REPORT_MIME_TYPES[format],
    stream,
  };
}
