import type { Tx } from '../../db/client';
import type { Actor } from '../../access/principal';
import { auditEach } from '../../platform/audit';
import type { Holder } from './columns';

/**
 * The 'machine.assigned' history entry that opens a holding period, one per machine: written
 * here only, for a new holding, a machine joining one (a swap) and an undone Return.
 */
export async function recordAssigned(
  tx: Tx,
  actor: Actor,
  machineIds: readonly number[],
  holder: Holder,
  details: { assignmentId: number; orderId: number | null } & Record<string, unknown>,
): Promise<void> {
  await auditEach(
    tx,
    actor,
    {
      action: 'machine.assigned',
      entityType: 'machine',
      before: { status: 'AVAILABLE' },
      after: {
        status: 'ASSIGNED',
        partner: holder.distributorName,
        partnerType: 'B2B',
        ...(holder.retailerId === null ? {} : { activationState: 'ALLOTTED' }),
      },
      details: {
        ...details,
        distributorId: holder.distributorId,
        distributorName: holder.distributorName,
        retailerId: holder.retailerId,
      },
    },
    machineIds,
  );
}
