import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import {
  REPORT_MIME_TYPES,
  reportFileName,
  type ReportFormat,
  type ReportType,
} from '@dd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { CSV_BOM, csvCell, csvLine } from '../../lib/csv';
import { todayInIndia } from '../../lib/dates';
import { createXlsxWriter } from '../../lib/xlsx';
import { REPORT_COLUMNS } from './columns';
import { reportBatches, type AnyReportFilters } from './query';

/** India Standard Time, for the date-times shown in Excel (India has no DST). */
const IST_OFFSET_MINUTES = 330;

export type ReportFile = {
  fileName: string;
  contentType: string;
  stream: PassThrough;
};

/**
 * A report as a file, streamed from the database batch by batch as it is written, so memory
 * stays flat whatever the row count. Pauses reading the database while the client is slow.
 */
export function reportFile(
  db: Executor,
  type: ReportType,
  principal: Principal,
  filters: AnyReportFilters,
  format: ReportFormat,
  log: FastifyBaseLogger,
): ReportFile {
  const columns = REPORT_COLUMNS[type];
  const stream = new PassThrough();
  const write = async (chunk: string | Uint8Array) => {
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  };

  const produce = async () => {
    if (format === 'csv') {
      await write(CSV_BOM + csvLine(columns.map((c) => csvCell(c.header))));
      for await (const batch of reportBatches(db, type, principal, filters)) {
        if (stream.destroyed) return;
        let text = '';
        for (const row of batch)
          text += csvLine(columns.map((c) => csvCell(row[c.key], c.kind === 'text')));
        await write(text);
      }
      stream.end();
      return;
    }
    const pending: Uint8Array[] = [];
    let finished = false;
    const xlsx = createXlsxWriter(
      columns.map((c) => ({ header: c.header, kind: c.kind })),
      (err, chunk, final) => {
        if (err) stream.destroy(err);
        pending.push(chunk);
        if (final) finished = true;
      },
      { sheetName: `${type} report`, utcOffsetMinutes: IST_OFFSET_MINUTES },
    );
    const drain = async () => {
      while (pending.length > 0) await write(pending.shift()!);
    };
    for await (const batch of reportBatches(db, type, principal, filters)) {
      if (stream.destroyed) return;
      for (const row of batch) xlsx.row(columns.map((c) => row[c.key]));
      await drain();
    }
    xlsx.end();
    await drain();
    if (finished) stream.end();
    else stream.destroy(new Error('xlsx writer did not finish'));
  };

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
