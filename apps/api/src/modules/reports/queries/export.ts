import type { PassThrough, Readable } from 'node:stream';
import {
  REPORT_MIME_TYPES,
  reportFileName,
  type ReportCell,
  type ReportFormat,
  type ReportType,
} from '@dd/contract';
import type { Principal } from '../../../access/principal';
import type { Executor } from '../../../db/client';
import { csvTypedCell } from '../../../lib/csv';
import { streamRowsFile } from '../../../lib/rows-file';
import { fileCell, REPORT_COLUMNS } from '../columns';
import { copyCsvRows, pgPoolOf, reportCopyStatement } from '../copy';
import { reportBatches } from '../report-sql';
import type { DatedReportFilters } from '../source';

type ReportRow = Record<string, ReportCell>;

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
  /** Told each batch's row count as it is written (a scheduled run counts its rows); the
   *  file is then always made by the JS writer, which reads the rows in batches. */
  onRows?: (count: number) => void;
};

/** Where a failed export is logged (a request's logger, or the background worker's). */
export type ReportLog = { error(obj: unknown, msg: string): void };

/**
 * A report as a file, streamed from the database as it is written, so memory stays flat
 * whatever the row count. Pauses reading the database while the client is slow; stops when the
 * client goes away (the stream is destroyed). Made on the business day `filters.today`.
 */
export function reportFile(
  db: Executor,
  type: ReportType,
  principal: Principal,
  filters: DatedReportFilters,
  format: ReportFormat,
  log: ReportLog,
  options: ReportFileOptions = {},
): ReportFile {
  const columns = REPORT_COLUMNS[type];
  let csvRows: ((out: PassThrough) => Promise<unknown>) | undefined;
  if (format === 'csv') {
    const pool = options.copy === false || options.onRows ? undefined : pgPoolOf(db);
    if (options.copy && !pool) throw new Error('COPY needs PostgreSQL');
    if (pool)
      csvRows = (out) => copyCsvRows(pool, reportCopyStatement(type, principal, filters), out);
  }
  const stream = streamRowsFile<ReportRow>({
    format: format === 'csv' ? 'csv' : 'xlsx',
    columns,
    sheetName: `${type} report`,
    batches: () => {
      const batches = reportBatches(db, type, principal, filters);
      return options.onRows ? counted(batches, options.onRows) : batches;
    },
    csvCells: (row) => columns.map((c) => csvTypedCell(fileCell(c, row[c.key]), c.kind)),
    xlsxValues: (row, into) => {
      for (let i = 0; i < columns.length; i++) {
        const c = columns[i]!;
        into[i] = fileCell(c, row[c.key]);
      }
    },
    csvRows,
    onError: (err) =>
      log.error(
        { err: { name: (err as Error).name, code: (err as { code?: string }).code } },
        'report export failed',
      ),
  });

  return {
    fileName: reportFileName(type, format, filters.today),
    contentType: REPORT_MIME_TYPES[format],
    stream,
  };
}

async function* counted<T>(
  batches: AsyncIterable<T[]>,
  onRows: (count: number) => void,
): AsyncGenerator<T[]> {
  for await (const batch of batches) {
    onRows(batch.length);
    yield batch;
  }
}
