import { PassThrough, type Readable } from 'node:stream';
import {
  SECURITY_EXPORT_MIME_TYPES,
  securityExportFileName,
  type SecurityEvent,
  type SecurityExportFormat,
} from '@dd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { csvCell, csvHead, csvLine } from '../../lib/csv';
import { todayInIndia } from '../../lib/dates';
import { createXlsxWriter, type XlsxCellKind, type XlsxValue } from '../../lib/xlsx';
import { securityEventBatches, type SecurityEventFilters } from './queries';

/** India Standard Time, for the date-times shown in Excel (as the reports). */
const IST_OFFSET_MINUTES = 330;

/** The file's columns, in order: a header, a kind, and the cell of an event. */
const COLUMNS: { header: string; kind: XlsxCellKind; cell: (e: SecurityEvent) => XlsxValue }[] = [
  { header: 'Time', kind: 'datetime', cell: (e) => e.at },
  { header: 'Event', kind: 'text', cell: (e) => e.type },
  { header: 'Account', kind: 'text', cell: (e) => e.user?.name },
  { header: 'Email', kind: 'text', cell: (e) => e.user?.email ?? e.email },
  { header: 'Role', kind: 'text', cell: (e) => e.user?.userType },
  { header: 'Done By', kind: 'text', cell: (e) => e.actor?.name },
  { header: 'IP', kind: 'text', cell: (e) => e.ip },
  { header: 'User Agent', kind: 'text', cell: (e) => e.userAgent },
  { header: 'Details', kind: 'text', cell: (e) => (e.details ? JSON.stringify(e.details) : null) },
];

/** Resolves once `out` wants more (or is gone). */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * The filtered log as a CSV or Excel file, newest first, streamed batch by batch (memory stays
 * flat). Text that a spreadsheet would run as a formula is neutralised by both writers
 * (lib/csv.ts, lib/xlsx.ts): user agents and typed emails come from outside.
 */
export function securityEventsFile(
  db: Executor,
  filters: SecurityEventFilters,
  format: SecurityExportFormat,
  log: FastifyBaseLogger,
): { fileName: string; contentType: string; stream: Readable } {
  let stream: Readable;
  let produce: () => Promise<void>;
  if (format === 'csv') {
    const out = new PassThrough();
    stream = out;
    out.write(csvHead(COLUMNS.map((c) => c.header)));
    produce = async () => {
      for await (const batch of securityEventBatches(db, filters)) {
        if (out.destroyed) return;
        let text = '';
        for (const e of batch) text += csvLine(COLUMNS.map((c) => csvCell(c.cell(e) ?? null)));
        if (!out.write(text)) await drained(out);
      }
      out.end();
    };
  } else {
    const xlsx = createXlsxWriter(
      COLUMNS.map((c) => ({ header: c.header, kind: c.kind })),
      { sheetName: 'Security events', utcOffsetMinutes: IST_OFFSET_MINUTES },
    );
    stream = xlsx.stream;
    produce = async () => {
      for await (const batch of securityEventBatches(db, filters)) {
        if (stream.destroyed) return;
        for (const e of batch) xlsx.row(COLUMNS.map((c) => c.cell(e)));
        await xlsx.flush();
      }
      if (!stream.destroyed) await xlsx.end();
    };
  }
  produce().catch((err: unknown) => {
    log.error({ err: { name: (err as Error).name } }, 'security events export failed');
    stream.destroy(err as Error);
  });
  return {
    fileName: securityExportFileName(format, todayInIndia()),
    contentType: SECURITY_EXPORT_MIME_TYPES[format],
    stream,
  };
}
