import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignments } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { assignmentScope } from '../../access/scope';
import { notFound } from '../../lib/http-errors';

/** Locks an assignment the caller may act on (out of scope: 404, like a missing one). */
export async function lockScopedAssignment(tx: Tx, principal: Principal, id: number) {
  const [row] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), assignmentScope(principal)))
    .for('update');
  if (!row) throw notFound('not_found', 'Assignment not found');
  return row;
}
