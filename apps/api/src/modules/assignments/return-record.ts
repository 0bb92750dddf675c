import type { Tx } from '../../db/client';
import type { Actor } from '../../access/principal';
import { audit } from '../../platform/audit';
import type { HeldMachineSnapshot } from '../custody';

/** The Return's own history entry, written after the release (the last entry of the assignment). */
export async function recordReturn(
  tx: Tx,
  actor: Actor,
  assignmentId: number,
  machines: HeldMachineSnapshot[],
): Promise<void> {
  await audit(tx, actor, {
    action: 'assignment.returned',
    entityType: 'assignment',
    entityId: assignmentId,
    details: { machines },
  });
}
