import type { Readable } from 'node:stream';
import {
  REPORT_MIME_TYPES,
  discrepancyFileName,
  type ReportFormat,
  type Receipt,
} from '@dd/contract';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../access/principal';
import type { Executor } from '../../db/client';
import { stockReceiptItems as items, users } from '../../db/schema';
import {
  MACHINE_TYPE_WORDS,
  RECEIPT_RESOLUTION_WORDS,
  RECEIPT_STATE_WORDS,
  UNDECIDED_WORD,
} from '../../lib/code-words';
import { csvTypedCell } from '../../lib/csv';
import { streamRowsFile } from '../../lib/rows-file';
import type { XlsxCellKind, XlsxValue } from '../../lib/xlsx';
import { receiptDetail } from './queries';
import type { ReceiptItemRow } from './serialize';

/** A missing or unexpected device, with the name of who decided on it. */
type DiscrepancyRow = ReceiptItemRow & { decidedBy: string | null };
type Column = { header: string; kind: XlsxCellKind; cell: (i: DiscrepancyRow) => XlsxValue };

const DEVICE_COLUMNS: Column[] = [
  { header: 'Line', kind: 'number', cell: (i) => i.lineNo },
  { header: 'Serial Number', kind: 'text', cell: (i) => i.serialNumber },
  { header: 'Discrepancy', kind: 'text', cell: (i) => RECEIPT_STATE_WORDS[i.state] },
  {
    header: 'Type',
    kind: 'text',
    cell: (i) => (i.machineType ? MACHINE_TYPE_WORDS[i.machineType] : null),
  },
  { header: 'Model', kind: 'text', cell: (i) => i.model },
  { header: 'Manufacturer', kind: 'text', cell: (i) => i.manufacturer },
  { header: 'TID', kind: 'text', cell: (i) => i.tid },
  { header: 'MID', kind: 'text', cell: (i) => i.mid },
  { header: 'QR Code', kind: 'text', cell: (i) => i.qrCode },
  { header: 'SIM Number', kind: 'text', cell: (i) => i.simNumber },
  { header: 'IMEI', kind: 'text', cell: (i) => i.imei },
  {
    header: 'Resolution',
    kind: 'text',
    cell: (i) => (i.resolution ? RECEIPT_RESOLUTION_WORDS[i.resolution] : UNDECIDED_WORD),
  },
  { header: 'Resolution Note', kind: 'text', cell: (i) => i.resolutionNote },
  { header: 'Resolved At', kind: 'datetime', cell: (i) => i.resolvedAt?.toISOString() },
  { header: 'Decided By', kind: 'text', cell: (i) => i.decidedBy },
];

/**
 * The file's columns: the receipt's own (on every row, so a row copied elsewhere still says
 * where it came from), then the device's with its decision and who made it.
 */
const columnsOf = (receipt: Receipt): Column[] => [
  { header: 'Receipt Number', kind: 'text', cell: () => receipt.receiptNumber },
  { header: 'Reference', kind: 'text', cell: () => receipt.reference },
  { header: 'Provider', kind: 'text', cell: () => receipt.serviceProvider.name },
  ...DEVICE_COLUMNS,
];

/** Rows read per query: the file streams, whatever the list's length. */
const BATCH = 5_000;

/** The missing and unexpected devices in list order, a batch at a time (keyset on line, id). */
async function* discrepancyBatches(db: Executor, id: number): AsyncGenerator<DiscrepancyRow[]> {
  let after = { line: 0, id: 0 };
  for (;;) {
    const batch = await db
      .select({ ...getTableColumns(items), decidedBy: users.name })
      .from(items)
      .leftJoin(users, eq(users.id, items.resolvedBy))
      .where(
        and(
          eq(items.receiptId, id),
          inArray(items.state, ['MISSING', 'UNEXPECTED']),
          sql`(${items.lineNo}, ${items.id}) > (${after.line}::int, ${after.id}::int)`,
        ),
      )
      .orderBy(asc(items.lineNo), asc(items.id))
      .limit(BATCH);
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
    const last = batch.at(-1)!;
    after = { line: last.lineNo, id: last.id };
  }
}

/**
 * GET /receipts/{id}/discrepancies: the missing and unexpected devices with their decision, as
 * CSV or Excel (both writers neutralise formulas: serials and notes come from outside),
 * streamed batch by batch: a list has no length limit.
 */
export async function discrepancyFile(
  db: Executor,
  principal: Principal,
  id: number,
  format: ReportFormat,
  log: FastifyBaseLogger,
): Promise<{ fileName: string; contentType: string; body: Readable }> {
  const receipt = await receiptDetail(db, principal, id);
  const columns = columnsOf(receipt);
  const body = streamRowsFile<DiscrepancyRow>({
    format: format === 'csv' ? 'csv' : 'xlsx',
    columns,
    sheetName: 'Discrepancies',
    batches: () => discrepancyBatches(db, id),
    csvCells: (i) => columns.map((c) => csvTypedCell(c.cell(i), c.kind)),
    xlsxValues: (i, into) => columns.forEach((c, n) => (into[n] = c.cell(i))),
    onError: (err) => log.error({ err: { name: (err as Error).name } }, 'discrepancy file failed'),
  });
  return {
    fileName: discrepancyFileName(receipt.receiptNumber, format),
    contentType: REPORT_MIME_TYPES[format],
    body,
  };
}
