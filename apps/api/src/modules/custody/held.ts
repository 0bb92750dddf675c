import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignmentMachines } from '../../db/schema';
import type { machines } from '../../db/schema';

type MachineRow = typeof machines.$inferSelect;

export type HeldFields = Pick<MachineRow, 'id' | 'status' | 'distributorId' | 'retailerId'>;

/**
 * Held = out with a distributor or retailer: status ASSIGNED, a holder recorded on the row, or
 * an ACTIVE assignment. Its status only changes through orders and assignments (return first).
 * Answers the ids of `rows` that are held (one query, whatever the count).
 */
export async function heldMachineIds(
  db: Executor,
  rows: readonly HeldFields[],
): Promise<Set<number>> {
  const held = new Set<number>();
  const rest: number[] = [];
  for (const row of rows) {
    if (row.status === 'ASSIGNED' || row.distributorId !== null || row.retailerId !== null)
      held.add(row.id);
    else rest.push(row.id);
  }
  if (rest.length > 0) {
    const active = await db
      .select({ id: assignmentMachines.machineId })
      .from(assignmentMachines)
      .where(and(inArray(assignmentMachines.machineId, rest), eq(assignmentMachines.active, true)));
    for (const a of active) held.add(a.id);
  }
  return held;
}
