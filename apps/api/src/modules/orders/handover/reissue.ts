import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { actorOf, type Principal } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import { findScopedOrder } from '../queries/detail';
import { issuedCodeColumns } from './code';

/**
 * POST /orders/{id}/handover-code (admins): a new code for an order Out for Delivery; the wrong
 * tries start again and a locked order unlocks. The old code stops working at once. The audit
 * entry records the reissue, never the code.
 */
export async function issueHandoverCode(db: Db, principal: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findScopedOrder(tx, principal, id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (order!.status !== 'IN_PROGRESS') {
      throw conflict('handover_not_out_for_delivery', 'This order is not Out for Delivery', {
        params: { status: order!.status },
      });
    }
    await tx.update(orders).set(issuedCodeColumns()).where(eq(orders.id, id));
    await audit(tx, actorOf(principal), {
      action: 'order.handover_code_issued',
      entityType: 'order',
      entityId: id,
      before: {
        issued: order!.handoverCode !== null,
        failures: order!.handoverFailures,
        locked: order!.handoverLockedAt !== null,
      },
      after: { issued: true, failures: 0, locked: false },
    });
  });
}
