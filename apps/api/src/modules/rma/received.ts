import type { RmaBatchDetail } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { actorOf, type Principal } from '../../access/principal';
import type { Db } from '../../db/client';
import { z } from 'zod';
import { rows } from '../../db/rows';
import { audit, auditEach } from '../../platform/audit';
import { assertStatus, lockBatch } from './lock';
import { emitRmaStep } from './events';
import { loadDetail } from './serialize';
import { rmaBatches, rmaItems } from '../../db/schema';

/** POST /rma-batches/{id}/received: the provider has the devices (SENT -> RECEIVED_BY_PROVIDER). */
export async function markReceived(
  db: Db,
  principal: Principal,
  id: number,
): Promise<RmaBatchDetail> {
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, principal, id);
    assertStatus(batch, 'SENT');
    await tx.execute(sql`
      UPDATE ${rmaBatches} SET status = 'RECEIVED_BY_PROVIDER', received_by = ${principal.userId}::int,
             received_at = now()
       WHERE id = ${id}::int`);
    const items = await rows(
      tx,
      sql`SELECT machine_id AS "machineId" FROM ${rmaItems} WHERE batch_id = ${id}::int ORDER BY machine_id`,
      z.object({ machineId: z.int() }),
    );
    const actor = actorOf(principal);
    await audit(tx, actor, {
      action: 'rma.received',
      entityType: 'rma_batch',
      entityId: id,
      before: { status: 'SENT' },
      after: { status: 'RECEIVED_BY_PROVIDER' },
      details: { batchNumber: batch.batchNumber },
    });
    await auditEach(
      tx,
      actor,
      {
        action: 'machine.rma_received',
        entityType: 'machine',
        details: { batchId: id, batchNumber: batch.batchNumber },
      },
      items.map((i) => Number(i.machineId)),
    );
    await emitRmaStep(tx, 'rma.received', actor, id, {});
    return loadDetail(tx, id);
  });
}
