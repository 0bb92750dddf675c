import type { Readable } from 'node:stream';
import { DISCREPANCY_MIME_TYPES, discrepancyFileName, type DiscrepancyFormat } from '@dd/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { stockReceiptItems as items } from '../../db/schema';
import { csvHead, csvLine, csvTypedCell } from '../../lib/csv';
import { createXlsxWriter, type XlsxCellKind, type XlsxValue } from '../../lib/xlsx';
import { receiptDetail } from './queries';
import type { ReceiptItemRow } from './serialize';

/** The file's columns: header, kind and the cell of a missing or unexpected device. */
const COLUMNS: {
  header: string;
  kind: XlsxCellKind;
  cell: (i: ReceiptItemRow) => XlsxValue;
}[] = [
  { header: 'Line', kind: 'number', cell: (i) => i.lineNo },
  { header: 'Serial Number', kind: 'text', cell: (i) => i.serialNumber },
  { header: 'Discrepancy', kind: 'text', cell: (i) => i.state },
  { header: 'Type', kind: 'text', cell: (i) => i.machineType },
  { header: 'Model', kind: 'text', cell: (i) => i.model },
  { header: 'Manufacturer', kind: 'text', cell: (i) => i.manufacturer },
  { header: 'TID', kind: 'text', cell: (i) => i.tid },
  { header: 'MID', kind: 'text', cell: (i) => i.mid },
  { header: 'QR Code', kind: 'text', cell: (i) => i.qrCode },
  { header: 'SIM Number', kind: 'text', cell: (i) => i.simNumber },
  { header: 'IMEI', kind: 'text', cell: (i) => i.imei },
  { header: 'Resolution', kind: 'text', cell: (i) => i.resolution ?? 'UNRESOLVED' },
  { header: 'Resolution Note', kind: 'text', cell: (i) => i.resolutionNote },
  { header: 'Resolved At', kind: 'datetime', cell: (i) => i.resolvedAt?.toISOString() },
];

/**
 * GET /receipts/{id}/discrepancies: the missing and unexpected devices with their decision, as
 * CSV or Excel (both writers neutralise formulas: serials and notes come from outside). A list
 * holds at most 50,000 devices, so the rows are read at once.
 */
export async function discrepancyFile(
  db: Executor,
  principal: Principal,
  id: number,
  format: DiscrepancyFormat,
): Promise<{ fileName: string; contentType: string; body: string | Readable }> {
  const receipt = await receiptDetail(db, principal, id);
  const found = await db
    .select()
    .from(items)
    .where(and(eq(items.receiptId, id), inArray(items.state, ['MISSING', 'UNEXPECTED'])))
    .orderBy(asc(items.lineNo), asc(items.id));
  const fileName = discrepancyFileName(receipt.receiptNumber, format);
  const contentType = DISCREPANCY_MIME_TYPES[format];
  if (format === 'csv') {
    let text = csvHead(COLUMNS.map((c) => c.header));
    for (const i of found) {
      text += csvLine(COLUMNS.map((c) => csvTypedCell(c.cell(i), c.kind)));
    }
    return { fileName, contentType, body: text };
  }
  const xlsx = createXlsxWriter(
    COLUMNS.map((c) => ({ header: c.header, kind: c.kind })),
    { sheetName: 'Discrepancies' },
  );
  void (async () => {
    for (const i of found) xlsx.row(COLUMNS.map((c) => c.cell(i)));
    await xlsx.flush();
    await xlsx.end();
  })().catch((err: unknown) => xlsx.stream.destroy(err as Error));
  return { fileName, contentType, body: xlsx.stream };
}
