import type { BulkAssignmentItem, BulkMachinesStatusRequest } from '@dd/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignmentMachines, assignments, machines } from '../../db/schema';
import { actorOf, type Principal } from '../../access/principal';
import { bookableMachineScope, machineScope } from '../../access/scope';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';
import {
  assignToHolder,
  distributorForAction,
  lockMachines,
  retailerOfDistributor,
  setMachineStatus,
  type StatusChange,
} from '../custody';

/** The holder each machine is ACTIVE-assigned to now. */
async function currentHolders(tx: Tx, machineIds: number[]) {
  const list = await tx
    .select({
      machineId: assignmentMachines.machineId,
      distributorId: assignments.distributorId,
      retailerId: assignments.retailerId,
    })
    .from(assignmentMachines)
    .innerJoin(assignments, eq(assignments.id, assignmentMachines.assignmentId))
    .where(
      and(inArray(assignmentMachines.machineId, machineIds), eq(assignmentMachines.active, true)),
    );
  return new Map(list.map((h) => [h.machineId, h]));
}

/**
 * The spec's POST /bulk/assignments: items with the same distributor, retailer, date and notes
 * become one ACTIVE assignment. A machine already held by that same holder is skipped, so a
 * replay is harmless; a machine not available is a 409, unless a non-admin could not see it (held
 * by another distributor): that one is a 404 like an unknown id.
 * Answers how many machines were newly assigned.
 */
export async function bulkAssign(
  tx: Tx,
  principal: Principal,
  items: BulkAssignmentItem[],
): Promise<number> {
  if (items.some((i) => i.status && i.status !== 'ACTIVE')) {
    throw badRequest('bulk_active_only', 'Bulk assignments can only be created ACTIVE');
  }
  const ids = items.map((i) => i.machine_id);
  if (new Set(ids).size !== ids.length)
    throw badRequest('machine_repeated', 'A machine appears more than once');

  const groups = new Map<string, BulkAssignmentItem[]>();
  for (const item of items) {
    const key = JSON.stringify([
      item.distributor_id,
      item.retailer_id ?? null,
      item.valid_from,
      item.notes ?? null,
    ]);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const locked = new Map(
    (await lockMachines(tx, ids, bookableMachineScope(principal))).map((m) => [m.id, m]),
  );
  const holders = await currentHolders(tx, ids);
  let assigned = 0;
  for (const group of groups.values()) {
    const first = group[0]!;
    const distributor = await distributorForAction(tx, principal, first.distributor_id);
    const retailerId = first.retailer_id ?? null;
    if (retailerId) await retailerOfDistributor(tx, distributor.id, retailerId);
    const toHold: number[] = [];
    const refused: string[] = [];
    for (const item of group) {
      const machine = locked.get(item.machine_id)!;
      const holder = holders.get(item.machine_id);
      if (holder && holder.distributorId === distributor.id && holder.retailerId === retailerId)
        continue;
      if (machine.status === 'AVAILABLE' && !holder) toHold.push(machine.id);
      else refused.push(machine.serialNumber);
    }
    if (refused.length > 0) {
      throw new HttpError(
        409,
        'machines_unavailable',
        `These machines are no longer available: ${refused.join(', ')}`,
        { params: { serials: refused } },
      );
    }
    if (toHold.length === 0) continue;
    const actor = actorOf(principal);
    await assignToHolder(
      tx,
      actor,
      toHold,
      { distributor, retailerId },
      { validFrom: first.valid_from, notes: first.notes },
    );
    assigned += toHold.length;
  }
  return assigned;
}

/**
 * The spec's PUT /bulk/machines/status. ASSIGNED is only confirmed for machines an ACTIVE
 * assignment holds (partner details may be set); the stock statuses are admin-only and only for
 * machines nobody holds. Setting what is already set changes nothing, so replays are harmless.
 */
export async function bulkMachineStatus(
  tx: Tx,
  principal: Principal,
  body: BulkMachinesStatusRequest,
): Promise<number> {
  // Only what the caller holds: status changes are no booking, stock is not theirs to touch.
  const locked = await lockMachines(tx, body.machineIds, machineScope(principal));
  const holders = await currentHolders(tx, body.machineIds);
  if (body.status === 'ASSIGNED') {
    const unheld = locked.filter((m) => !holders.has(m.id));
    if (unheld.length > 0) {
      throw new HttpError(
        409,
        'machines_not_held',
        `Machines are not in an active assignment: ${unheld.map((m) => m.serialNumber).join(', ')}`,
        { params: { serials: unheld.map((m) => m.serialNumber) } },
      );
    }
  } else {
    if (principal.role !== 'admin')
      throw forbidden('admin_only', 'Only an admin can change stock statuses');
    const held = locked.filter((m) => holders.has(m.id));
    if (held.length > 0) {
      throw new HttpError(
        409,
        'machines_held',
        `Machines are assigned; return them first: ${held.map((m) => m.serialNumber).join(', ')}`,
        { params: { serials: held.map((m) => m.serialNumber) } },
      );
    }
  }
  const before = await tx.select().from(machines).where(inArray(machines.id, body.machineIds));
  const changes: Omit<StatusChange, 'status'> = {};
  // A distributor confirms its own booking; only an admin renames the partner.
  if (principal.role === 'admin' && body.partner !== undefined) changes.partner = body.partner;
  if (principal.role === 'admin' && body.partnerType !== undefined)
    changes.partnerType = body.partnerType;
  const changed = before.filter(
    (m) =>
      m.status !== body.status ||
      (changes.partner !== undefined && m.partner !== changes.partner) ||
      (changes.partnerType !== undefined && m.partnerType !== changes.partnerType),
  );
  await setMachineStatus(
    tx,
    actorOf(principal),
    changed,
    { ...changes, status: body.status },
    { details: () => ({ via: 'bulk' }) },
  );
  return body.machineIds.length;
}
