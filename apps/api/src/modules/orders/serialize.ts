import { withOrderAliases, type Order } from '@dd/contract';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { distributors, orders, retailers } from '../../db/schema';
import { linkedMachines } from '../custody';

const retailer = alias(retailers, 'r');

/** Loads orders by id as the API answers them (party names and machines), in the given order. */
export async function loadOrders(db: Executor, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      order: orders,
      distributorName: distributors.name,
      retailerName: retailer.name,
    })
    .from(orders)
    .innerJoin(distributors, eq(distributors.id, orders.distributorId))
    .leftJoin(retailer, eq(retailer.id, orders.retailerId))
    .where(inArray(orders.id, ids));
  const machinesByOrder = await linkedMachines(db, 'order', ids);
  const byId = new Map(
    rows.map(({ order: o, distributorName, retailerName }) => [
      o.id,
      withOrderAliases({
        id: o.id,
        order_number: o.orderNumber,
        status: o.status,
        orderType: o.orderType,
        notes: o.notes,
        expectedDeliveryDate: o.expectedDeliveryDate,
        createdAt: o.createdAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
        quantity: o.quantity,
        machine_type: (o.machineType as Order['machine_type']) ?? null,
        model: o.model,
        serviceProviderId: o.serviceProviderId,
        distributor: { id: o.distributorId, name: distributorName },
        retailer: o.retailerId && retailerName ? { id: o.retailerId, name: retailerName } : null,
        machines: machinesByOrder.get(o.id) ?? [],
        deliveryAddress: o.deliveryAddress,
        contactPerson: o.contactPerson,
        contactPhone: o.contactPhone,
      }),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((o): o is Order => Boolean(o));
}
