import { HANDOVER_MAX_TRIES, type ReceiptState } from '@dd/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { machines, orderMachines, orders, orderStatusEvents } from '../../../db/schema';
import { actorOf, type Actor, type Principal } from '../../../access/principal';
import { audit, auditEach } from '../../../platform/audit';
import { badRequest, conflict, type HttpError } from '../../../lib/http-errors';
import { lockMachines, releaseMachines, requireHeldForOrder, trackStatusRows } from '../../custody';
import { findScopedOrder } from '../queries/detail';
import { sameCode } from './code';
import { accountForSerials, type Reported } from './serials';
import { emitOrderEvent } from '../events';

export type ReceiptConfirmation = Reported & { code: string; note?: string | null };

const notOutForDelivery = (status: string) =>
  conflict('handover_not_out_for_delivery', 'This order is not Out for Delivery', {
    params: { status },
  });
const lockedError = () =>
  conflict(
    'handover_locked',
    'Too many wrong hand-over codes: the order is locked until an admin issues a new code',
    { params: { triesLeft: 0 } },
  );

/**
 * POST /orders/{id}/receipt-confirmation, in the route's idempotent transaction `tx`: the
 * receiving distributor (or an admin) confirms receipt with the hand-over code. A right code with
 * every serial accounted for delivers the order. A wrong code is counted and its refusal returned,
 * not thrown, so that the count commits (the route keeps the refusal under its Idempotency-Key: a
 * wrong code sent again is counted once); at HANDOVER_MAX_TRIES the order locks. Every other
 * refusal is thrown and changes nothing.
 */
export async function confirmReceipt(
  tx: Tx,
  principal: Principal,
  id: number,
  body: ReceiptConfirmation,
): Promise<HttpError | null> {
  const actor = actorOf(principal);
  await findScopedOrder(tx, principal, id);
  // The order row lock serialises confirmations and wrong tries: exactly one can win.
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (order!.status !== 'IN_PROGRESS') throw notOutForDelivery(order!.status);
  if (order!.handoverLockedAt) throw lockedError();
  if (!order!.handoverCode) {
    throw conflict(
      'handover_code_not_issued',
      'No hand-over code was issued for this order; an admin issues one',
    );
  }
  if (!sameCode(order!.handoverCode, body.code)) {
    const failures = order!.handoverFailures + 1;
    const locked = failures >= HANDOVER_MAX_TRIES;
    await tx
      .update(orders)
      .set({ handoverFailures: failures, handoverLockedAt: locked ? sql`now()` : null })
      .where(eq(orders.id, id));
    await audit(tx, actor, {
      action: locked ? 'order.handover_locked' : 'order.handover_code_failed',
      entityType: 'order',
      entityId: id,
      before: { failures: order!.handoverFailures },
      after: { failures, locked },
    });
    return wrongCodeError(HANDOVER_MAX_TRIES - failures);
  }
  await deliver(tx, actor, order!, body);
  return null;
}

const wrongCodeError = (triesLeft: number) =>
  triesLeft <= 0
    ? lockedError()
    : badRequest('handover_code_invalid', `The hand-over code is wrong; ${triesLeft} tries left`, {
        params: { triesLeft },
      });

type OrderRow = typeof orders.$inferSelect;

async function deliver(tx: Tx, actor: Actor, order: OrderRow, body: ReceiptConfirmation) {
  const linked = await tx
    .select({ id: machines.id, serialNumber: machines.serialNumber })
    .from(orderMachines)
    .innerJoin(machines, eq(machines.id, orderMachines.machineId))
    .where(eq(orderMachines.orderId, order.id))
    .orderBy(asc(machines.id));
  const states = accountForSerials(linked, body);
  const note = body.note?.trim() || null;
  const ids = (state: ReceiptState) => linked.filter((m) => states.get(m.id) === state);
  const missing = ids('MISSING');
  const damaged = ids('DAMAGED');
  if ((missing.length > 0 || damaged.length > 0) && !note) {
    throw badRequest(
      'receipt_note_required',
      'A note is required when a device is missing or damaged',
    );
  }
  await lockMachines(
    tx,
    linked.map((m) => m.id),
  );
  await requireHeldForOrder(tx, order.id);
  for (const state of ['RECEIVED', 'MISSING', 'DAMAGED'] as const) {
    const list = ids(state).map((m) => m.id);
    if (list.length === 0) continue;
    await tx
      .update(orderMachines)
      .set({ receiptState: state, receiptNote: state === 'RECEIVED' ? null : note })
      .where(and(eq(orderMachines.orderId, order.id), inArray(orderMachines.machineId, list)));
  }
  await trackStatusRows(tx, 'orders', [order.id], () =>
    tx
      .update(orders)
      .set({
        status: 'DELIVERED',
        receivedBy: actor.userId,
        receivedAt: sql`now()`,
        receiptNotes: note,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'IN_PROGRESS'))),
  );
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: 'DELIVERED', notes: note, userId: actor.userId });
  await emitOrderEvent(tx, actor.userId, 'order.delivered', order, {
    from: 'IN_PROGRESS',
    to: 'DELIVERED',
    missing: missing.length,
    damaged: damaged.length,
  });
  const serials = (list: { serialNumber: string }[]) => list.map((m) => m.serialNumber);
  await audit(tx, actor, {
    action: 'order.receipt_confirmed',
    entityType: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: {
      status: 'DELIVERED',
      received: serials(ids('RECEIVED')),
      missing: serials(missing),
      damaged: serials(damaged),
      note,
    },
  });
  // Each machine's history, written while it is still held so its holder reads it too.
  const details = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    confirmedBy: actor.name,
    distributorId: order.distributorId,
  };
  const ACTION = {
    RECEIVED: 'machine.receipt_confirmed',
    MISSING: 'machine.reported_missing',
    DAMAGED: 'machine.reported_damaged',
  } as const;
  for (const state of ['RECEIVED', 'MISSING', 'DAMAGED'] as const) {
    await auditEach(
      tx,
      actor,
      {
        action: ACTION[state],
        entityType: 'machine',
        details: { ...details, state, note: state === 'RECEIVED' ? null : note },
      },
      ids(state).map((m) => m.id),
    );
  }
  // Damaged devices leave the distributor and the assignment for MAINTENANCE, flagged faulty;
  // missing ones stay held and flagged until an admin resolves them
  // (docs/decisions/0066-confirmed-delivery.md).
  await releaseMachines(
    tx,
    actor,
    damaged.map((m) => m.id),
    { status: 'MAINTENANCE', faulty: true },
    `Damaged on delivery of order ${order.orderNumber}`,
  );
}
