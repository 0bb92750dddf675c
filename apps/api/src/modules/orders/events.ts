import type { NotificationEventType, OrderStatus, WebhookEventData } from '@dd/contract';
import type { Tx } from '../../db/client';
import { emit, outboxEvent } from '../../platform/outbox';

type OrderEventType = Extract<NotificationEventType, `order.${string}`>;

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
export function emitOrderEvent<T extends OrderEventType>(
  tx: Tx,
  actorUserId: number | null,
  type: T,
  order: OrderFacts,
  /** The status it got (booked), or the change (from, to; missing and damaged on receipt). */
  extra: Omit<WebhookEventData<T>, 'orderNumber' | 'quantity'>,
): Promise<void> {
  const payload = { orderNumber: order.orderNumber, quantity: order.quantity, ...extra };
  return emit(
    tx,
    outboxEvent({
      type,
      actorUserId,
      distributorId: order.distributorId,
      retailerId: order.retailerId,
      entityType: 'order',
      entityId: order.id,
      payload: payload as WebhookEventData<T>,
    }),
  );
}

/**
 * The event of a status change: the most specific one, so a change is told once. Out for
 * Delivery asks the receiver to confirm receipt; Delivered says so; the others (Approved,
 * Cancelled) are a status change.
 */
export function statusEventType(to: OrderStatus): Exclude<OrderEventType, 'order.created'> {
  if (to === 'IN_PROGRESS') return 'order.awaiting_receipt';
  if (to === 'DELIVERED') return 'order.delivered';
  return 'order.status_changed';
}
