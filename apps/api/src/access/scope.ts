import { and, eq, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  assignments,
  distributors,
  invoices,
  machineSwaps,
  machines,
  orders,
  retailers,
  transfers,
} from '../db/schema';
import type { Principal } from './principal';

/**
 * Row scoping in one place: which rows a principal may see or touch (docs/product/overview.md).
 * Each function answers a WHERE condition, or undefined for "every row" (admin). Out-of-scope
 * rows are simply not found (404), so ids of other distributors reveal nothing.
 */
const NOTHING = sql`false`;

export function distributorScope(p: Principal): SQL | undefined {
  if (p.role === 'admin') return undefined;
  if (p.role === 'distributor' && p.distributorId) return eq(distributors.id, p.distributorId);
  return NOTHING;
}

export function retailerScope(p: Principal): SQL | undefined {
  if (p.role === 'admin') return undefined;
  if (p.role === 'distributor' && p.distributorId)
    return eq(retailers.distributorId, p.distributorId);
  if (p.role === 'retailer' && p.retailerId) return eq(retailers.id, p.retailerId);
  return NOTHING;
}

/**
 * The scope of rows held by a distributor, maybe at one of its retailers: a distributor reads
 * those of its distributor_id, a retailer those of its retailer_id.
 */
function heldScope(held: { distributorId: Column; retailerId: Column }) {
  return (p: Principal): SQL | undefined => {
    if (p.role === 'admin') return undefined;
    if (p.role === 'distributor' && p.distributorId) return eq(held.distributorId, p.distributorId);
    if (p.role === 'retailer' && p.retailerId) return eq(held.retailerId, p.retailerId);
    return NOTHING;
  };
}

/** Machines a principal may read: a distributor those it or its retailers hold; a retailer its own. */
export const machineScope = heldScope(machines);

/**
 * The same scope over the pre-aggregated counts (db/schema/machine-counts.ts): the level and
 * holder whose rows are the principal's machines ('none' matches no row).
 */
export function machineCountScope(p: Principal): {
  level: 'all' | 'distributor' | 'retailer' | 'none';
  holderId: number;
} {
  if (p.role === 'admin') return { level: 'all', holderId: 0 };
  if (p.role === 'distributor' && p.distributorId)
    return { level: 'distributor', holderId: p.distributorId };
  if (p.role === 'retailer' && p.retailerId) return { level: 'retailer', holderId: p.retailerId };
  return { level: 'none', holderId: 0 };
}

/**
 * The same scopes over the kept order and assignment counts (db/schema/dashboard-counts.ts):
 * `orderScope` and `assignmentScope` filter on the rows' distributor_id and retailer_id as
 * `machineScope` does, so the level and holder are the machines' (a change to either scope
 * changes these too: dashboard tests compare each role with the raw aggregate).
 */
export const orderCountScope = machineCountScope;
export const assignmentCountScope = machineCountScope;

/** Stock a principal may book from: everything in stock, plus what its scope holds. */
export function bookableMachineScope(p: Principal): SQL | undefined {
  const own = machineScope(p);
  return own ? sql`(${machines.status} = 'AVAILABLE' OR ${own})` : undefined;
}

export const orderScope = heldScope(orders);

export const assignmentScope = heldScope(assignments);

/** Stock receipts are the admin's alone (goods received from providers): nobody else sees one. */
export function receiptScope(p: Principal): SQL | undefined {
  return p.role === 'admin' ? undefined : NOTHING;
}

/** Swaps at merchants: a distributor those at its own or its retailers' (the swap's distributor). */
export const swapScope = heldScope(machineSwaps);

/** RMA batches (returns to the provider) are an admin flow: nobody else sees one. */
export function rmaScope(p: Principal): SQL | undefined {
  return p.role === 'admin' ? undefined : NOTHING;
}

/** Transfers between distributors: a distributor sees those it sends and those it receives. */
export function transferScope(p: Principal): SQL | undefined {
  if (p.role === 'admin') return undefined;
  if (p.role === 'distributor' && p.distributorId)
    return or(
      eq(transfers.fromDistributorId, p.distributorId),
      eq(transfers.toDistributorId, p.distributorId),
    );
  return NOTHING;
}

/** Invoices: admins all; a distributor its own once issued (a draft is not its yet); else none. */
/**
 * A billing document of a distributor (credit notes, refund vouchers, payouts, statements,
 * allocations): admins all, a distributor its own (`distributorId`, the document's column).
 * Drafts are the caller's own filter (a distributor never sees one).
 */
export function documentScope(p: Principal, distributorId: Column): SQL | undefined {
  if (p.role === 'admin') return undefined;
  if (p.role === 'distributor' && p.distributorId) return eq(distributorId, p.distributorId);
  return NOTHING;
}

export function invoiceScope(p: Principal): SQL | undefined {
  if (p.role === 'admin') return undefined;
  if (p.role === 'distributor' && p.distributorId)
    return and(eq(invoices.distributorId, p.distributorId), ne(invoices.status, 'DRAFT'));
  return NOTHING;
}
