import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignmentMachines, assignments } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { audit } from '../../lib/audit';
import { unholdMachines } from './holdings';

/**
 * Takes some (already locked) machines out of their ACTIVE assignments while the others stay
 * held: each leaves its holder with status `to`. An assignment left holding nothing ends
 * INACTIVE, so no ACTIVE assignment is empty and no held machine is outside ASSIGNED.
 */
export async function releaseMachines(
  tx: Tx,
  actor: Actor,
  machineIds: number[],
  to: 'AVAILABLE' | 'MAINTENANCE',
  reason: string,
): Promise<void> {
  if (machineIds.length === 0) return;
  const links = await tx
    .update(assignmentMachines)
    .set({ active: false })
    .where(
      and(inArray(assignmentMachines.machineId, machineIds), eq(assignmentMachines.active, true)),
    )
    .returning({
      assignmentId: assignmentMachines.assignmentId,
      machineId: assignmentMachines.machineId,
    });
  const byAssignment = new Map<number, number[]>();
  for (const l of links) {
    byAssignment.set(l.assignmentId, [...(byAssignment.get(l.assignmentId) ?? []), l.machineId]);
  }
  for (const [assignmentId, ids] of [...byAssignment].sort(([a], [b]) => a - b)) {
    await unholdMachines(tx, actor, ids, to, { assignmentId, reason });
    const [still] = await tx
      .select({ id: assignmentMachines.machineId })
      .from(assignmentMachines)
      .where(
        and(eq(assignmentMachines.assignmentId, assignmentId), eq(assignmentMachines.active, true)),
      )
      .limit(1);
    if (still) continue;
    await tx
      .update(assignments)
      .set({ status: 'INACTIVE', updatedAt: new Date() })
      .where(and(eq(assignments.id, assignmentId), eq(assignments.status, 'ACTIVE')));
    await audit(tx, actor, {
      action: 'assignment.status_changed',
      entityType: 'assignment',
      entityId: assignmentId,
      before: { status: 'ACTIVE' },
      after: { status: 'INACTIVE' },
      details: { reason },
    });
  }
}
