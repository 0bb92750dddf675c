import type { Receipt } from '@dd/contract';
import type { Actor } from '../../access/principal';
import type { Executor } from '../../db/client';
import { emit } from '../../platform/outbox';

/**
 * A receipt closed with devices missing or unexpected tells the admins (stock receipts are the
 * admins' business: no distributor). A receipt that matched its list tells nobody.
 */
export async function emitDiscrepancy(db: Executor, actor: Actor, receipt: Receipt) {
  const { expected, received, missing, unexpected } = receipt.progress;
  if (missing === 0 && unexpected === 0) return;
  await emit(db, {
    type: 'receipt.discrepancy',
    actorUserId: actor.userId,
    entityType: 'receipt',
    entityId: receipt.id,
    payload: {
      receiptNumber: receipt.receiptNumber,
      providerName: receipt.serviceProvider.name,
      reference: receipt.reference,
      expected,
      received,
      missing,
      unexpected,
    },
  });
}
