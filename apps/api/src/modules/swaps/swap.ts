import type { MachineSwapRequest, MachineSwapResponse, SwapMapping } from '@dd/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { actorOf, type Principal } from '../../access/principal';
import { bookableMachineScope } from '../../access/scope';
import type { Tx } from '../../db/client';
import {
  assignmentMachines,
  assignments,
  distributors,
  machineSwaps,
  machines,
  serviceProviders,
} from '../../db/schema';
import { audit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { joinAssignment, lockMachines, releaseMachines } from '../custody';
import { findScopedMachine, toMachine, type MachineRow } from '../machines';
import { emit } from '../../platform/outbox';
import { checkNotInRma, checkPair } from './checks';
import { loadSwap } from './queries';

/** The replacement's id: by id or serial (a scan), among the stock the caller may book from. */
async function replacementId(tx: Tx, p: Principal, body: MachineSwapRequest): Promise<number> {
  const which =
    body.replacementMachineId !== undefined
      ? eq(machines.id, body.replacementMachineId)
      : sql`lower(${machines.serialNumber}) = lower(${body.replacementSerial!})`;
  const [row] = await tx
    .select({ id: machines.id })
    .from(machines)
    .where(and(which, bookableMachineScope(p)));
  if (!row) throw notFound('not_found', 'Replacement machine not found');
  return row.id;
}

/** The faulty machine's ACTIVE assignment, locked (assignment first, as a return does). */
async function lockActiveAssignment(tx: Tx, p: Principal, faulty: MachineRow) {
  const [link] = await tx
    .select({ assignmentId: assignmentMachines.assignmentId })
    .from(assignmentMachines)
    .where(and(eq(assignmentMachines.machineId, faulty.id), eq(assignmentMachines.active, true)));
  const notAssigned = () =>
    conflict('swap_not_assigned', `${faulty.serialNumber} is not in an active assignment`, {
      params: { serial: faulty.serialNumber, status: faulty.status },
    });
  if (!link) throw notAssigned();
  const [a] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, link.assignmentId), eq(assignments.status, 'ACTIVE')))
    .for('update');
  if (!a) throw notAssigned();
  if (p.role === 'distributor' && a.distributorId !== p.distributorId)
    throw notFound('not_found', 'Machine not found');
  return a;
}

async function stillHeldBy(tx: Tx, assignmentId: number, machineId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: assignmentMachines.machineId })
    .from(assignmentMachines)
    .where(
      and(
        eq(assignmentMachines.assignmentId, assignmentId),
        eq(assignmentMachines.machineId, machineId),
        eq(assignmentMachines.active, true),
      ),
    );
  return row !== undefined;
}

/** The TID/MID/QR that moves under the provider's rule (null: nothing moves). */
async function mappingToMove(tx: Tx, faulty: MachineRow): Promise<SwapMapping | null> {
  const [provider] = faulty.serviceProviderId
    ? await tx
        .select({ rule: serviceProviders.swapMapping })
        .from(serviceProviders)
        .where(eq(serviceProviders.id, faulty.serviceProviderId))
    : [];
  if ((provider?.rule ?? 'CARRY_OVER') !== 'CARRY_OVER') return null;
  if (faulty.tid === null && faulty.mid === null && faulty.qrCode === null) return null;
  return { tid: faulty.tid, mid: faulty.mid, qrCode: faulty.qrCode };
}

/** The order's device list follows a swap while the order is not delivered. */
async function replaceOnOpenOrder(
  tx: Tx,
  orderId: number | null,
  faultyId: number,
  replacementId: number,
): Promise<void> {
  if (orderId === null) return;
  await tx.execute(sql`
    UPDATE order_machines om SET machine_id = ${replacementId}::int
      FROM orders o
     WHERE o.id = om.order_id AND om.order_id = ${orderId}::int AND om.machine_id = ${faultyId}::int
       AND o.status IN ('PENDING', 'APPROVED', 'IN_PROGRESS')`);
}

/**
 * POST /machines/{id}/swap, in the caller's transaction: the faulty device leaves its ACTIVE
 * assignment for MAINTENANCE (flagged faulty), the AVAILABLE replacement joins the same
 * assignment and holder (ALLOTTED when a retailer holds it), the TID/MID/QR move when the
 * provider's rule is CARRY_OVER; a machine_swaps row and both histories record it.
 */
export async function swapMachine(
  tx: Tx,
  p: Principal,
  faultyId: number,
  body: MachineSwapRequest,
): Promise<MachineSwapResponse> {
  const actor = actorOf(p);
  const seen = await findScopedMachine(tx, p, faultyId);
  const otherId = await replacementId(tx, p, body);
  if (otherId === faultyId)
    throw badRequest('swap_same_machine', 'The replacement cannot be the faulty device itself');
  const assignment = await lockActiveAssignment(tx, p, seen);
  await lockMachines(
    tx,
    [faultyId, otherId].sort((a, b) => a - b),
  );
  const locked = await tx
    .select()
    .from(machines)
    .where(inArray(machines.id, [faultyId, otherId]));
  const faulty = locked.find((m) => m.id === faultyId)!;
  const replacement = locked.find((m) => m.id === otherId)!;
  checkPair(faulty, replacement);
  if (!(await stillHeldBy(tx, assignment.id, faulty.id)))
    throw conflict('swap_not_assigned', `${faulty.serialNumber} is not in an active assignment`, {
      params: { serial: faulty.serialNumber, status: faulty.status },
    });
  await checkNotInRma(tx, faulty);
  await checkNotInRma(tx, replacement);

  const mapping = await mappingToMove(tx, faulty);
  const [distributor] = await tx
    .select({ name: distributors.name })
    .from(distributors)
    .where(eq(distributors.id, assignment.distributorId));
  const reason = body.reason.trim();
  const [swap] = await tx
    .insert(machineSwaps)
    .values({
      faultyMachineId: faulty.id,
      replacementMachineId: replacement.id,
      assignmentId: assignment.id,
      distributorId: assignment.distributorId,
      retailerId: assignment.retailerId,
      serviceProviderId: faulty.serviceProviderId,
      reason,
      mapping,
      swappedBy: p.userId,
    })
    .returning({ id: machineSwaps.id });
  const swapId = swap!.id;
  const common = { swapId, assignmentId: assignment.id, reason, mappingMoved: mapping !== null };

  // The replacement joins first, so the assignment never holds nothing.
  await joinAssignment(tx, actor, {
    assignmentId: assignment.id,
    orderId: assignment.orderId,
    machineIds: [replacement.id],
    holder: {
      distributorId: assignment.distributorId,
      distributorName: distributor!.name,
      retailerId: assignment.retailerId,
    },
    details: { swapId },
  });
  await audit(tx, actor, {
    action: 'machine.swapped',
    entityType: 'machine',
    entityId: faulty.id,
    before: { status: faulty.status, tid: faulty.tid, mid: faulty.mid, qrCode: faulty.qrCode },
    after: { status: 'MAINTENANCE', faulty: true, ...(mapping ? CLEARED : {}) },
    details: {
      ...common,
      role: 'FAULTY',
      otherMachineId: replacement.id,
      otherSerial: replacement.serialNumber,
      mapping,
    },
  });
  // An order not delivered yet ships the replacement instead (its devices stay held for it).
  await replaceOnOpenOrder(tx, assignment.orderId, faulty.id, replacement.id);
  await releaseMachines(
    tx,
    actor,
    [faulty.id],
    { status: 'MAINTENANCE', faulty: true },
    `Swapped: ${reason}`,
  );
  const moved = mapping ? movedValues(mapping) : {};
  if (mapping) {
    // Cleared on the faulty one first: TID and QR code are unique.
    await tx.update(machines).set(CLEARED).where(eq(machines.id, faulty.id));
    await tx.update(machines).set(moved).where(eq(machines.id, replacement.id));
  }
  const allotted = assignment.retailerId !== null ? { activationState: 'ALLOTTED' } : {};
  await audit(tx, actor, {
    action: 'machine.swapped',
    entityType: 'machine',
    entityId: replacement.id,
    before: {
      status: 'AVAILABLE',
      tid: replacement.tid,
      mid: replacement.mid,
      qrCode: replacement.qrCode,
    },
    after: {
      status: 'ASSIGNED',
      ...moved,
      ...allotted,
    },
    details: {
      ...common,
      role: 'REPLACEMENT',
      otherMachineId: faulty.id,
      otherSerial: faulty.serialNumber,
      mapping,
    },
  });
  await audit(tx, actor, {
    action: 'assignment.machine_swapped',
    entityType: 'assignment',
    entityId: assignment.id,
    details: { ...common, faultyMachineId: faulty.id, replacementMachineId: replacement.id },
  });
  // The holder is told; the link is the replacement, the device it has now.
  await emit(tx, {
    type: 'machine.swapped',
    actorUserId: p.userId,
    distributorId: assignment.distributorId,
    retailerId: assignment.retailerId,
    entityType: 'machine',
    entityId: replacement.id,
    payload: {
      ...common,
      distributorName: distributor!.name,
      faultyMachineId: faulty.id,
      faultySerial: faulty.serialNumber,
      replacementMachineId: replacement.id,
      replacementSerial: replacement.serialNumber,
    },
  });

  const after = await tx
    .select()
    .from(machines)
    .where(inArray(machines.id, [faultyId, otherId]));
  return {
    swap: await loadSwap(tx, swapId),
    faulty: toMachine(after.find((m) => m.id === faultyId)!),
    replacement: toMachine(after.find((m) => m.id === otherId)!),
  };
}

const CLEARED = { tid: null, mid: null, qrCode: null } as const;

/** The moved values: only those the faulty device had (the replacement keeps its own others). */
function movedValues(m: SwapMapping) {
  return {
    ...(m.tid !== null ? { tid: m.tid } : {}),
    ...(m.mid !== null ? { mid: m.mid } : {}),
    ...(m.qrCode !== null ? { qrCode: m.qrCode } : {}),
  };
}
