import {
  unlessAll,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoiceListResponse,
} from '@dd/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIs } from '../../../db/id-filter';
import { distributors, invoices } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { invoiceScope } from '../../../access/scope';
import { statusCounts } from '../../../db/status-counts';
import { notFound } from '../../../lib/http-errors';
import { pagedIds } from '../../../lib/pagination';
import { invoiceSortColumns } from '../../../lib/sort-columns';
import { sortedBy } from '../../../lib/sorting';
import { firstDay } from '../months';
import { loadInvoiceDetail, loadInvoices } from './serialize';

/** GET /invoices: the caller's invoices, newest first unless sorted. */
export async function listInvoices(
  db: Executor,
  principal: Principal,
  q: InvoiceListQuery,
): Promise<InvoiceListResponse> {
  const scope = invoiceScope(principal);
  const status = unlessAll(q.status);
  const where = and(
    scope,
    q.month ? eq(invoices.month, firstDay(q.month)) : undefined,
    idIs(invoices.distributorId, q.distributorId),
    status ? eq(invoices.status, status) : undefined,
  );
  const base = () =>
    db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(distributors, eq(distributors.id, invoices.distributorId))
      .where(where)
      .$dynamic();
  const { ids, total } = await pagedIds(
    db,
    base,
    sortedBy(q, invoiceSortColumns, invoices.id, [desc(invoices.month), desc(invoices.id)]),
    q,
  );
  const [stats] = await db
    .select(
      statusCounts(invoices.status, {
        draft: 'DRAFT',
        issued: 'ISSUED',
        partiallyPaid: 'PARTIALLY_PAID',
        paid: 'PAID',
        cancelled: 'CANCELLED',
      }),
    )
    .from(invoices)
    .where(scope);
  return {
    invoices: await loadInvoices(db, ids),
    stats: stats!,
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /invoices/{id}: in the caller's scope (another distributor's, a draft: 404). */
export async function invoiceDetail(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<InvoiceDetail> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), invoiceScope(principal)));
  if (!row) throw notFound('not_found', 'Invoice not found');
  return loadInvoiceDetail(db, id);
}
