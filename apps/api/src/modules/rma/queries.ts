import { unlessAll, type RmaBatchListQuery, type RmaBatchListResponse } from '@dd/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { rmaScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { rmaBatches, serviceProviders } from '../../db/schema';
import { statusCounts } from '../../db/status-counts';
import { pagedIds } from '../../lib/pagination';
import { searchAny } from '../../lib/search';
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
  const status = unlessAll(q.status);
  const base = and(
    rmaScope(principal),
    q.serviceProviderId ? eq(rmaBatches.serviceProviderId, q.serviceProviderId) : undefined,
  );
  const where = and(
    base,
    status ? eq(rmaBatches.status, status) : undefined,
    searchAny(q.search, [rmaBatches.batchNumber, rmaBatches.reference]),
  );
  const { ids, total } = await pagedIds(
    db,
    () =>
      db
        .select({ id: rmaBatches.id })
        .from(rmaBatches)
        .innerJoin(serviceProviders, eq(serviceProviders.id, rmaBatches.serviceProviderId))
        .where(where)
        .$dynamic(),
    sortedBy(q, rmaBatchSortColumns, rmaBatches.id, [
      desc(rmaBatches.createdAt),
      desc(rmaBatches.id),
    ]),
    q,
  );
  const [stats] = await db
    .select(
      statusCounts(rmaBatches.status, {
        sent: 'SENT',
        received: 'RECEIVED_BY_PROVIDER',
        closed: 'CLOSED',
      }),
    )
    .from(rmaBatches)
    .where(base);
  return {
    batches: await loadBatches(db, ids),
    stats: { sent: stats!.sent, receivedByProvider: stats!.received, closed: stats!.closed },
    total,
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
