import {
  unlessAll,
  type PayoutListQuery,
  type PayoutListResponse,
  type PayoutSort,
} from '@dd/contract';
import { and, desc, eq, gte, lte, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIs } from '../../../db/id-filter';
import { billingPayouts, distributors } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { documentScope } from '../../../access/scope';
import { pagedIds } from '../../../lib/pagination';
import { sortedBy } from '../../../lib/sorting';
import { loadPayouts } from './serialize';

const sortColumns: Record<PayoutSort, Column> = {
  number: billingPayouts.number,
  paidOn: billingPayouts.paidOn,
  amountPaise: billingPayouts.amountPaise,
  distributorName: distributors.name,
};

/** GET /billing/payouts: the caller's (a distributor's own), newest first unless sorted. */
export async function listPayouts(
  db: Executor,
  principal: Principal,
  q: PayoutListQuery,
): Promise<PayoutListResponse> {
  const scope = documentScope(principal, billingPayouts.distributorId);
  const sourceType = unlessAll(q.sourceType);
  const where = and(
    scope,
    idIs(billingPayouts.distributorId, q.distributorId),
    sourceType ? eq(billingPayouts.sourceType, sourceType) : undefined,
    q.from ? gte(billingPayouts.paidOn, q.from) : undefined,
    q.to ? lte(billingPayouts.paidOn, q.to) : undefined,
  );
  const base = () =>
    db
      .select({ id: billingPayouts.id })
      .from(billingPayouts)
      .innerJoin(distributors, eq(distributors.id, billingPayouts.distributorId))
      .where(where)
      .$dynamic();
  const { ids, total } = await pagedIds(
    db,
    base,
    sortedBy(q, sortColumns, billingPayouts.id, [desc(billingPayouts.id)]),
    q,
  );
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      amountPaise: sql<string>`coalesce(sum(${billingPayouts.amountPaise}), 0)`,
    })
    .from(billingPayouts)
    .where(where);
  return {
    payouts: await loadPayouts(db, ids),
    stats: { total: Number(stats!.total), amountPaise: Number(stats!.amountPaise) },
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
