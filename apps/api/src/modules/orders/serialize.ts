import { withOrderAliases, type Order } from '@dd/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { distributors, machines, orderMachines, orders, retailers } from '../../db/schema';

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
  const linked = await db
    .select({
      orderId: orderMachines.orderId,
      id: machines.id,
      serialNumber: machines.serialNumber,
      type: machines.machineType,
      model: machines.model,
    })
    .from(orderMachines)
    .innerJoin(machines, eq(machines.id, orderMachines.machineId))
    .where(inArray(orderMachines.orderId, ids))
    .orderBy(asc(machines.serialNumber));
  const machinesByOrder = new Map<number, Order['machines']>();
  for (const { orderId, ...m } of linked) {
    const list = machinesByOrder.get(orderId) ?? [];
    list.push(m);
    machinesByOrder.set(orderId, list);
  }
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
