import type { Tx } from '../../db/client';
import { assignments } from '../../db/schema';
import type { Principal } from '../../access/principal';
import { assignmentScope } from '../../access/scope';
import { lockScopedRow } from '../../lib/lock-scoped-row';

/** Locks an assignment the caller may act on (out of scope: 404, like a missing one). */
export async function lockScopedAssignment(tx: Tx, principal: Principal, id: number) {
  return lockScopedRow(tx, assignments, id, assignmentScope(principal), 'Assignment not found');
}
