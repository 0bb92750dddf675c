import { unlessAll, type RmaBatchListQuery, type RmaBatchListResponse } from '@dd/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { rmaScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { rmaBatches, serviceProviders } from '../../db/schema';
import { pageWindow } from '../../lib/pagination';
import { likePattern } from '../../lib/search';
import { rmaBatchSortColumns } from '../../lib/sort-columns';
import { sortedBy } from '../../lib/sorting';
import { batchNotFound } from './lock';
import { loadBatches, loadDetail } from './serialize';

/**
 * GET /rma-batches: newest first unless sorted (the provider's name through a join); filters
 * provider, status, search (batch number or reference).
 */
export async function listRmaBatches(
  db: Executor,
  principal: Principal,
  q: RmaBatchListQuery,
): Promise<RmaBatchListResponse> {
  const term = q.search?.trim();
  const status = unlessAll(q.status);
  const base = and(
    rmaScope(principal),
    q.serviceProviderId ? eq(rmaBatches.serviceProviderId, q.serviceProviderId) : undefined,
  );
  const where = and(
    base,
    status ? eq(rmaBatches.status, status) : undefined,
    term
      ? or(
          ilike(rmaBatches.batchNumber, likePattern(term)),
          ilike(rmaBatches.reference, likePattern(term)),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(q.page, q.pageSize);
  const ids = await db
    .select({ id: rmaBatches.id })
    .from(rmaBatches)
    .innerJoin(serviceProviders, eq(serviceProviders.id, rmaBatches.serviceProviderId))
    .where(where)
    .orderBy(
      ...sortedBy(q, rmaBatchSortColumns, rmaBatches.id, [
        desc(rmaBatches.createdAt),
        desc(rmaBatches.id),
      ]),
    )
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rmaBatches)
    .where(where);
  const [stats] = await db
    .select({
      sent: sql<number>`count(*) FILTER (WHERE ${rmaBatches.status} = 'SENT')::int`,
      received: sql<number>`count(*) FILTER (WHERE ${rmaBatches.status} = 'RECEIVED_BY_PROVIDER')::int`,
      closed: sql<number>`count(*) FILTER (WHERE ${rmaBatches.status} = 'CLOSED')::int`,
    })
    .from(rmaBatches)
    .where(base);
  return {
    batches: await loadBatches(
      db,
      ids.map((r) => r.id),
    ),
    stats: {
      sent: Number(stats!.sent),
      receivedByProvider: Number(stats!.received),
      closed: Number(stats!.closed),
    },
    total: Number(counted!.n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /rma-batches/{id}: the batch with its devices; 404 when missing or out of scope. */
export async function rmaBatchDetail(db: Executor, principal: Principal, id: number) {
  const [found] = await db
    .select({ id: rmaBatches.id })
    .from(rmaBatches)
    .where(and(eq(rmaBatches.id, id), rmaScope(principal)));
  if (!found) throw batchNotFound();
  return loadDetail(db, id);
}
