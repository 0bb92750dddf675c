import {
  unlessAll,
  type RetailerListQuery,
  type RetailerListResponse,
  type RetailerResponse,
} from '@dd/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, distributors, machines, orders, retailers } from '../../db/schema';
import { retailerScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import { notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { accountStatsColumns, MAX_INT_ID, NO_STATS } from '../distributors/parties';
import { distributorColumns, toRetailer } from './serialize';

/** An id beyond PostgreSQL's integer cannot exist: it matches nothing (instead of a driver error). */
function distributorFilter(id: number | undefined): SQL | undefined {
  if (id === undefined) return undefined;
  return id > MAX_INT_ID ? sql`false` : eq(retailers.distributorId, id);
}

/**
 * The Retailers screen and the booking wizard's `?distributorId=`: search over name, email,
 * shop name, address, city and the distributor's name; status and distributor filters; paging
 * by id ascending. A distributor filter outside the caller's scope simply matches nothing.
 * Stats cover the caller's whole scope, not the filters.
 */
export async function listRetailers(
  db: Db,
  p: Principal,
  q: RetailerListQuery,
): Promise<RetailerListResponse> {
  const scope = retailerScope(p);
  const status = unlessAll(q.status);
  const where = and(
    scope,
    status ? eq(retailers.status, status) : undefined,
    distributorFilter(q.distributorId),
    searchAny(q.search, [
      retailers.name,
      retailers.email,
      retailers.shopName,
      retailers.address,
      retailers.city,
      distributors.name,
    ]),
  );
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const [list, counted, stats] = await Promise.all([
    db
      .select({ retailer: retailers, distributor: distributorColumns })
      .from(retailers)
      .innerJoin(distributors, eq(distributors.id, retailers.distributorId))
      .where(where)
      .orderBy(asc(retailers.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(retailers)
      .innerJoin(distributors, eq(distributors.id, retailers.distributorId))
      .where(where),
    db.select(accountStatsColumns(retailers.status)).from(retailers).where(scope),
  ]);
  return {
    retailers: list.map((row) => toRetailer(row.retailer, row.distributor)),
    stats: stats[0] ?? NO_STATS,
    total: counted[0]?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One retailer in the caller's scope (else 404) with its distributor and counts, in one query. */
export async function getRetailer(db: Db, p: Principal, id: number): Promise<RetailerResponse> {
  if (id > MAX_INT_ID) throw notFound('not_found', 'Retailer not found');
  // The sub-selects compare with the id parameter, not the outer column: drizzle leaves columns
  // unqualified in a single-table select, which would not correlate.
  const [row] = await db
    .select({
      retailer: retailers,
      distributor: distributorColumns,
      machines: sql<number>`(select count(*)::int from ${machines} where ${machines.retailerId} = ${id})`,
      activeAssignments: sql<number>`(select count(*)::int from ${assignments}
        where ${assignments.retailerId} = ${id} and ${assignments.status} = 'ACTIVE')`,
      orders: sql<number>`(select count(*)::int from ${orders} where ${orders.retailerId} = ${id})`,
    })
    .from(retailers)
    .innerJoin(distributors, eq(distributors.id, retailers.distributorId))
    .where(and(eq(retailers.id, id), retailerScope(p)));
  if (!row) throw notFound('not_found', 'Retailer not found');
  const { retailer, distributor, ...summary } = row;
  return { retailer: toRetailer(retailer, distributor), summary };
}
