import type { TransferDetail } from '@dd/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  assignmentMachines,
  assignments,
  distributors,
  transferMachines,
  transfers,
} from '../../../db/schema';
import { actorOf, type Actor, type Principal } from '../../../access/principal';
import { transferScope } from '../../../access/scope';
import { audit, auditEach } from '../../../platform/audit';
import { badRequest, conflict, forbidden } from '../../../lib/http-errors';
import { lockScopedRow } from '../../../lib/lock-scoped-row';
import { holdMachines, lockMachines, releaseMachines } from '../../custody';
import { emitTransferStep } from '../events';
import { loadTransferDetail } from '../serialize';
import { requireHeldByDistributor } from './create';

type TransferRow = typeof transfers.$inferSelect;
type Decision = 'accept' | 'refuse' | 'cancel';

const LABEL = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REFUSED: 'Refused',
  CANCELLED: 'Cancelled',
};

/**
 * Locks the transfer row (so two decisions run one after the other: the second finds it decided
 * and gets 409) after the caller's scope check. Accept and refuse are the receiver's (or an
 * admin's); the sender sees the transfer but may not decide it (403); cancel is an admin's.
 */
async function lockPending(tx: Tx, principal: Principal, id: number, decision: Decision) {
  const row = await lockScopedRow(
    tx,
    transfers,
    id,
    transferScope(principal),
    'Transfer not found',
  );
  if (
    principal.role !== 'admin' &&
    (decision === 'cancel' || row.toDistributorId !== principal.distributorId)
  )
    throw forbidden('forbidden');
  if (row.status !== 'PENDING')
    throw conflict('transfer_not_pending', `The transfer is already ${LABEL[row.status]}`, {
      params: { status: row.status },
    });
  return row;
}

/** The transfer's devices leave transit (pending = false); answers their ids. */
async function endTransit(tx: Tx, transferId: number): Promise<number[]> {
  const links = await tx
    .update(transferMachines)
    .set({ pending: false })
    .where(eq(transferMachines.transferId, transferId))
    .returning({ machineId: transferMachines.machineId });
  return links.map((l) => l.machineId).sort((a, b) => a - b);
}

async function partyName(tx: Tx, id: number) {
  const [d] = await tx.select().from(distributors).where(eq(distributors.id, id));
  return d!;
}

function sideOf(row: TransferRow, fromName: string, toName: string) {
  return {
    transferId: row.id,
    transferNumber: row.transferNumber,
    fromDistributorId: row.fromDistributorId,
    fromDistributorName: fromName,
    toDistributorId: row.toDistributorId,
    toDistributorName: toName,
  };
}

async function close(
  tx: Tx,
  actor: Actor,
  row: TransferRow,
  side: ReturnType<typeof sideOf>,
  status: 'ACCEPTED' | 'REFUSED' | 'CANCELLED',
  refusalReason: string | null,
) {
  await tx
    .update(transfers)
    .set({ status, refusalReason, decidedBy: actor.userId, decidedAt: sql`now()` })
    .where(eq(transfers.id, row.id));
  await audit(tx, actor, {
    action: `transfer.${status.toLowerCase()}`,
    entityType: 'transfer',
    entityId: row.id,
    before: { status: 'PENDING' },
    after: { status, ...(refusalReason ? { reason: refusalReason } : {}) },
  });
  const type = `transfer.${status.toLowerCase() as Lowercase<typeof status>}` as const;
  await emitTransferStep(tx, type, actor, side, refusalReason ? { reason: refusalReason } : {});
}

/**
 * Accept, in one transaction: the devices leave the sender's ACTIVE assignment (custody's
 * release) and the receiver holds them in a new ACTIVE assignment (custody's hold). History:
 * 'machine.transfer_accepted' closes the sender's holding period, 'machine.transfer_received'
 * opens the receiver's (after its 'machine.assigned'), so each side reads its part.
 */
export async function acceptTransfer(db: Db, principal: Principal, id: number, today: string) {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, principal, id, 'accept');
    const from = await partyName(tx, row.fromDistributorId);
    const to = await partyName(tx, row.toDistributorId);
    if (to.status !== 'ACTIVE')
      throw badRequest('distributor_inactive', 'The receiving distributor is inactive');
    const machineIds = await endTransit(tx, row.id);
    // Lock order of every custody write: assignments, then machines.
    const held = await tx
      .select({ id: assignmentMachines.assignmentId })
      .from(assignmentMachines)
      .where(
        and(inArray(assignmentMachines.machineId, machineIds), eq(assignmentMachines.active, true)),
      );
    const heldIds = [...new Set(held.map((h) => h.id))];
    if (heldIds.length > 0)
      await tx
        .select({ id: assignments.id })
        .from(assignments)
        .where(inArray(assignments.id, heldIds))
        .orderBy(asc(assignments.id))
        .for('update');
    await lockMachines(tx, machineIds);
    await requireHeldByDistributor(tx, machineIds, row.fromDistributorId);
    const actor = actorOf(principal);
    const side = sideOf(row, from.name, to.name);
    await auditEach(
      tx,
      actor,
      { action: 'machine.transfer_accepted', entityType: 'machine', details: side },
      machineIds,
    );
    await releaseMachines(
      tx,
      actor,
      machineIds,
      { status: 'AVAILABLE' },
      `Transfer ${row.transferNumber} accepted`,
    );
    await holdMachines(tx, actor, {
      machineIds,
      holder: { distributorId: to.id, distributorName: to.name, retailerId: null },
      orderId: null,
      validFrom: today,
      validTo: null,
      notes: null,
      phrase: { key: 'transferReceived', params: { transferNumber: row.transferNumber } },
      transferId: row.id,
    });
    await auditEach(
      tx,
      actor,
      {
        action: 'machine.transfer_received',
        entityType: 'machine',
        details: { ...side, requestedAt: row.createdAt.toISOString(), notes: row.notes },
      },
      machineIds,
    );
    await close(tx, actor, row, side, 'ACCEPTED', null);
  });
  return loadTransferDetail(db, id);
}

/** Refuse (receiver, with a reason) or cancel (admin): the devices stay with the sender. */
export async function endTransfer(
  db: Db,
  principal: Principal,
  id: number,
  decision: 'refuse' | 'cancel',
  reason: string | null,
): Promise<TransferDetail> {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, principal, id, decision);
    const from = await partyName(tx, row.fromDistributorId);
    const to = await partyName(tx, row.toDistributorId);
    const machineIds = await endTransit(tx, row.id);
    const actor = actorOf(principal);
    const status = decision === 'refuse' ? 'REFUSED' : 'CANCELLED';
    const side = sideOf(row, from.name, to.name);
    await auditEach(
      tx,
      actor,
      {
        action: decision === 'refuse' ? 'machine.transfer_refused' : 'machine.transfer_cancelled',
        entityType: 'machine',
        details: { ...side, ...(reason ? { reason } : {}) },
      },
      machineIds,
    );
    await close(tx, actor, row, side, status, reason);
  });
  return loadTransferDetail(db, id);
}
