import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignmentMachines, assignments, machines } from '../../db/schema';
import { deviceFields } from './serialize';

/**
 * The devices a distributor may send, as a transfer shows them: those it holds without a
 * retailer (ASSIGNED in an ACTIVE assignment that names no retailer), narrowed by `also`. The
 * list of transferable devices and the check of a new transfer both read them here.
 */
export function heldWithoutRetailer(db: Executor, distributorId: number, ...also: SQL[]) {
  return db
    .select(deviceFields)
    .from(machines)
    .innerJoin(
      assignmentMachines,
      and(eq(assignmentMachines.machineId, machines.id), eq(assignmentMachines.active, true)),
    )
    .innerJoin(assignments, eq(assignments.id, assignmentMachines.assignmentId))
    .where(
      and(
        eq(machines.status, 'ASSIGNED'),
        eq(machines.distributorId, distributorId),
        sql`${machines.retailerId} is null`,
        eq(assignments.status, 'ACTIVE'),
        sql`${assignments.retailerId} is null`,
        ...also,
      ),
    );
}
