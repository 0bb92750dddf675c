import { OPEN_ORDER_STATUSES } from '@dd/contract';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { assignmentMachines, assignments, machines, orderMachines, orders } from '../../db/schema';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { conflict } from '../../lib/http-errors';

/**
 * An order that can still move (the contract's OPEN_ORDER_STATUSES, passed as one array
 * parameter): the one way SQL says "open order".
 */
export function isOpenOrder(status: SQL | Column): SQL {
  return sql`${status} = any(${sql.param([...OPEN_ORDER_STATUSES])}::text[])`;
}

/**
 * A device of an order not delivered yet (PENDING, APPROVED, out for delivery): booked for the
 * shop but not in its hands, so it cannot be installed there (modules/activation).
 */
export function onOpenOrderCondition(machineId: SQL | typeof machines.id = machines.id): SQL {
  return sql`exists (select 1 from ${orderMachines} om join ${orders} o on o.id = om.order_id
                      where om.machine_id = ${machineId}
                        and ${isOpenOrder(sql`o.status`)})`;
}

const OrderNumber = z.object({ orderNumber: z.string() });

/**
 * An order and its devices move together (docs/product/rules.md, "Order status"): the
 * assignment that books an order's devices ends only when the order is cancelled (which releases
 * it) or, once delivered, like any other. Returning it earlier would leave an order that can
 * still be delivered with its devices back in stock, so it is refused.
 */
export async function refuseOpenOrder(tx: Tx, assignmentId: number): Promise<void> {
  const [open] = await rows(
    tx,
    sql`SELECT o.order_number AS "orderNumber" FROM ${assignments} a JOIN ${orders} o ON o.id = a.order_id
         WHERE a.id = ${assignmentId}::int AND ${isOpenOrder(sql`o.status`)}`,
    OrderNumber,
  );
  if (!open) return;
  throw conflict(
    'assignment_order_open',
    `This assignment books order ${open.orderNumber}, which is not delivered yet: cancel the order instead`,
    { params: { orderNumber: open.orderNumber } },
  );
}

/**
 * The assignment of an order is the record of the devices the order booked (and, once delivered,
 * handed over): it may be returned, never deleted, or the order would list devices no assignment
 * accounts for. 409 `assignment_of_order`.
 */
export async function refuseOrderRecord(tx: Tx, assignmentId: number): Promise<void> {
  const [order] = await rows(
    tx,
    sql`SELECT o.order_number AS "orderNumber" FROM ${assignments} a JOIN ${orders} o ON o.id = a.order_id
         WHERE a.id = ${assignmentId}::int
           AND EXISTS (SELECT 1 FROM ${orderMachines} om WHERE om.order_id = o.id)`,
    OrderNumber,
  );
  if (!order) return;
  throw conflict(
    'assignment_of_order',
    `This assignment records the devices of order ${order.orderNumber}: return it instead of deleting it`,
    { params: { orderNumber: order.orderNumber } },
  );
}

/**
 * 409 `order_devices_not_held` unless every device of the order is held for it: ASSIGNED to the
 * order's distributor through an ACTIVE assignment of the order. An order is delivered or
 * confirmed only then.
 */
export async function requireHeldForOrder(tx: Tx, orderId: number): Promise<void> {
  const away = await rows(
    tx,
    sql`SELECT m.serial_number AS serial FROM ${orderMachines} om
          JOIN ${orders} o ON o.id = om.order_id
          JOIN ${machines} m ON m.id = om.machine_id
         WHERE om.order_id = ${orderId}::int
           AND NOT EXISTS (SELECT 1 FROM ${assignmentMachines} am
                             JOIN ${assignments} a ON a.id = am.assignment_id
                            WHERE am.machine_id = m.id AND am.active AND a.status = 'ACTIVE'
                              AND a.order_id = o.id AND m.status = 'ASSIGNED'
                              AND m.distributor_id = o.distributor_id)
         ORDER BY m.serial_number`,
    z.object({ serial: z.string() }),
  );
  if (away.length === 0) return;
  const serials = away.map((m) => m.serial);
  throw conflict(
    'order_devices_not_held',
    `These devices of the order are no longer held for it: ${serials.join(', ')}`,
    { params: { serials } },
  );
}
