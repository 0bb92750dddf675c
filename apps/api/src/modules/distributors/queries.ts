import {
  unlessAll,
  type DistributorListQuery,
  type DistributorListResponse,
  type DistributorResponse,
} from '@dd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, distributors, machines, orders, retailers } from '../../db/schema';
import { distributorScope } from '../../access/scope';
import type { Principal } from '../../access/principal';
import { notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
import { accountStatsColumns, MAX_INT_ID, NO_STATS } from './parties';
import { toDistributor } from './serialize';

/**
 * The Distributors screen: search over name, email, company name, address and city (both
 * readings of SPEC.md), status filter, paging by id ascending. Stats cover the caller's whole
 * scope, not the filters, so the cards stay put while filtering.
 */
export async function listDistributors(
  db: Db,
  p: Principal,
  q: DistributorListQuery,
): Promise<DistributorListResponse> {
  const scope = distributorScope(p);
  const status = unlessAll(q.status);
  const where = and(
    scope,
    status ? eq(distributors.status, status) : undefined,
    searchAny(q.search, [
      distributors.name,
      distributors.email,
      distributors.companyName,
      distributors.address,
      distributors.city,
    ]),
  );
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const [list, counted, stats] = await Promise.all([
    db
      .select()
      .from(distributors)
      .where(where)
      .orderBy(asc(distributors.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(distributors)
      .where(where),
    db.select(accountStatsColumns(distributors.status)).from(distributors).where(scope),
  ]);
  return {
    distributors: list.map(toDistributor),
    stats: stats[0] ?? NO_STATS,
    total: counted[0]?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One distributor in the caller's scope (else 404) with its counts, in one query. */
export async function getDistributor(
  db: Db,
  p: Principal,
  id: number,
): Promise<DistributorResponse> {
  if (id > MAX_INT_ID) throw notFound('not_found', 'Distributor not found');
  // The sub-selects compare with the id parameter, not the outer column: drizzle leaves columns
  // unqualified in a single-table select, which would not correlate.
  const [row] = await db
    .select({
      distributor: distributors,
      retailers: sql<number>`(select count(*)::int from ${retailers} where ${retailers.distributorId} = ${id})`,
      machines: sql<number>`(select count(*)::int from ${machines} where ${machines.distributorId} = ${id})`,
      activeAssignments: sql<number>`(select count(*)::int from ${assignments}
        where ${assignments.distributorId} = ${id} and ${assignments.status} = 'ACTIVE')`,
      orders: sql<number>`(select count(*)::int from ${orders} where ${orders.distributorId} = ${id})`,
    })
    .from(distributors)
    .where(and(eq(distributors.id, id), distributorScope(p)));
  if (!row) throw notFound('not_found', 'Distributor not found');
  const { distributor, ...summary } = row;
  return { distributor: toDistributor(distributor), summary };
}
