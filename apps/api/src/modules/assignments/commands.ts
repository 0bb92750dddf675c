import {
  canTransitionAssignment,
  type AssignmentStatus,
  type CreateAssignmentRequest,
} from '@dd/contract';
import type { Db, Tx } from '../../db/client';
import { actorOf, type Principal } from '../../access/principal';
import { bookableMachineScope } from '../../access/scope';
import { audit } from '../../platform/audit';
import { conflict } from '../../lib/http-errors';
import {
  activeHolder,
  assignToHolder,
  deleteAssignment as releaseAndDelete,
  emitAssignmentEvent,
  lockMachines,
  releaseAssignment,
  requireAvailable,
  snapshotHeldMachines,
} from '../custody';
import { lockScopedAssignment } from './lock';
import { recordReturn } from './return-record';
import { loadAssignments } from './serialize';

/** Creates an ACTIVE assignment of AVAILABLE machines to a distributor (and maybe its retailer). */
export async function createAssignment(
  tx: Tx,
  principal: Principal,
  body: CreateAssignmentRequest,
) {
  const { distributor, retailer } = await activeHolder(
    tx,
    principal,
    body.distributorId,
    body.retailerId,
  );
  const locked = await lockMachines(tx, body.machineIds, bookableMachineScope(principal));
  requireAvailable(locked);
  const actor = actorOf(principal);
  const id = await assignToHolder(
    tx,
    actor,
    body.machineIds,
    { distributor, retailerId: retailer?.id ?? null },
    body,
  );
  const [assignment] = await loadAssignments(tx, [id]);
  return assignment!;
}

const LABEL: Record<AssignmentStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  RETURNED: 'Returned',
  REASSIGNED: 'Reassigned',
};

/** Return (RETURNED) and the other final statuses release the machines back to stock. */
export async function updateAssignmentStatus(
  db: Db,
  principal: Principal,
  id: number,
  status: AssignmentStatus,
) {
  await db.transaction(async (tx) => {
    const row = await lockScopedAssignment(tx, principal, id);
    if (row.status === status)
      throw conflict('already_in_status', `The assignment is already ${LABEL[status]}`, {
        params: { status },
      });
    if (!canTransitionAssignment(row.status, status) || status === 'ACTIVE') {
      throw conflict(
        'invalid_transition',
        `An assignment that is ${LABEL[row.status]} cannot change to ${LABEL[status]}`,
      );
    }
    const actor = actorOf(principal);
    // A Return keeps what it took away, so it can be undone (undo-return.ts).
    const held = status === 'RETURNED' ? await snapshotHeldMachines(tx, id) : [];
    const released = await releaseAssignment(tx, actor, id, status, `Assignment set to ${status}`);
    if (status === 'RETURNED') {
      await recordReturn(tx, actor, id, held);
      await emitAssignmentEvent(tx, 'assignment.returned', actor, id, released);
    }
  });
  const [assignment] = await loadAssignments(db, [id]);
  return assignment!;
}

/** Deletes an assignment; an ACTIVE one first releases its machines. The audit log keeps it. */
export async function deleteAssignment(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockScopedAssignment(tx, principal, id);
    const [before] = await loadAssignments(tx, [id]);
    const actor = actorOf(principal);
    await releaseAndDelete(tx, actor, row);
    await audit(tx, actor, {
      action: 'assignment.deleted',
      entityType: 'assignment',
      entityId: id,
      before,
    });
  });
}
