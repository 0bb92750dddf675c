import type { NotificationEventType, OrderStatus } from '@dd/contract';
import type { Tx } from '../../db/client';
import { emit } from '../../platform/outbox';

type OrderFacts = {
  id: number;
  orderNumber: string;
  distributorId: number;
  retailerId: number | null;
  quantity: number;
};

/**
 * Tells the order's distributor and retailer (and the admins) what happened to it, in the
 * transaction of the change. The payload says what the message needs; never the hand-over code.
 */
export function emitOrderEvent(
  tx: Tx,
  actorUserId: number | null,
  type: Extract<NotificationEventType, `order.${string}`>,
  order: OrderFacts,
  extra: {
    from?: OrderStatus;
    to?: OrderStatus;
    status?: OrderStatus;
    // Receipt confirmed with devices missing or damaged (counts).
    missing?: number;
    damaged?: number;
  } = {},
): Promise<void> {
  return emit(tx, {
    type,
    actorUserId,
    distributorId: order.distributorId,
    retailerId: order.retailerId,
    entityType: 'order',
    entityId: order.id,
    payload: { orderNumber: order.orderNumber, quantity: order.quantity, ...extra },
  });
}

/**
 * The event of a status change: the most specific one, so a change is told once. Out for
 * Delivery asks the receiver to confirm receipt; Delivered says so; the others (Approved,
 * Cancelled) are a status change.
 */
export function statusEventType(
  to: OrderStatus,
): Extract<NotificationEventType, `order.${string}`> {
  if (to === 'IN_PROGRESS') return 'order.awaiting_receipt';
  if (to === 'DELIVERED') return 'order.delivered';
  return 'order.status_changed';
}
