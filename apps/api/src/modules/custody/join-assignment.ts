import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignmentMachines, machines } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { auditEach } from '../../lib/audit';
import { idArray } from '../../db/id-array';
import type { Holder } from './holdings';

/**
 * (Already locked, AVAILABLE) machines join an existing ACTIVE assignment: an active link each,
 * held by the assignment's holder like the others (ASSIGNED, partner, B2B), and a
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
  await tx
    .update(machines)
    .set({
      status: 'ASSIGNED',
      partner: holder.distributorName,
      partnerType: 'B2B',
      distributorId: holder.distributorId,
      retailerId: holder.retailerId,
      updatedAt: new Date(),
    })
    .where(inArray(machines.id, machineIds));
  await auditEach(
    tx,
    actor,
    {
      action: 'machine.assigned',
      entityType: 'machine',
      before: { status: 'AVAILABLE' },
      after: { status: 'ASSIGNED', partner: holder.distributorName, partnerType: 'B2B' },
      details: {
        assignmentId,
        orderId: input.orderId,
        distributorId: holder.distributorId,
        distributorName: holder.distributorName,
        retailerId: holder.retailerId,
        ...input.details,
      },
    },
    machineIds,
  );
}
