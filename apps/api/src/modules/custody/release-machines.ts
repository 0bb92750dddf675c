import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignmentMachines, assignments } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { audit } from '../../platform/audit';
import { unholdMachines, type ReleaseTo } from './holdings';
import { trackStatusRows } from './kept-counts';

/**
 * Takes some (already locked) machines out of their ACTIVE assignments while the others stay
 * held: each leaves its holder for `to`, and an assignment that goes on no longer lists it (the
 * history keeps that it was there). An assignment left holding nothing ends INACTIVE, listing
 * what it held last, so no ACTIVE assignment is empty and no held machine is outside ASSIGNED.
 */
export async function releaseMachines(
  tx: Tx,
  actor: Actor,
  machineIds: number[],
  to: ReleaseTo,
  reason: string,
): Promise<void> {
  if (machineIds.length === 0) return;
  const links = await tx
    .select({
      assignmentId: assignmentMachines.assignmentId,
      machineId: assignmentMachines.machineId,
    })
    .from(assignmentMachines)
    .where(
      and(inArray(assignmentMachines.machineId, machineIds), eq(assignmentMachines.active, true)),
    );
  const byAssignment = new Map<number, number[]>();
  for (const l of links) {
    byAssignment.set(l.assignmentId, [...(byAssignment.get(l.assignmentId) ?? []), l.machineId]);
  }
  for (const [assignmentId, ids] of [...byAssignment].sort(([a], [b]) => a - b)) {
    const theirs = and(
      eq(assignmentMachines.assignmentId, assignmentId),
      inArray(assignmentMachines.machineId, ids),
    );
    const [others] = await tx
      .select({ id: assignmentMachines.machineId })
      .from(assignmentMachines)
      .where(
        and(
          eq(assignmentMachines.assignmentId, assignmentId),
          eq(assignmentMachines.active, true),
          notInArray(assignmentMachines.machineId, ids),
        ),
      )
      .limit(1);
    // Leaving a holding that goes on: off its list. The last ones: the ended one still lists them.
    if (others) await tx.delete(assignmentMachines).where(theirs);
    else await tx.update(assignmentMachines).set({ active: false }).where(theirs);
    await unholdMachines(tx, actor, ids, to, { assignmentId, reason });
    if (others) continue;
    await trackStatusRows(tx, 'assignments', [assignmentId], () =>
      tx
        .update(assignments)
        .set({ status: 'INACTIVE', updatedAt: sql`now()` })
        .where(and(eq(assignments.id, assignmentId), eq(assignments.status, 'ACTIVE'))),
    );
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
