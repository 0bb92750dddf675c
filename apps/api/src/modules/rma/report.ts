import type { Readable } from 'node:stream';
import {
  REPORT_MIME_TYPES,
  rmaReportFileName,
  type RmaBatchDetail,
  type RmaItem,
  type ReportFormat,
} from '@dd/contract';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { csvHead, csvLine, csvTypedCell } from '../../lib/csv';
import { createXlsxWriter, type XlsxCellKind, type XlsxValue } from '../../lib/xlsx';
import { rmaBatchDetail } from './queries';

type Row = { batch: RmaBatchDetail; item: RmaItem };

/** One line per device; the batch's columns repeat so each line stands on its own. */
const COLUMNS: { header: string; kind: XlsxCellKind; cell: (r: Row) => XlsxValue }[] = [
  { header: 'Batch Number', kind: 'text', cell: (r) => r.batch.batchNumber },
  { header: 'Service Provider', kind: 'text', cell: (r) => r.batch.serviceProvider.name },
  { header: 'Reference', kind: 'text', cell: (r) => r.batch.reference },
  { header: 'Courier', kind: 'text', cell: (r) => r.batch.courierName },
  { header: 'Tracking Number', kind: 'text', cell: (r) => r.batch.trackingNumber },
  { header: 'Batch Status', kind: 'text', cell: (r) => r.batch.status },
  { header: 'Sent At', kind: 'datetime', cell: (r) => r.batch.createdAt },
  { header: 'Received At', kind: 'datetime', cell: (r) => r.batch.receivedAt },
  { header: 'Closed At', kind: 'datetime', cell: (r) => r.batch.closedAt },
  { header: 'Serial Number', kind: 'text', cell: (r) => r.item.serialNumber },
  { header: 'Type', kind: 'text', cell: (r) => r.item.type },
  { header: 'Model', kind: 'text', cell: (r) => r.item.model },
  { header: 'Manufacturer', kind: 'text', cell: (r) => r.item.manufacturer },
  { header: 'Outcome', kind: 'text', cell: (r) => r.item.outcome ?? 'PENDING' },
  { header: 'Replacement Serial', kind: 'text', cell: (r) => r.item.replacementSerial },
  { header: 'Note', kind: 'text', cell: (r) => r.item.outcomeNote },
];

/**
 * GET /rma-batches/{id}/report: the batch's devices as CSV or Excel (both writers neutralise
 * formulas: references, serials and notes come from outside). A batch holds at most 500 devices.
 */
export async function rmaReportFile(
  db: Executor,
  principal: Principal,
  id: number,
  format: ReportFormat,
): Promise<{ fileName: string; contentType: string; body: string | Readable }> {
  const batch = await rmaBatchDetail(db, principal, id);
  const list: Row[] = batch.items.map((item) => ({ batch, item }));
  const fileName = rmaReportFileName(batch.batchNumber, format);
  const contentType = REPORT_MIME_TYPES[format];
  if (format === 'csv') {
    let text = csvHead(COLUMNS.map((c) => c.header));
    for (const r of list) {
      text += csvLine(COLUMNS.map((c) => csvTypedCell(c.cell(r), c.kind)));
    }
    return { fileName, contentType, body: text };
  }
  const xlsx = createXlsxWriter(
    COLUMNS.map((c) => ({ header: c.header, kind: c.kind })),
    { sheetName: 'RMA' },
  );
  void (async () => {
    for (const r of list) xlsx.row(COLUMNS.map((c) => c.cell(r)));
    await xlsx.flush();
    await xlsx.end();
  })().catch((err: unknown) => xlsx.stream.destroy(err as Error));
  return { fileName, contentType, body: xlsx.stream };
}
