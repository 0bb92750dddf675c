import type { CreateRmaBatchRequest, RmaBatchDetail } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { actorOf, type Principal } from '../../access/principal';
import type { Tx } from '../../db/client';
import { idArray } from '../../db/id-array';
import { documentNumber, nextId } from '../../db/next-id';
import { rows } from '../../db/rows';
import { audit, auditEach } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { emitRmaStep } from './events';
import { loadDetail } from './serialize';
import {
  assignmentMachines,
  machines,
  rmaBatches,
  rmaItems,
  serviceProviders,
} from '../../db/schema';

const Candidate = z.object({
  id: z.int(),
  serialNumber: z.string(),
  status: z.string(),
  serviceProviderId: z.int().nullable(),
  providerName: z.string().nullable(),
  held: z.boolean(),
  inOpenBatch: z.string().nullable(),
});
type Candidate = z.infer<typeof Candidate>;

const serialsOf = (list: Candidate[]) => list.map((c) => c.serialNumber);

/**
 * The devices, locked in id order (two batches built at once wait for each other), with their
 * provider, whether an ACTIVE assignment or a holder keeps them, and the open batch they are in.
 */
async function lockCandidates(tx: Tx, ids: number[]): Promise<Candidate[]> {
  await tx.execute(
    sql`SELECT id FROM ${machines} WHERE id = ANY(${idArray(ids)}) ORDER BY id FOR UPDATE`,
  );
  return rows(
    tx,
    sql`SELECT m.id, m.serial_number AS "serialNumber", m.status,
               m.service_provider_id AS "serviceProviderId", p.name AS "providerName",
               (m.distributor_id IS NOT NULL OR m.retailer_id IS NOT NULL OR EXISTS (
                  SELECT 1 FROM ${assignmentMachines} am
                   WHERE am.machine_id = m.id AND am.active)) AS held,
               (SELECT b.batch_number FROM ${rmaItems} i JOIN ${rmaBatches} b ON b.id = i.batch_id
                 WHERE i.machine_id = m.id AND i.open LIMIT 1) AS "inOpenBatch"
          FROM ${machines} m LEFT JOIN ${serviceProviders} p ON p.id = m.service_provider_id
         WHERE m.id = ANY(${idArray(ids)})
         ORDER BY m.serial_number`,
    Candidate,
  );
}

/** Refuses the devices unless all may travel together to one provider; answers that provider. */
function assertReturnable(ids: number[], found: Candidate[]): number {
  if (found.length !== ids.length) {
    const seen = new Set(found.map((c) => c.id));
    const missing = ids.filter((id) => !seen.has(id));
    throw notFound('machines_not_found', 'Some machines were not found', {
      params: { ids: missing },
    });
  }
  const providers = [...new Set(found.map((c) => c.providerName ?? '-'))];
  if (providers.length > 1 || found.some((c) => c.serviceProviderId === null)) {
    throw badRequest(
      'rma_providers_mixed',
      `All devices of a return must be of one provider; these are of ${providers.join(', ')}`,
      { params: { providers, serials: serialsOf(found) } },
    );
  }
  const notFaulty = found.filter((c) => c.status !== 'MAINTENANCE');
  if (notFaulty.length > 0) {
    throw badRequest(
      'rma_machines_not_faulty',
      `Only MAINTENANCE devices can be returned: ${serialsOf(notFaulty).join(', ')}`,
      { params: { serials: serialsOf(notFaulty) } },
    );
  }
  const held = found.filter((c) => c.held);
  if (held.length > 0) {
    throw conflict(
      'rma_machines_held',
      `These devices are held in an assignment; swap them out first: ${serialsOf(held).join(', ')}`,
      { params: { serials: serialsOf(held) } },
    );
  }
  const inBatch = found.filter((c) => c.inOpenBatch !== null);
  if (inBatch.length > 0) {
    throw conflict(
      'rma_machines_in_open_batch',
      `These devices are already in an open RMA batch: ${serialsOf(inBatch).join(', ')}`,
      { params: { serials: serialsOf(inBatch) } },
    );
  }
  return found[0]!.serviceProviderId!;
}

/** POST /rma-batches (inside the idempotent transaction): the batch SENT, its devices open. */
export async function createRmaBatch(
  tx: Tx,
  principal: Principal,
  body: CreateRmaBatchRequest,
): Promise<RmaBatchDetail> {
  const ids = [...new Set(body.machineIds)].sort((a, b) => a - b);
  const found = await lockCandidates(tx, ids);
  const providerId = assertReturnable(ids, found);

  const id = await nextId(tx, 'rma_batches');
  const batchNumber = documentNumber('RMA-', id);
  await tx.execute(sql`
    INSERT INTO ${rmaBatches} (id, batch_number, service_provider_id, reference, courier_name,
      tracking_number, notes, created_by)
    VALUES (${id}, ${batchNumber}, ${providerId}, ${body.reference}, ${body.courierName},
      ${body.trackingNumber}, ${body.notes || null}, ${principal.userId}::int)`);
  await tx.execute(sql`
    INSERT INTO ${rmaItems} (batch_id, machine_id)
    SELECT ${id}::int, u.id FROM unnest(${idArray(ids)}) AS u(id)`);

  const actor = actorOf(principal);
  await audit(tx, actor, {
    action: 'rma.created',
    entityType: 'rma_batch',
    entityId: id,
    after: { status: 'SENT', machineIds: ids },
    details: { batchNumber, reference: body.reference },
  });
  await auditEach(
    tx,
    actor,
    {
      action: 'machine.rma_sent',
      entityType: 'machine',
      details: {
        batchId: id,
        batchNumber,
        reference: body.reference,
        courierName: body.courierName,
        trackingNumber: body.trackingNumber,
      },
    },
    ids,
  );
  await emitRmaStep(tx, 'rma.sent', actor, id, {
    reference: body.reference,
    courierName: body.courierName,
    trackingNumber: body.trackingNumber,
  });
  return loadDetail(tx, id);
}
