import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { machines, transferMachines } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

/**
 * "In transit": a device in a PENDING transfer between distributors (transfer_machines.pending;
 * the partial unique index keeps it in at most one). Until the receiver decides, nothing may book,
 * assign, return, swap or transfer it again: lockMachines and unholdMachines both ask here.
 */
export function inTransitCondition(machineId: SQL | typeof machines.id = machines.id): SQL {
  return sql`exists (select 1 from ${transferMachines} tm
                      where tm.machine_id = ${machineId} and tm.pending)`;
}

/**
 * 409 `machines_in_transit` naming the serials of the (already row-locked) machines that are in a
 * pending transfer. The lock makes the answer hold until the caller's transaction ends: a
 * transfer locks its machines before it marks them pending.
 */
export async function refuseInTransit(tx: Tx, machineIds: readonly number[]): Promise<void> {
  if (machineIds.length === 0) return;
  const moving = await tx
    .select({ serialNumber: machines.serialNumber })
    .from(machines)
    .where(and(inArray(machines.id, [...machineIds]), inTransitCondition()))
    .orderBy(asc(machines.id));
  if (moving.length === 0) return;
  const serials = moving.map((m) => m.serialNumber);
  throw new HttpError(
    409,
    'machines_in_transit',
    `These machines are in transit in a pending transfer: ${serials.join(', ')}`,
    { params: { serials } },
  );
}

/** The ids of machineIds in a pending transfer (for actions that refuse them one by one). */
export async function inTransitIds(tx: Tx, machineIds: readonly number[]): Promise<Set<number>> {
  if (machineIds.length === 0) return new Set();
  const moving = await tx
    .select({ id: machines.id })
    .from(machines)
    .where(and(inArray(machines.id, [...machineIds]), inTransitCondition()));
  return new Set(moving.map((m) => m.id));
}

/** Locks machines in id order (no answer): the writes that change held machines take it first. */
export async function lockMachineRows(tx: Tx, machineIds: readonly number[]): Promise<void> {
  if (machineIds.length === 0) return;
  await tx
    .select({ id: machines.id })
    .from(machines)
    .where(inArray(machines.id, [...machineIds]))
    .orderBy(asc(machines.id))
    .for('update');
}
