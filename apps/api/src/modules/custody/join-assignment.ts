import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignmentMachines, machines } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { idArray } from '../../db/id-array';
import { heldColumns } from './holdings';
import type { Holder } from './columns';
import { recordAssigned } from './history';
import { trackMachines } from './machine-records';

/**
 * (Already locked, AVAILABLE) machines join an existing ACTIVE assignment: an active link each,
 * held by the assignment's holder like the others (heldColumns: ALLOTTED at a retailer), and a
 * 'machine.assigned' history entry that opens their holding period. Used by the faulty-device
 * swap; `details` adds the reason (e.g. the swap id) to the entry.
 */
export async function joinAssignment(
  tx: Tx,
  actor: Actor,
  input: {
    assignmentId: number;
    orderId: number | null;
    machineIds: number[];
    holder: Holder;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const { holder, machineIds, assignmentId } = input;
  if (machineIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO ${assignmentMachines} (assignment_id, machine_id, active)
        SELECT ${assignmentId}::int, m, true FROM unnest(${idArray(machineIds)}) AS m
        ON CONFLICT (assignment_id, machine_id) DO UPDATE SET active = true`,
  );
  await trackMachines(tx, machineIds, () =>
    tx.update(machines).set(heldColumns(holder)).where(inArray(machines.id, machineIds)),
  );
  await recordAssigned(tx, actor, machineIds, holder, {
    assignmentId,
    orderId: input.orderId,
    ...input.details,
  });
}
