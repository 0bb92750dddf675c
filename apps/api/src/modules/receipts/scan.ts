import type {
  ReceiptScanBatchRequest,
  ReceiptScanBatchResponse,
  ReceiptScan,
  ReceiptScanRequest,
  ReceiptScanResponse,
  ScanResult,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { stockReceiptItems } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { assertOpen, lockReceipt } from './lock';
import { progressOfOne, toItem, type ReceiptItemRow } from './serialize';

const bySerial = (receiptId: number, serial: string) =>
  sql`${stockReceiptItems.receiptId} = ${receiptId}
      AND lower(${stockReceiptItems.serialNumber}) = lower(${serial})`;

/**
 * POST /receipts/{id}/scans: one serial, counted once however many clerks scan it at once.
 * Expected and not yet scanned -> received; already on the receipt -> duplicate; not on the
 * list -> a new UNEXPECTED item. The receipt is share-locked, so a close waits for running
 * scans and a scan after the close sees it closed (409). Each scan commits on its own: a crash
 * before the close loses nothing.
 */
export async function scanSerial(
  db: Db,
  principal: Principal,
  id: number,
  body: ReceiptScanRequest,
): Promise<ReceiptScanResponse> {
  const answer = await scanSerials(db, principal, id, { serialNumbers: [body.serialNumber] });
  return { ...answer.scans[0]!, progress: answer.progress };
}

/**
 * POST /receipts/{id}/scans/batch: a pasted list in one call and one transaction, each serial
 * answered as its own scan would be, in the list's order (a serial listed twice: the second is
 * a duplicate). The items are locked in serial order, whatever the list's: two clerks' batches
 * wait for each other instead of deadlocking.
 */
export async function scanSerials(
  db: Db,
  principal: Principal,
  id: number,
  body: ReceiptScanBatchRequest,
): Promise<ReceiptScanBatchResponse> {
  return db.transaction(async (tx) => {
    assertOpen(await lockReceipt(tx, principal, id, 'share'));
    const serials = body.serialNumbers.map((serial, at) => ({ serial: serial.trim(), at }));
    const inLockOrder = serials.toSorted((a, b) => compareKeys(a.serial, b.serial) || a.at - b.at);
    const scans: ReceiptScan[] = [];
    for (const { serial, at } of inLockOrder) scans[at] = await scanOne(tx, principal, id, serial);
    return { scans, progress: await progressOfOne(tx, id) };
  });
}

const compareKeys = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** One serial of an open, share-locked receipt: what became of it, and its item. */
async function scanOne(
  tx: Tx,
  principal: Principal,
  id: number,
  serial: string,
): Promise<ReceiptScan> {
  let result: ScanResult = 'received';
  // The row lock makes a second clerk's UPDATE wait, then find the state changed: 0 rows.
  let [item] = await tx
    .update(stockReceiptItems)
    .set({ state: 'RECEIVED', scannedBy: principal.userId, scannedAt: sql`now()` })
    .where(sql`${bySerial(id, serial)} AND ${stockReceiptItems.state} = 'EXPECTED'`)
    .returning();
  if (!item) {
    // Not on the list: a new UNEXPECTED item, unless another scan added it first (the unique
    // index on (receipt_id, lower(serial)) makes the second insert do nothing).
    const [added] = await rows(
      tx,
      sql`INSERT INTO ${stockReceiptItems} (receipt_id, line_no, serial_number, expected, state,
            scanned_by, scanned_at)
          SELECT ${id}::int, coalesce(max(line_no), 0) + 1, ${serial}::text, false, 'UNEXPECTED',
                 ${principal.userId}::int, now()
            FROM ${stockReceiptItems} WHERE receipt_id = ${id}::int
          ON CONFLICT (receipt_id, lower(serial_number)) DO NOTHING
          RETURNING id`,
      z.object({ id: z.int() }),
    );
    result = added ? 'unexpected' : 'duplicate';
    [item] = await tx.select().from(stockReceiptItems).where(bySerial(id, serial));
  }
  const found = item as ReceiptItemRow;
  if (result !== 'duplicate') {
    await audit(tx, actorOf(principal), {
      action: result === 'received' ? 'receipt.scanned' : 'receipt.unexpected_scanned',
      entityType: 'stock_receipt',
      entityId: id,
      details: { serialNumber: found.serialNumber, itemId: found.id },
    });
  }
  return { result, item: toItem(found) };
}
