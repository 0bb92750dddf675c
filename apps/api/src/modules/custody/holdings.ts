import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Phrase } from '@dd/contract';
import type { Tx } from '../../db/client';
import { assignmentMachines, assignments, machines } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { audit, auditEach } from '../../platform/audit';
import { idArray } from '../../db/id-array';
import { HttpError } from '../../lib/http-errors';
import { lockMachineRows, refuseInTransit } from './in-transit';
import { recordAssigned } from './history';
import type { Holder } from './columns';
import { refuseOpenOrder, refuseOrderRecord } from './open-orders';
import { keepStatusCounts, trackStatusRows } from './kept-counts';
import { trackMachines } from './machine-records';

/**
 * Holding machines: the one place where machines go to a distributor (maybe via a retailer)
 * and come back. Orders, assignments and the bulk calls all go through here, inside the
 * caller's transaction, so the machine rows, the assignment and the history always agree.
 */

/**
 * The error codes of placing machines with a holder (activeHolder, lockMachines,
 * requireAvailable): a booking and an assignment answer them.
 */
export const HOLD_ERROR_CODES = [
  'distributor_inactive',
  'retailer_inactive',
  'retailer_not_of_distributor',
  'machines_unavailable',
  'machines_not_found',
] as const;

type LockedMachine = {
  id: number;
  serialNumber: string;
  status: string;
  serviceProviderId: number | null;
  machineType: 'POS' | 'SOUNDBOX';
  model: string;
};

/**
 * Locks the machines (in id order, so concurrent bookings cannot deadlock) and answers them.
 * `visible` is the caller's scope for the action (undefined: every machine): ids outside it and
 * unknown ids are one 404 naming them in the request's order, so a machine out of scope looks
 * exactly like one that does not exist (docs/product/rules.md, "Machines named in a request").
 * The scope is read before the lock: a machine the caller could see, taken by someone else while
 * we waited for it, is still locked and ends in requireAvailable's 409 (it was in sight).
 */
export async function lockMachines(
  tx: Tx,
  machineIds: number[],
  visible?: SQL,
): Promise<LockedMachine[]> {
  const candidates = visible ? await visibleIds(tx, machineIds, visible) : machineIds;
  const locked =
    candidates.length === 0
      ? []
      : await tx
          .select({
            id: machines.id,
            serialNumber: machines.serialNumber,
            status: machines.status,
            serviceProviderId: machines.serviceProviderId,
            machineType: machines.machineType,
            model: machines.model,
          })
          .from(machines)
          .where(inArray(machines.id, candidates))
          .orderBy(asc(machines.id))
          .for('update');
  if (locked.length !== machineIds.length) {
    const found = new Set(locked.map((m) => m.id));
    const missing = machineIds.filter((id) => !found.has(id));
    throw new HttpError(404, 'machines_not_found', `Machines not found: ${missing.join(', ')}`, {
      params: { ids: missing },
    });
  }
  await refuseInTransit(tx, candidates);
  return locked;
}

/** The ids of machineIds inside the scope, in their order (a plain read: no lock is taken). */
async function visibleIds(tx: Tx, machineIds: number[], visible: SQL): Promise<number[]> {
  const rows = await tx
    .select({ id: machines.id })
    .from(machines)
    .where(and(inArray(machines.id, machineIds), visible));
  const inScope = new Set(rows.map((r) => r.id));
  return machineIds.filter((id) => inScope.has(id));
}

/** 409 naming every machine that is not AVAILABLE. */
export function requireAvailable(locked: LockedMachine[]): void {
  const taken = locked.filter((m) => m.status !== 'AVAILABLE');
  if (taken.length === 0) return;
  throw new HttpError(
    409,
    'machines_unavailable',
    `${taken.length === 1 ? 'This machine is' : 'These machines are'} no longer available: ${taken
      .map((m) => m.serialNumber)
      .join(', ')}`,
    {
      params: { serials: taken.map((m) => m.serialNumber) },
      details: taken.map((m) => ({
        path: 'machineIds',
        message: `${m.serialNumber} is ${m.status}`,
        code: 'machines_unavailable',
      })),
    },
  );
}

/** A machine away from any retailer has no activation lifecycle: every column of it null. */
const NO_LIFECYCLE = {
  activationState: null,
  allottedAt: null,
  installedOn: null,
  installedBy: null,
  installLocation: null,
  activatedOn: null,
  activationRef: null,
  deactivatedAt: null,
};

/**
 * The columns of a machine held by `holder`: ASSIGNED, partner = distributor name, partner type
 * B2B (docs/product/rules.md). At a retailer the activation lifecycle starts: ALLOTTED
 * (modules/activation). The one place of that rule: new holdings and joins both use it.
 */
export function heldColumns(holder: Holder) {
  return {
    status: 'ASSIGNED' as const,
    partner: holder.distributorName,
    partnerType: 'B2B' as const,
    distributorId: holder.distributorId,
    retailerId: holder.retailerId,
    ...(holder.retailerId === null
      ? NO_LIFECYCLE
      : { ...NO_LIFECYCLE, activationState: 'ALLOTTED' as const, allottedAt: sql`now()` }),
    updatedAt: sql`now()`,
  };
}

export type HoldInput = {
  machineIds: number[];
  holder: Holder;
  orderId: number | null;
  validFrom: string;
  validTo: string | null;
  notes: string | null;
  /** What the server writes of how the assignment came (a transfer received), if anything. */
  phrase?: Phrase;
  /** The transfer between distributors that brought the machines (accepted), if any. */
  transferId?: number;
};

/**
 * Creates an ACTIVE assignment holding the (already locked, AVAILABLE) machines and marks them
 * ASSIGNED to the holder: partner = distributor name, partner type B2B (docs/product/rules.md).
 */
export async function holdMachines(tx: Tx, actor: Actor, input: HoldInput): Promise<number> {
  const { holder } = input;
  const [assignment] = await tx
    .insert(assignments)
    .values({
      status: 'ACTIVE',
      distributorId: holder.distributorId,
      retailerId: holder.retailerId,
      orderId: input.orderId,
      validFrom: input.validFrom,
      validTo: input.validTo,
      notes: input.notes,
      phrase: input.phrase ?? null,
      assignedBy: actor.userId,
      assignedByRole: actor.role,
    })
    .returning({
      id: assignments.id,
      distributorId: assignments.distributorId,
      retailerId: assignments.retailerId,
      status: assignments.status,
    });
  await keepStatusCounts(tx, 'assignments', [], [assignment!]);
  const assignmentId = assignment!.id;
  await tx.execute(
    sql`INSERT INTO ${assignmentMachines} (assignment_id, machine_id, active)
        SELECT ${assignmentId}::int, m, true FROM unnest(${idArray(input.machineIds)}) AS m`,
  );
  await trackMachines(tx, input.machineIds, () =>
    tx.update(machines).set(heldColumns(holder)).where(inArray(machines.id, input.machineIds)),
  );
  await audit(tx, actor, {
    action: 'assignment.created',
    entityType: 'assignment',
    entityId: assignmentId,
    after: {
      ...holder,
      machineIds: input.machineIds,
      orderId: input.orderId,
      validFrom: input.validFrom,
      validTo: input.validTo,
    },
  });
  await recordAssigned(tx, actor, input.machineIds, holder, {
    assignmentId,
    orderId: input.orderId,
    ...(input.transferId ? { transferId: input.transferId } : {}),
  });
  return assignmentId;
}

/**
 * Ends an ACTIVE assignment with the given status and brings its machines back to stock
 * (AVAILABLE, no partner, no holder). Its link rows stay (inactive): an ended assignment still
 * lists what it held, and a Return can be undone. The booking of an order that is not delivered
 * ends only with the order (409 `assignment_order_open` otherwise: open-orders.ts).
 * Answers the released machine ids.
 */
export async function releaseAssignment(
  tx: Tx,
  actor: Actor,
  assignmentId: number,
  status: 'INACTIVE' | 'RETURNED' | 'REASSIGNED',
  reason: string,
): Promise<number[]> {
  await refuseOpenOrder(tx, assignmentId);
  const links = await tx
    .update(assignmentMachines)
    .set({ active: false })
    .where(
      and(eq(assignmentMachines.assignmentId, assignmentId), eq(assignmentMachines.active, true)),
    )
    .returning({ machineId: assignmentMachines.machineId });
  await trackStatusRows(tx, 'assignments', [assignmentId], () =>
    tx
      .update(assignments)
      .set({ status, updatedAt: sql`now()`, returnedAt: status === 'RETURNED' ? sql`now()` : null })
      .where(eq(assignments.id, assignmentId)),
  );
  const machineIds = links.map((l) => l.machineId);
  await audit(tx, actor, {
    action: 'assignment.status_changed',
    entityType: 'assignment',
    entityId: assignmentId,
    before: { status: 'ACTIVE' },
    after: { status },
    details: { reason },
  });
  await unholdMachines(tx, actor, machineIds, { status: 'AVAILABLE' }, { assignmentId, reason });
  return machineIds;
}

/** Where released machines go: back in stock, or to MAINTENANCE (flagged faulty when it is). */
export type ReleaseTo = { status: 'AVAILABLE' | 'MAINTENANCE'; faulty?: boolean };

/**
 * Machines (already unlinked from their assignment) leave their holder: status `to` (back in
 * stock, or MAINTENANCE), no partner, no holder, and a 'machine.released' history entry each.
 */
export async function unholdMachines(
  tx: Tx,
  actor: Actor,
  machineIds: number[],
  to: ReleaseTo,
  details: { assignmentId: number; reason: string },
): Promise<void> {
  if (machineIds.length === 0) return;
  // In transit (a pending transfer): neither returned nor released; the lock orders us after it.
  await lockMachineRows(tx, machineIds);
  await refuseInTransit(tx, machineIds);
  await trackMachines(tx, machineIds, () =>
    tx
      .update(machines)
      .set({
        status: to.status,
        ...(to.faulty ? { faulty: true } : {}),
        partner: null,
        partnerType: null,
        distributorId: null,
        retailerId: null,
        ...NO_LIFECYCLE,
        updatedAt: sql`now()`,
      })
      .where(and(inArray(machines.id, machineIds), eq(machines.status, 'ASSIGNED'))),
  );
  await auditEach(
    tx,
    actor,
    {
      action: 'machine.released',
      entityType: 'machine',
      before: { status: 'ASSIGNED' },
      after: { status: to.status, ...(to.faulty ? { faulty: true } : {}) },
      details,
    },
    machineIds,
  );
}

/** Deletes an assignment; an ACTIVE one first releases its machines (the audit log keeps it). */
export async function deleteAssignment(
  tx: Tx,
  actor: Actor,
  assignment: { id: number; status: string },
): Promise<void> {
  await refuseOrderRecord(tx, assignment.id);
  if (assignment.status === 'ACTIVE')
    await releaseAssignment(tx, actor, assignment.id, 'INACTIVE', 'Assignment deleted');
  await trackStatusRows(tx, 'assignments', [assignment.id], () =>
    tx.delete(assignments).where(eq(assignments.id, assignment.id)),
  );
}

/** Active assignments that hold machines through an order. */
export async function activeAssignmentsOfOrder(tx: Tx, orderId: number): Promise<number[]> {
  const list = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.orderId, orderId), eq(assignments.status, 'ACTIVE')))
    .orderBy(sql`${assignments.id}`);
  return list.map((a) => a.id);
}
