import type { OrderDetail } from '@dd/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders, orderStatusEvents, serviceProviders, users } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { orderScope } from '../../../access/scope';
import { notFound } from '../../../lib/http-errors';
import { loadOrders } from '../serialize';
import { handoverOf, receiptOf, withReceiptStates } from '../handover/detail';

/** The order if the principal may see it, else 404. */
export async function findScopedOrder(db: Executor, principal: Principal, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(principal)));
  if (!row) throw notFound('not_found', 'Order not found');
  return row;
}

/** The order with its provider and delivery timeline (each status change: notes, who, when). */
export async function orderDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<OrderDetail> {
  const row = await findScopedOrder(db, principal, id);
  const [order] = await loadOrders(db, [id]);
  const provider = row.serviceProviderId
    ? (
        await db
          .select({
            id: serviceProviders.id,
            name: serviceProviders.name,
            company_name: serviceProviders.companyName,
          })
          .from(serviceProviders)
          .where(eq(serviceProviders.id, row.serviceProviderId))
      )[0]
    : undefined;
  const events = await db
    .select({
      id: orderStatusEvents.id,
      status: orderStatusEvents.status,
      notes: orderStatusEvents.notes,
      phrase: orderStatusEvents.phrase,
      at: orderStatusEvents.createdAt,
      userId: orderStatusEvents.userId,
      userName: users.name,
    })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.userId))
    .where(eq(orderStatusEvents.orderId, id))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  // DELIVERED is final, so its one entry is the confirmation when receipt was confirmed.
  const confirmed = row.receivedAt !== null;
  return {
    ...order!,
    serviceProvider: provider ?? null,
    timeline: events.map((e) => ({
      id: e.id,
      status: e.status as OrderDetail['status'],
      // The creation entry carries no one's notes: rows keyed by the upgrade keep the old words.
      notes: e.phrase?.key === 'orderCreated' ? null : e.notes,
      phrase: e.phrase,
      at: e.at.toISOString(),
      by: { id: e.userId, name: e.userName },
      confirmation:
        e.status === 'DELIVERED'
          ? confirmed
            ? ('confirmed' as const)
            : ('unconfirmed' as const)
          : null,
    })),
    machines: await withReceiptStates(db, id, order!.machines),
    handover: handoverOf(row, principal),
    receipt: await receiptOf(db, row),
  };
}
