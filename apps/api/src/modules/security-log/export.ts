import type { Readable } from 'node:stream';
import {
  SECURITY_EXPORT_MIME_TYPES,
  securityExportFileName,
  type SecurityEvent,
  type SecurityExportFormat,
} from '@dd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { csvTypedCell } from '../../lib/csv';
import { streamRowsFile } from '../../lib/rows-file';
import type { XlsxCellKind, XlsxValue } from '../../lib/xlsx';
import { securityEventBatches, type SecurityEventFilters } from './queries';

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

/**
 * The filtered log as a CSV or Excel file, newest first, streamed batch by batch (memory stays
 * flat). Text that a spreadsheet would run as a formula is neutralised by both writers
 * (lib/csv.ts, lib/xlsx.ts): user agents and typed emails come from outside.
 */
export function securityEventsFile(
  db: Executor,
  filters: SecurityEventFilters,
  format: SecurityExportFormat,
  today: string,
  log: FastifyBaseLogger,
): { fileName: string; contentType: string; stream: Readable } {
  const stream = streamRowsFile<SecurityEvent>({
    format,
    columns: COLUMNS,
    sheetName: 'Security events',
    batches: () => securityEventBatches(db, filters),
    csvCells: (e) => COLUMNS.map((c) => csvTypedCell(c.cell(e), c.kind)),
    xlsxValues: (e, into) => COLUMNS.forEach((c, i) => (into[i] = c.cell(e))),
    onError: (err) =>
      log.error({ err: { name: (err as Error).name } }, 'security events export failed'),
  });
  return {
    fileName: securityExportFileName(format, today),
    contentType: SECURITY_EXPORT_MIME_TYPES[format],
    stream,
  };
}
