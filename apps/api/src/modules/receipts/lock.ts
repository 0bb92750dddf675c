import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { receiptScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { stockReceipts } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { ReceiptRow } from './serialize';

export const receiptNotFound = () => notFound('not_found', 'Receipt not found');

/**
 * The receipt, locked: 'share' for a scan (scans run side by side, a close waits for them),
 * 'update' for a close or a decision (one at a time). 404 when missing or out of scope.
 */
export async function lockReceipt(
  tx: Executor,
  principal: Principal,
  id: number,
  mode: 'share' | 'update',
): Promise<ReceiptRow> {
  const [row] = await tx
    .select()
    .from(stockReceipts)
    .where(and(eq(stockReceipts.id, id), receiptScope(principal)))
    .for(mode === 'share' ? 'share' : 'update');
  if (!row) throw receiptNotFound();
  return row;
}

/** A closed receipt is read-only: every write but a decision on a discrepancy answers 409. */
export function assertOpen(row: ReceiptRow): void {
  if (row.status !== 'OPEN') {
    throw conflict('receipt_closed', `Receipt ${row.receiptNumber} is closed`, {
      params: { receiptNumber: row.receiptNumber },
    });
  }
}
