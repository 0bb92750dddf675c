import { canTransitionOrder, type OrderStatus, type OrderStatusUpdateRequest } from '@dd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, orderStatusEvents } from '../../../db/schema';
import { actorOf, type Principal } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { conflict } from '../../../lib/http-errors';
import {
  activeAssignmentsOfOrder,
  releaseAssignment,
  requireHeldForOrder,
  trackStatusRows,
} from '../../custody';
import { findScopedOrder } from '../queries/detail';
import { issuedCodeColumns } from '../handover/code';
import { emitOrderEvent, statusEventType } from '../events';

const LABEL: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  IN_PROGRESS: 'Out for Delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/**
 * Moves an order along PENDING -> APPROVED -> IN_PROGRESS -> DELIVERED (or to CANCELLED while
 * open); each change is a timeline entry. The same status with notes adds a delivery note.
 * Cancelling releases the machines still held through the order.
 */
export async function updateOrderStatus(
  db: Db,
  principal: Principal,
  id: number,
  body: OrderStatusUpdateRequest,
) {
  const actor = actorOf(principal);
  const notes = body.notes?.trim() || null;
  await db.transaction(async (tx) => {
    const current = await findScopedOrder(tx, principal, id);
    // Lock the order row so two updates cannot both pass the transition check.
    const [locked] = await tx.select().from(orders).where(eq(orders.id, current.id)).for('update');
    const from = locked!.status;
    if (from === body.status) {
      if (!notes)
        throw conflict('already_in_status', `The order is already ${LABEL[from]}`, {
          params: { status: from },
        });
    } else if (!canTransitionOrder(from, body.status)) {
      throw conflict(
        'invalid_transition',
        `An order that is ${LABEL[from]} cannot change to ${LABEL[body.status]}`,
        { params: { from, to: body.status } },
      );
    }
    if (body.status === 'DELIVERED' && from !== 'DELIVERED') await requireHeldForOrder(tx, id);
    await trackStatusRows(tx, 'orders', [id], () =>
      tx
        .update(orders)
        .set({
          status: body.status,
          updatedAt: sql`now()`,
          // Out for Delivery: the hand-over code the receiver types to confirm receipt.
          ...(body.status === 'IN_PROGRESS' && from !== 'IN_PROGRESS' ? issuedCodeColumns() : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from))),
    );
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: id, status: body.status, notes, userId: principal.userId });
    if (body.status === 'CANCELLED' && from !== 'CANCELLED') {
      for (const assignmentId of await activeAssignmentsOfOrder(tx, id)) {
        await releaseAssignment(
          tx,
          actor,
          assignmentId,
          'INACTIVE',
          `Order ${locked!.orderNumber} cancelled`,
        );
      }
    }
    if (from !== body.status) {
      await emitOrderEvent(tx, principal.userId, statusEventType(body.status), locked!, {
        from,
        to: body.status,
      });
    }
    await audit(tx, actor, {
      action: from === body.status ? 'order.note_added' : 'order.status_changed',
      entityType: 'order',
      entityId: id,
      before: { status: from },
      after: { status: body.status, notes },
    });
  });
}
