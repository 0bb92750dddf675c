import {
  OPEN_ORDER_STATUSES,
  ProviderStock,
  type ProviderStockList,
  type ProviderStockResponse,
} from '@dd/contract';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { bookableMachineScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import {
  assignmentMachines,
  assignments,
  machines,
  orders,
  serviceProviders,
  stockReceiptItems,
  stockReceipts,
} from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { inTransitCondition } from '../custody';

/**
 * Live stock figures (docs/product/screens-devices.md, "Live stock figures"). Each device is in one
 * bucket: its status first (AVAILABLE, MAINTENANCE; RETIRED in none), then an ASSIGNED one by
 * the order it is held through (PENDING/APPROVED booked, IN_PROGRESS in transit), or a pending
 * transfer between distributors (in transit), else by its holder (a retailer, or a distributor
 * alone). Awaiting receipt: EXPECTED items of OPEN receipts.
 *
 * A distributor counts what it may book from (bookableMachineScope): the provider's AVAILABLE
 * stock plus what it or its retailers hold; receipts are admin-only, so it gets no awaiting figure.
 */
const held = (cond: SQL) =>
  sql`count(*) FILTER (WHERE ${machines.status} = 'ASSIGNED' AND ${cond})::int`;
/** Held, but not through an open order (none, or DELIVERED): where it stays for now. */
const openOrder = inArray(orders.status, OPEN_ORDER_STATUSES);
const settled = sql`NOT coalesce(${openOrder}, false)`;
/** In a pending transfer between distributors: in transit too, whoever holds it for now. */
const moving = inTransitCondition();

/** One grouped query: a row per provider (one provider when `providerId` is given). */
function stockQuery(principal: Principal, providerId?: number) {
  const scope = bookableMachineScope(principal) ?? sql`true`;
  const awaiting =
    principal.role === 'admin'
      ? sql`(SELECT count(*)::int FROM ${stockReceiptItems}
             JOIN ${stockReceipts} ON ${stockReceipts.id} = ${stockReceiptItems.receiptId}
             WHERE ${stockReceipts.serviceProviderId} = sp.id
               AND ${stockReceipts.status} = 'OPEN' AND ${stockReceiptItems.state} = 'EXPECTED')`
      : sql`NULL::int`;
  return sql`
    SELECT sp.id AS "serviceProviderId", f.*, ${awaiting} AS "awaitingReceipt"
    FROM ${serviceProviders} sp
    CROSS JOIN LATERAL (
      SELECT
        count(*) FILTER (WHERE ${machines.status} = 'AVAILABLE')::int AS "inStock",
        ${held(sql`${orders.status} IN ('PENDING', 'APPROVED')`)} AS "booked",
        ${held(sql`(${orders.status} = 'IN_PROGRESS' OR ${moving})`)} AS "inTransit",
        ${held(sql`${settled} AND ${machines.retailerId} IS NOT NULL`)} AS "atRetailers",
        ${held(sql`${settled} AND ${machines.retailerId} IS NULL AND NOT ${moving}`)} AS "withDistributors",
        count(*) FILTER (WHERE ${machines.status} = 'MAINTENANCE')::int AS "maintenance"
      FROM ${machines}
      LEFT JOIN ${assignmentMachines}
        ON ${assignmentMachines.machineId} = ${machines.id} AND ${assignmentMachines.active}
      LEFT JOIN ${assignments} ON ${assignments.id} = ${assignmentMachines.assignmentId}
      LEFT JOIN ${orders} ON ${orders.id} = ${assignments.orderId}
      WHERE ${machines.serviceProviderId} = sp.id AND ${scope}
    ) f
    ${providerId === undefined ? sql`` : sql`WHERE sp.id = ${providerId}`}
    ORDER BY sp.id`;
}

const scopeOf = (p: Principal) => (p.role === 'admin' ? 'all' : 'yours');

/** GET /service-providers/stock: every provider's figures. */
export async function providersStock(db: Executor, p: Principal): Promise<ProviderStockList> {
  return { scope: scopeOf(p), stock: await rows(db, stockQuery(p), ProviderStock) };
}

/** GET /service-providers/{id}/stock: one provider's figures (404 for an unknown provider). */
export async function providerStock(
  db: Executor,
  p: Principal,
  providerId: number,
): Promise<ProviderStockResponse> {
  // The lateral count answers a row for every provider, so no row means no such provider.
  const [row] = await rows(db, stockQuery(p, providerId), ProviderStock);
  if (!row) throw notFound('not_found', 'Service provider not found');
  return { ...row, scope: scopeOf(p) };
}
