import {
  unlessAll,
  type RefundVoucherDetail,
  type RefundVoucherListQuery,
  type RefundVoucherListResponse,
  type RefundVoucherSort,
} from '@dd/contract';
import { and, desc, eq, gte, lte, ne, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIs } from '../../../db/id-filter';
import { distributors, refundVouchers } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { documentScope } from '../../../access/scope';
import { statusCounts } from '../../../db/status-counts';
import { notFound } from '../../../lib/http-errors';
import { pagedIds } from '../../../lib/pagination';
import { sortedBy } from '../../../lib/sorting';
import { firstDay } from '../months';
import { loadRefundVoucher, loadRefundVouchers } from './serialize';

const sortColumns: Record<RefundVoucherSort, Column> = {
  number: refundVouchers.number,
  month: refundVouchers.month,
  distributorName: distributors.name,
  status: refundVouchers.status,
  amountPaise: refundVouchers.amountPaise,
  issuedOn: refundVouchers.issuedOn,
  createdAt: refundVouchers.createdAt,
};

/** A distributor sees its own vouchers once issued; an admin every one, drafts too. */
function voucherScope(principal: Principal): SQL | undefined {
  const own = documentScope(principal, refundVouchers.distributorId);
  return own ? and(own, ne(refundVouchers.status, 'DRAFT')) : undefined;
}

/** GET /refund-vouchers: newest month first unless sorted. */
export async function listRefundVouchers(
  db: Executor,
  principal: Principal,
  q: RefundVoucherListQuery,
): Promise<RefundVoucherListResponse> {
  const scope = voucherScope(principal);
  const status = unlessAll(q.status);
  const where = and(
    scope,
    q.month ? eq(refundVouchers.month, firstDay(q.month)) : undefined,
    idIs(refundVouchers.distributorId, q.distributorId),
    status ? eq(refundVouchers.status, status) : undefined,
    q.from ? gte(refundVouchers.issuedOn, q.from) : undefined,
    q.to ? lte(refundVouchers.issuedOn, q.to) : undefined,
  );
  const base = () =>
    db
      .select({ id: refundVouchers.id })
      .from(refundVouchers)
      .innerJoin(distributors, eq(distributors.id, refundVouchers.distributorId))
      .where(where)
      .$dynamic();
  const { ids, total } = await pagedIds(
    db,
    base,
    sortedBy(q, sortColumns, refundVouchers.id, [
      desc(refundVouchers.month),
      desc(refundVouchers.id),
    ]),
    q,
  );
  const [stats] = await db
    .select(
      statusCounts(refundVouchers.status, {
        draft: 'DRAFT',
        issued: 'ISSUED',
        partiallySettled: 'PARTIALLY_SETTLED',
        settled: 'SETTLED',
      }),
    )
    .from(refundVouchers)
    .where(scope);
  return {
    refundVouchers: await loadRefundVouchers(db, ids),
    stats: stats!,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /refund-vouchers/{id}: in the caller's scope (another's, or a draft for a distributor: 404). */
export async function refundVoucherDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<RefundVoucherDetail> {
  const [row] = await db
    .select({ id: refundVouchers.id })
    .from(refundVouchers)
    .where(and(eq(refundVouchers.id, id), voucherScope(principal)));
  if (!row) throw notFound('not_found', 'Refund voucher not found');
  return loadRefundVoucher(db, id);
}
