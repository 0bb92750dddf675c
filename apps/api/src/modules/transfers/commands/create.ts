import type { CreateTransferRequest, TransferDetail } from '@dd/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  assignments,
  distributors,
  machines,
  transferMachines,
  transfers,
} from '../../../db/schema';
import { actorOf, type Principal } from '../../../access/principal';
import { audit, auditEach } from '../../../platform/audit';
import { idArray } from '../../../db/id-array';
import { documentNumber, nextId } from '../../../db/next-id';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { lockMachines } from '../../custody';
import { emitTransferStep } from '../events';
import { loadTransferDetail } from '../serialize';
import { heldWithoutRetailer } from '../held';

async function distributorRow(tx: Tx, id: number) {
  const [d] = await tx.select().from(distributors).where(eq(distributors.id, id));
  if (!d) throw notFound('not_found', 'Distributor not found');
  return d;
}

/**
 * 409 naming the (locked) machines that `from` does not hold without a retailer: a transfer
 * moves only ASSIGNED devices of an ACTIVE assignment of the distributor itself.
 */
export async function requireHeldByDistributor(
  tx: Tx,
  machineIds: number[],
  fromId: number,
): Promise<void> {
  const held = await heldWithoutRetailer(
    tx,
    fromId,
    inArray(machines.id, machineIds),
    eq(assignments.distributorId, fromId),
  );
  const ok = new Set(held.map((h) => h.id));
  const bad = machineIds.filter((id) => !ok.has(id));
  if (bad.length === 0) return;
  const named = await tx
    .select({ id: machines.id, serialNumber: machines.serialNumber })
    .from(machines)
    .where(inArray(machines.id, bad));
  const serial = new Map(named.map((m) => [m.id, m.serialNumber]));
  const serials = bad.map((id) => serial.get(id) ?? String(id));
  throw conflict(
    'machines_not_with_distributor',
    `These machines are not held by the sending distributor without a retailer: ${serials.join(', ')}`,
    { params: { serials } },
  );
}

/**
 * POST /transfers (admins): the devices go PENDING to the receiver, in transit until it decides.
 * Runs in the route's idempotent transaction.
 */
export async function createTransfer(
  tx: Tx,
  principal: Principal,
  body: CreateTransferRequest,
): Promise<TransferDetail> {
  if (body.fromDistributorId === body.toDistributorId)
    throw badRequest('transfer_same_distributor', 'A transfer goes to another distributor');
  const from = await distributorRow(tx, body.fromDistributorId);
  const to = await distributorRow(tx, body.toDistributorId);
  if (to.status !== 'ACTIVE')
    throw badRequest('distributor_inactive', 'The receiving distributor is inactive');
  // Locks in id order and refuses devices already in transit (custody's one rule).
  await lockMachines(tx, body.machineIds);
  await requireHeldByDistributor(tx, body.machineIds, from.id);

  const id = await nextId(tx, 'transfers');
  const transferNumber = documentNumber('TR-', id);
  await tx.insert(transfers).values({
    id,
    transferNumber,
    fromDistributorId: from.id,
    toDistributorId: to.id,
    status: 'PENDING',
    notes: body.notes?.trim() || null,
    createdBy: principal.userId,
  });
  await tx.execute(
    sql`INSERT INTO ${transferMachines} (transfer_id, machine_id, pending)
        SELECT ${id}::int, m, true FROM unnest(${idArray(body.machineIds)}) AS m`,
  );
  const actor = actorOf(principal);
  const side = {
    transferId: id,
    transferNumber,
    fromDistributorId: from.id,
    fromDistributorName: from.name,
    toDistributorId: to.id,
    toDistributorName: to.name,
  };
  await audit(tx, actor, {
    action: 'transfer.created',
    entityType: 'transfer',
    entityId: id,
    after: { ...side, machineIds: body.machineIds, notes: body.notes ?? null },
  });
  await auditEach(
    tx,
    actor,
    { action: 'machine.transfer_requested', entityType: 'machine', details: side },
    body.machineIds,
  );
  await emitTransferStep(tx, 'transfer.created', actor, side, {
    notes: body.notes?.trim() || null,
  });
  return loadTransferDetail(tx, id);
}
