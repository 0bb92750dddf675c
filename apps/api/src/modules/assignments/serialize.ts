import type { Assignment } from '@dd/contract';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { assignments, distributors, retailers, users } from '../../db/schema';
import { linkedMachines } from '../custody';

const retailer = alias(retailers, 'r');

/** Loads assignments by id as the API answers them, in the given order. */
export async function loadAssignments(db: Executor, ids: number[]): Promise<Assignment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      a: assignments,
      distributorName: distributors.name,
      retailerName: retailer.name,
      assignedByName: users.name,
    })
    .from(assignments)
    .innerJoin(distributors, eq(distributors.id, assignments.distributorId))
    .leftJoin(retailer, eq(retailer.id, assignments.retailerId))
    .leftJoin(users, eq(users.id, assignments.assignedBy))
    .where(inArray(assignments.id, ids));
  const byAssignment = await linkedMachines(db, 'assignment', ids);
  const byId = new Map(
    rows.map(({ a, distributorName, retailerName, assignedByName }): [number, Assignment] => [
      a.id,
      {
        id: a.id,
        status: a.status,
        createdAt: a.createdAt.toISOString(),
        validFrom: a.validFrom,
        validTo: a.validTo,
        // A row the upgrade keyed keeps its old words; the phrase says them now.
        notes: a.phrase ? null : a.notes,
        phrase: a.phrase ?? null,
        orderId: a.orderId,
        distributor: { id: a.distributorId, name: distributorName },
        retailer: a.retailerId && retailerName ? { id: a.retailerId, name: retailerName } : null,
        machines: byAssignment.get(a.id) ?? [],
        assignedBy: { id: a.assignedBy, name: assignedByName },
        assignedByRole: (a.assignedByRole as Assignment['assignedByRole']) ?? null,
        returnedAt: a.returnedAt?.toISOString() ?? null,
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((a): a is Assignment => Boolean(a));
}
