import type { SwapMapping, SwapReplacementRef } from '@dd/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { bookableMachineScope } from '../../access/scope';
import type { Tx } from '../../db/client';
import { assignmentMachines, assignments, machines, serviceProviders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { lockMachines, refuseInTransit } from '../custody';
import { findScopedMachine, type MachineRow } from '../machines';
import { checkNotInRma, checkPair } from './checks';

/** The replacement's id: by id or serial (a scan), among the stock the caller may book from. */
async function replacementId(tx: Tx, p: Principal, ref: SwapReplacementRef): Promise<number> {
  const which =
    ref.replacementMachineId !== undefined
      ? eq(machines.id, ref.replacementMachineId)
      : sql`lower(${machines.serialNumber}) = lower(${ref.replacementSerial!})`;
  const [row] = await tx
    .select({ id: machines.id })
    .from(machines)
    .where(and(which, bookableMachineScope(p)));
  if (!row) {
    const serial = ref.replacementSerial ?? `#${ref.replacementMachineId}`;
    throw notFound('swap_replacement_not_found', `No device ${serial} in the stock you hold`, {
      params: { serial },
    });
  }
  return row.id;
}

/** The faulty machine's ACTIVE assignment (locked for the swap: assignment first, as a return). */
async function activeAssignment(tx: Tx, p: Principal, faulty: MachineRow, lock: boolean) {
  const [link] = await tx
    .select({ assignmentId: assignmentMachines.assignmentId })
    .from(assignmentMachines)
    .where(and(eq(assignmentMachines.machineId, faulty.id), eq(assignmentMachines.active, true)));
  if (!link) throw notAssigned(faulty);
  const query = tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, link.assignmentId), eq(assignments.status, 'ACTIVE')));
  const [a] = lock ? await query.for('update') : await query;
  if (!a) throw notAssigned(faulty);
  if (p.role === 'distributor' && a.distributorId !== p.distributorId)
    throw notFound('not_found', 'Machine not found');
  return a;
}

const notAssigned = (faulty: MachineRow) =>
  conflict('swap_not_assigned', `${faulty.serialNumber} is not in an active assignment`, {
    params: { serial: faulty.serialNumber, status: faulty.status },
  });

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

/**
 * The swap's one rule, for the dialog's check as a serial is scanned (a plain read) and for the
 * swap itself (`lock`: under the assignment's and both machines' row locks): the faulty device
 * held in an ACTIVE assignment in the caller's scope; the replacement another device of the
 * caller's stock, AVAILABLE, of the same type and provider; neither in transit nor in an open
 * RMA batch. Each refusal has its own code.
 */
export async function swapPair(
  tx: Tx,
  p: Principal,
  faultyId: number,
  ref: SwapReplacementRef,
  lock: boolean,
) {
  const seen = await findScopedMachine(tx, p, faultyId);
  const otherId = await replacementId(tx, p, ref);
  if (otherId === faultyId)
    throw badRequest('swap_same_machine', 'The replacement cannot be the faulty device itself');
  const assignment = await activeAssignment(tx, p, seen, lock);
  const ids = [faultyId, otherId].sort((a, b) => a - b);
  if (lock) await lockMachines(tx, ids);
  else await refuseInTransit(tx, ids);
  const pair = await tx.select().from(machines).where(inArray(machines.id, ids));
  const faulty = pair.find((m) => m.id === faultyId)!;
  const replacement = pair.find((m) => m.id === otherId)!;
  checkPair(faulty, replacement);
  if (!(await stillHeldBy(tx, assignment.id, faulty.id))) throw notAssigned(faulty);
  await checkNotInRma(tx, faulty);
  await checkNotInRma(tx, replacement);
  return { assignment, faulty, replacement };
}

/** The TID/MID/QR that moves under the provider's rule (null: nothing moves). */
export async function mappingToMove(tx: Tx, faulty: MachineRow): Promise<SwapMapping | null> {
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
