import {
  ORDER_CREATED,
  ORDER_TYPE_OF,
  type CreateOrderRequest,
  type MachineType,
  type Order,
  todayInIndia,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orderMachines, orders, orderStatusEvents } from '../../../db/schema';
import { actorOf, type Principal } from '../../../access/principal';
import { bookableMachineScope } from '../../../access/scope';
import { audit } from '../../../platform/audit';
import { badRequest } from '../../../lib/http-errors';
import { documentNumber, nextId } from '../../../db/next-id';
import { idArray } from '../../../db/id-array';
import {
  activeHolder,
  holdMachines,
  keepStatusCounts,
  lockMachines,
  requireAvailable,
} from '../../custody';
import { emitOrderEvent } from '../events';
import { loadOrders } from '../serialize';

/**
 * Books an order. With machineIds this is the whole booking in one transaction: lock the
 * machines, require all AVAILABLE (else 409 naming them), create the order, its machine links
 * and timeline, an ACTIVE assignment, and mark the machines ASSIGNED. Without machineIds it only
 * records the order (the spec's three-call flow follows with the bulk calls). `now` names the
 * order's year and the booking's first day (India's).
 */
export async function bookOrder(
  tx: Tx,
  principal: Principal,
  body: CreateOrderRequest,
  now: Date,
): Promise<Order> {
  const today = todayInIndia(now);
  const actor = actorOf(principal);
  const { distributor, retailer } = await activeHolder(
    tx,
    principal,
    body.distributorId,
    body.retailerId,
  );

  const machineIds = body.machineIds ?? [];
  const locked =
    machineIds.length > 0
      ? await lockMachines(tx, machineIds, bookableMachineScope(principal))
      : [];
  if (locked.length > 0) {
    requireAvailable(locked);
    const foreign = locked.filter((m) => m.serviceProviderId !== body.serviceProviderId);
    if (foreign.length > 0) {
      throw badRequest(
        'machines_wrong_provider',
        `Machines do not belong to the chosen service provider: ${foreign.map((m) => m.serialNumber).join(', ')}`,
        { params: { serials: foreign.map((m) => m.serialNumber) } },
      );
    }
  }
  requireOrderType(body, locked);
  // docs/product/rules.md: machine type and model are those of the first selected machine.
  const first = locked.find((m) => m.id === machineIds[0]);
  const id = await nextId(tx, 'orders');
  const year = today.slice(0, 4);
  const [created] = await tx
    .insert(orders)
    .values({
      id,
      orderNumber: documentNumber(`ORD-${year}-`, id),
      status: 'PENDING',
      orderType: body.orderType,
      distributorId: distributor.id,
      retailerId: retailer.id,
      serviceProviderId: body.serviceProviderId,
      quantity: locked.length > 0 ? locked.length : (body.quantity ?? 1),
      machineType: first?.machineType ?? body.machineType ?? null,
      model: first?.model ?? body.model ?? null,
      notes: body.notes ?? null,
      expectedDeliveryDate: body.expectedDeliveryDate ?? null,
      deliveryAddress: body.deliveryAddress ?? null,
      contactPerson: body.contactPerson ?? null,
      contactPhone: body.contactPhone ?? null,
      createdBy: principal.userId,
    })
    .returning({
      id: orders.id,
      distributorId: orders.distributorId,
      retailerId: orders.retailerId,
      status: orders.status,
    });
  await keepStatusCounts(tx, 'orders', [], [created!]);
  await tx.insert(orderStatusEvents).values({
    orderId: id,
    status: 'PENDING',
    phrase: ORDER_CREATED,
    userId: principal.userId,
  });
  if (locked.length > 0) {
    await tx.execute(
      sql`INSERT INTO ${orderMachines} (order_id, machine_id)
          SELECT ${id}::int, m FROM unnest(${idArray(machineIds)}) AS m`,
    );
    await holdMachines(tx, actor, {
      machineIds,
      holder: {
        distributorId: distributor.id,
        distributorName: distributor.name,
        retailerId: retailer.id,
      },
      orderId: id,
      validFrom: today,
      validTo: null,
      notes: body.notes ?? null,
    });
  }
  await audit(tx, actor, {
    action: 'order.created',
    entityType: 'order',
    entityId: id,
    after: {
      distributorId: distributor.id,
      retailerId: retailer.id,
      machineIds,
      orderType: body.orderType,
    },
  });
  const [order] = await loadOrders(tx, [id]);
  await emitOrderEvent(
    tx,
    principal.userId,
    'order.created',
    {
      id,
      orderNumber: order!.order_number,
      distributorId: distributor.id,
      retailerId: retailer.id,
      quantity: order!.quantity,
    },
    { status: 'PENDING' },
  );
  return order!;
}

/**
 * The order type follows the devices (docs/product/rules.md): every booked machine, and the
 * machine type given without machines, must be of the order type's kind.
 */
function requireOrderType(
  body: CreateOrderRequest,
  locked: { serialNumber: string; machineType: MachineType }[],
): void {
  const wrong = locked.filter((m) => ORDER_TYPE_OF[m.machineType] !== body.orderType);
  const typeWrong =
    locked.length === 0 && body.machineType && ORDER_TYPE_OF[body.machineType] !== body.orderType;
  if (wrong.length === 0 && !typeWrong) return;
  const serials = wrong.map((m) => m.serialNumber);
  throw badRequest(
    'order_type_mismatch',
    `The order type ${body.orderType} does not match the machines${serials.length > 0 ? `: ${serials.join(', ')}` : ''}`,
    { params: { serials } },
  );
}
