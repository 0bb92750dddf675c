import {
  MachineType,
  type CloseRmaBatchRequest,
  type RmaBatchDetail,
  type RmaOutcomeInput,
} from '@dd/contract';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { actorOf, type Actor, type Principal } from '../../access/principal';
import type { Db, Tx } from '../../db/client';
import { idArray } from '../../db/id-array';
import { rows } from '../../db/rows';
import { audit } from '../../platform/audit';
import { badRequest, conflict } from '../../lib/http-errors';
import { machines, rmaBatches, rmaItems } from '../../db/schema';
import { setMachineStatus } from '../custody';
import { insertMachines, takenValues } from '../machines';
import { assertStatus, lockBatch } from './lock';
import { emitRmaStep } from './events';
import { loadDetail, type RmaBatchRow } from './serialize';

const Device = z.object({
  id: z.int(),
  serialNumber: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  machineType: MachineType,
  partner: z.string().nullable(),
  partnerType: z.string().nullable(),
  serviceProviderId: z.int(),
});
type Device = z.infer<typeof Device>;

/** Every device of the batch gets exactly one outcome; replacement serials are new to stock. */
async function checkOutcomes(tx: Tx, devices: Device[], outcomes: RmaOutcomeInput[]) {
  const inBatch = new Set(devices.map((d) => d.id));
  const given = new Set<number>();
  const unknown: number[] = [];
  for (const o of outcomes) {
    if (!inBatch.has(o.machineId) || given.has(o.machineId)) unknown.push(o.machineId);
    given.add(o.machineId);
  }
  if (unknown.length > 0) {
    throw badRequest('rma_outcomes_unknown', 'Outcomes for devices not in the batch', {
      params: { ids: unknown },
    });
  }
  const without = devices.filter((d) => !given.has(d.id)).map((d) => d.serialNumber);
  if (without.length > 0) {
    throw badRequest(
      'rma_outcomes_incomplete',
      `Devices without an outcome: ${without.join(', ')}`,
      {
        params: { serials: without },
      },
    );
  }
  const serials = outcomes.flatMap((o) => (o.replacementSerial ? [o.replacementSerial] : []));
  const seen = new Set<string>();
  const repeated = serials.filter((s) => seen.size === seen.add(s.toLowerCase()).size);
  if (repeated.length > 0) {
    throw badRequest(
      'rma_replacement_repeated',
      `Repeated replacement serials: ${repeated.join(', ')}`,
      {
        params: { serials: repeated },
      },
    );
  }
  const taken = [...(await takenValues(tx, 'serial_number', serials))];
  if (taken.length > 0) {
    throw conflict('rma_replacement_taken', `Already in stock: ${taken.join(', ')}`, {
      params: { serials: taken },
    });
  }
}

/** Sets the status of the devices (custody writes the count deltas with it) with their history. */
async function setStatus(
  tx: Tx,
  actor: Actor,
  batch: RmaBatchRow,
  outcome: RmaOutcomeInput['outcome'],
  ids: number[],
) {
  if (ids.length === 0) return;
  const status = outcome === 'REPAIRED' ? 'AVAILABLE' : 'RETIRED';
  const devices = await tx.select().from(machines).where(inArray(machines.id, ids));
  await setMachineStatus(
    tx,
    actor,
    devices,
    // Back from repair: no longer faulty.
    { status, ...(status === 'AVAILABLE' ? { faulty: false } : {}) },
    {
      action: 'machine.rma_closed',
      details: () => ({ batchId: batch.id, batchNumber: batch.batchNumber, outcome }),
    },
  );
}

/** REPLACED devices: the replacement serials become AVAILABLE machines like the old ones. */
async function addReplacements(
  tx: Tx,
  actor: Actor,
  batch: RmaBatchRow,
  replaced: { device: Device; serial: string }[],
) {
  for (const { device, serial } of replaced) {
    const [added] = await insertMachines(
      tx,
      [
        {
          serialNumber: serial,
          model: device.model,
          manufacturer: device.manufacturer,
          type: device.machineType,
          status: 'AVAILABLE',
          partner: device.partner,
          partnerType: device.partnerType,
          hasStandee: false,
          serviceProviderId: device.serviceProviderId,
        },
      ],
      actor,
      {
        action: 'machine.rma_replacement',
        details: {
          batchId: batch.id,
          batchNumber: batch.batchNumber,
          replacesMachineId: device.id,
          replacesSerial: device.serialNumber,
        },
      },
    );
    await tx.execute(sql`
      UPDATE ${rmaItems} SET replacement_machine_id = ${added!.id}::int
       WHERE batch_id = ${batch.id}::int AND machine_id = ${device.id}::int`);
  }
}

/**
 * POST /rma-batches/{id}/close, one transaction: each device's outcome (REPAIRED -> AVAILABLE and
 * no longer faulty; REPLACED -> RETIRED plus a new AVAILABLE machine; WRITTEN_OFF -> RETIRED),
 * the devices leave the open batch, the batch CLOSED.
 */
export async function closeRmaBatch(
  db: Db,
  principal: Principal,
  id: number,
  body: CloseRmaBatchRequest,
): Promise<RmaBatchDetail> {
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, principal, id);
    assertStatus(batch, 'RECEIVED_BY_PROVIDER');
    const devices = await rows(
      tx,
      sql`SELECT m.id, m.serial_number AS "serialNumber", m.model, m.manufacturer,
                 m.machine_type AS "machineType", m.partner, m.partner_type AS "partnerType",
                 ${batch.serviceProviderId}::int AS "serviceProviderId"
            FROM ${rmaItems} i JOIN ${machines} m ON m.id = i.machine_id
           WHERE i.batch_id = ${id}::int
           ORDER BY m.id
             FOR UPDATE OF m`,
      Device,
    );
    await checkOutcomes(tx, devices, body.outcomes);
    const actor = actorOf(principal);
    const byId = new Map(devices.map((d) => [d.id, d]));
    const of = (outcome: string) =>
      body.outcomes.filter((o) => o.outcome === outcome).map((o) => o.machineId);
    await tx.execute(sql`
      UPDATE ${rmaItems} i SET open = false, outcome = u.outcome, replacement_serial = u.serial,
             outcome_note = u.note
        FROM unnest(${idArray(body.outcomes.map((o) => o.machineId))},
                    ${sql.param(body.outcomes.map((o) => o.outcome))}::text[],
                    ${sql.param(body.outcomes.map((o) => o.replacementSerial ?? null))}::text[],
                    ${sql.param(body.outcomes.map((o) => o.note || null))}::text[])
             AS u(machine_id, outcome, serial, note)
       WHERE i.batch_id = ${id}::int AND i.machine_id = u.machine_id`);
    for (const outcome of ['REPAIRED', 'REPLACED', 'WRITTEN_OFF'] as const) {
      await setStatus(tx, actor, batch, outcome, of(outcome));
    }
    await addReplacements(
      tx,
      actor,
      batch,
      body.outcomes
        .filter((o) => o.outcome === 'REPLACED')
        .map((o) => ({ device: byId.get(o.machineId)!, serial: o.replacementSerial! })),
    );
    await tx.execute(sql`
      UPDATE ${rmaBatches} SET status = 'CLOSED', closed_by = ${principal.userId}::int,
             closed_at = now()
       WHERE id = ${id}::int`);
    await audit(tx, actor, {
      action: 'rma.closed',
      entityType: 'rma_batch',
      entityId: id,
      before: { status: 'RECEIVED_BY_PROVIDER' },
      after: { status: 'CLOSED', outcomes: body.outcomes },
      details: { batchNumber: batch.batchNumber },
    });
    await emitRmaStep(tx, 'rma.closed', actor, id, {
      repaired: of('REPAIRED').length,
      replaced: of('REPLACED').length,
      writtenOff: of('WRITTEN_OFF').length,
    });
    return loadDetail(tx, id);
  });
}
