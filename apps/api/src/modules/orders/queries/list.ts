import { unlessAll, type OrderListQuery, type OrderListResponse } from '@dd/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { distributors, machines, orderMachines, orders, retailers } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { orderScope } from '../../../access/scope';
import { pageOrLimit } from '../../../lib/pagination';
import { heldRecordsPage } from '../../../lib/held-records-page';
import { keptStatusCounts } from '../../dashboard';
import { likePattern } from '../../../lib/search';
import { loadOrders } from '../serialize';
import { orderSortColumns } from '../../../lib/sort-columns';
import { sortedBy } from '../../../lib/sorting';

const retailer = alias(retailers, 'r');

/** Search over order id / number, distributor name, retailer name and machine serial (docs/product/screens-devices.md). */
function orderSearch(term: string | undefined) {
  const t = term?.trim();
  if (!t) return undefined;
  const pattern = likePattern(t);
  const asId = /^\d{1,9}$/.test(t) ? eq(orders.id, Number(t)) : undefined;
  return or(
    asId,
    ilike(orders.orderNumber, pattern),
    ilike(distributors.name, pattern),
    ilike(retailer.name, pattern),
    sql`exists (select 1 from ${orderMachines} om join ${machines} m on m.id = om.machine_id
                where om.order_id = ${orders.id} and m.serial_number ilike ${pattern})`,
  );
}

export async function listOrders(
  db: Executor,
  principal: Principal,
  q: OrderListQuery,
): Promise<OrderListResponse> {
  const scope = orderScope(principal);
  const { page, pageSize, limit, offset } = pageOrLimit(q);
  const status = unlessAll(q.status);
  const where = and(scope, status ? eq(orders.status, status) : undefined, orderSearch(q.search));

  const { ids, total } = await heldRecordsPage(
    db,
    orders,
    retailer,
    where,
    sortedBy(q, orderSortColumns, orders.id, [desc(orders.createdAt), desc(orders.id)]),
    { limit, offset },
  );
  const stats = await keptStatusCounts(db, principal, 'orders', {
    pending: 'PENDING',
    approved: 'APPROVED',
    inProgress: 'IN_PROGRESS',
    delivered: 'DELIVERED',
    cancelled: 'CANCELLED',
  });
  return {
    orders: await loadOrders(db, ids),
    stats,
    total,
    page,
    pageSize,
  };
}
