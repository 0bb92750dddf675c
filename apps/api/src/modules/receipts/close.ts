import type { Receipt } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { actorOf, type Actor, type Principal } from '../../access/principal';
import { audit } from '../../platform/audit';
import { conflict } from '../../lib/http-errors';
import { insertMachinesFrom } from '../machines';
import { emitDiscrepancy } from './events';
import { assertOpen, lockReceipt } from './lock';
import { loadReceipts, type ReceiptRow } from './serialize';
import { machines, stockReceiptItems, stockReceipts } from '../../db/schema';

/**
 * Devices of `itemFilter` whose serial, TID, QR code, SIM or IMEI a machine has now (made
 * elsewhere since the list was loaded): their serials, to refuse rather than book twice.
 */
export async function clashingSerials(
  tx: Executor,
  receiptId: number,
  itemFilter: SQL,
): Promise<string[]> {
  const found = await rows(
    tx,
    sql`SELECT i.serial_number AS serial FROM ${stockReceiptItems} i
         WHERE i.receipt_id = ${receiptId}::int AND ${itemFilter}
           AND EXISTS (SELECT 1 FROM ${machines} m WHERE
                 lower(m.serial_number) = lower(i.serial_number)
              OR (i.tid IS NOT NULL AND lower(m.tid) = lower(i.tid))
              OR (i.qr_code IS NOT NULL AND lower(m.qr_code) = lower(i.qr_code))
              OR (i.sim_number IS NOT NULL AND lower(m.sim_number) = lower(i.sim_number))
              OR (i.imei IS NOT NULL AND m.imei = i.imei))
         ORDER BY i.line_no, i.id
         LIMIT 100`,
    z.object({ serial: z.string() }),
  );
  return found.map((f) => f.serial);
}

export function serialsTaken(serials: string[]) {
  return conflict(
    'receipt_serials_taken',
    `These devices are already in stock: ${serials.join(', ')}`,
    { params: { serials } },
  );
}

/**
 * Makes AVAILABLE machines of the receipt's provider of the items of `itemFilter` (with their
 * "received on receipt" history) and links each item to its machine: one statement, the items
 * never leave PostgreSQL, so a receipt of a million devices closes in constant memory.
 */
export async function receiveAsMachines(
  tx: Executor,
  actor: Actor,
  receipt: ReceiptRow,
  itemFilter: SQL,
  details: Record<string, unknown> = {},
): Promise<void> {
  const ofItems = sql`i.receipt_id = ${receipt.id}::int AND ${itemFilter}`;
  await insertMachinesFrom(
    tx,
    // INSERTED_COLUMNS' order; empty codes as none, as the other inserts write them.
    sql`SELECT i.serial_number, i.model, i.manufacturer, i.machine_type, 'AVAILABLE', NULL, NULL,
               NULLIF(i.mid, ''), NULLIF(i.tid, ''), NULLIF(i.qr_code, ''),
               NULLIF(i.sim_number, ''), NULLIF(i.imei, ''), false,
               ${receipt.serviceProviderId}::int
          FROM ${stockReceiptItems} i WHERE ${ofItems} ORDER BY i.line_no, i.id`,
    actor,
    {
      action: 'machine.received',
      details: { receiptId: receipt.id, receiptNumber: receipt.receiptNumber, ...details },
    },
    sql`UPDATE ${stockReceiptItems} i SET machine_id = a.entity_id
          FROM audited a
         WHERE ${ofItems} AND lower(i.serial_number) = lower(a.serial_number)`,
    // The final statement answers no rows.
    z.object({}),
  );
}

/**
 * POST /receipts/{id}/close, one transaction: RECEIVED devices become AVAILABLE machines of the
 * provider (refused, naming them, when another machine has one of their codes by now), EXPECTED
 * ones become MISSING (a discrepancy), the receipt CLOSED (read-only).
 */
export async function closeReceipt(db: Db, principal: Principal, id: number): Promise<Receipt> {
  return db.transaction(async (tx) => {
    // FOR UPDATE waits for running scans (they hold FOR SHARE) and blocks new ones.
    const receipt = await lockReceipt(tx, principal, id, 'update');
    assertOpen(receipt);
    const clashes = await clashingSerials(tx, id, sql`i.state = 'RECEIVED'`);
    if (clashes.length > 0) throw serialsTaken(clashes);

    const actor = actorOf(principal);
    await receiveAsMachines(tx, actor, receipt, sql`i.state = 'RECEIVED'`);
    const missing = await rows(
      tx,
      sql`WITH m AS (UPDATE ${stockReceiptItems} SET state = 'MISSING'
                      WHERE receipt_id = ${id}::int AND state = 'EXPECTED' RETURNING 1)
          SELECT count(*)::int AS n FROM m`,
      z.object({ n: z.int() }),
    );
    await tx.execute(sql`
      UPDATE ${stockReceipts} SET status = 'CLOSED', closed_by = ${principal.userId}::int,
             closed_at = now()
       WHERE id = ${id}::int`);
    const [closed] = await loadReceipts(tx, [id]);
    await audit(tx, actor, {
      action: 'receipt.closed',
      entityType: 'stock_receipt',
      entityId: id,
      before: { status: 'OPEN' },
      after: { status: 'CLOSED', ...closed!.progress },
      details: { receiptNumber: receipt.receiptNumber, missing: Number(missing[0]?.n ?? 0) },
    });
    await emitDiscrepancy(tx, actor, closed!);
    return closed!;
  });
}
