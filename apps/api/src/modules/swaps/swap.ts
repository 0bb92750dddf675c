import type { MachineSwapRequest, MachineSwapResponse, SwapMapping } from '@dd/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { actorOf, type Principal } from '../../access/principal';
import type { Tx } from '../../db/client';
import { distributors, machines, machineSwaps, orderMachines, orders } from '../../db/schema';
import { audit } from '../../platform/audit';
import { isOpenOrder, joinAssignment, releaseMachines } from '../custody';
import { toMachine } from '../machines';
import { emit } from '../../platform/outbox';
import { mappingToMove, swapPair } from './pair';
import { loadSwap } from './queries';

/** The order's device list follows a swap while the order is not delivered. */
async function replaceOnOpenOrder(
  tx: Tx,
  orderId: number | null,
  faultyId: number,
  replacementId: number,
): Promise<void> {
  if (orderId === null) return;
  await tx.execute(sql`
    UPDATE ${orderMachines} om SET machine_id = ${replacementId}::int
      FROM ${orders} o
     WHERE o.id = om.order_id AND om.order_id = ${orderId}::int AND om.machine_id = ${faultyId}::int
       AND ${isOpenOrder(sql`o.status`)}`);
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
  const { assignment, faulty, replacement } = await swapPair(tx, p, faultyId, body, true);
  const otherId = replacement.id;

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
