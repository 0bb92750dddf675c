import type { PaymentListQuery, PaymentListResponse, PaymentSort } from '@dd/contract';
import { and, desc, eq, isNotNull, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIs } from '../../../db/id-filter';
import { invoices, payments } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { invoiceScope } from '../../../access/scope';
import { pagedIds } from '../../../lib/pagination';
import { sortedBy } from '../../../lib/sorting';
import { loadPayments } from './serialize';

const paymentSortColumns: Record<PaymentSort, Column> = {
  paidOn: payments.paidOn,
  amountPaise: payments.amountPaise,
  recordedAt: payments.recordedAt,
};

/** GET /payments: the payments of the caller's invoices, newest recorded first unless sorted. */
export async function listPayments(
  db: Executor,
  principal: Principal,
  q: PaymentListQuery,
): Promise<PaymentListResponse> {
  const scope = invoiceScope(principal);
  const where = and(
    scope,
    idIs(invoices.distributorId, q.distributorId),
    idIs(payments.invoiceId, q.invoiceId),
  );
  const base = () =>
    db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(where)
      .$dynamic();
  const { ids, total } = await pagedIds(
    db,
    base,
    sortedBy(q, paymentSortColumns, payments.id, [desc(payments.recordedAt), desc(payments.id)]),
    q,
  );
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      reversed: sql<number>`(count(*) filter (where ${isNotNull(payments.reversedAt)}))::int`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(scope);
  return {
    payments: await loadPayments(db, ids),
    stats: stats!,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
